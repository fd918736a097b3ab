import type { RelationshipStatus } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { Person } from "./relationship-roles.repository";

type Tx = Prisma.TransactionClient;
type Kind = Prisma.VendorRelationshipEventCreateManyInput["kind"];

/** One change of a relationship's audit trail (domain shape). */
export interface RelationshipEvent {
  id: string;
  kind: Kind;
  roleAssignmentId: string | null;
  role: { id: string; role: string } | null;
  fromStatus: RelationshipStatus | null;
  toStatus: RelationshipStatus | null;
  details: Record<string, unknown> | null;
  actor: Person | null;
  createdAt: Date;
}

export interface NewRelationshipEvent {
  workspaceId: string;
  relationshipId: string;
  roleAssignmentId?: string | null;
  roleId?: string | null;
  /** Null when a scheduled job made the change. */
  actorId: string | null;
  kind: Kind;
  fromStatus?: RelationshipStatus | null;
  toStatus?: RelationshipStatus | null;
  details?: Record<string, unknown>;
  createdAt: Date;
}

/** The audit trail of vendor relationships: written in the transaction of the change it records. */
export function createRelationshipEventsRepository(db: Db) {
  return {
    async record(tx: Tx, events: NewRelationshipEvent[]) {
      if (events.length === 0) return;
      await tx.vendorRelationshipEvent.createMany({
        data: events.map((e) => ({ ...e, details: (e.details ?? undefined) as Prisma.InputJsonValue })),
      });
    },

    /** The relationship's trail, newest first. */
    async list(scope: { workspaceId: string }, relationshipId: string): Promise<RelationshipEvent[]> {
      const rows = await db.vendorRelationshipEvent.findMany({
        where: { workspaceId: scope.workspaceId, relationshipId },
        include: { actor: { select: { id: true, email: true, firstName: true, lastName: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      });
      const roleIds = [...new Set(rows.flatMap((r) => (r.roleId ? [r.roleId] : [])))];
      const roles = await db.supplyChainRole.findMany({
        where: { id: { in: roleIds } },
        select: { id: true, role: true },
      });
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        roleAssignmentId: r.roleAssignmentId,
        role: roles.find((x) => x.id === r.roleId) ?? null,
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        details: (r.details as Record<string, unknown> | null) ?? null,
        actor: r.actor,
        createdAt: r.createdAt,
      }));
    },
  };
}
export type RelationshipEventsRepository = ReturnType<typeof createRelationshipEventsRepository>;
