import { mostAdvancedRelationshipStatus, type RelationshipStatus } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { notFound } from "../errors";
import { guarded } from "../repository";

type Tx = Prisma.TransactionClient;
type Scope = { workspaceId: string };

export interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A role the vendor plays for the workspace, with its own status and dates (domain shape). */
export interface RoleAssignment {
  id: string;
  relationshipId: string;
  role: { id: string; role: string };
  status: RelationshipStatus;
  startDate: Date | null;
  terminationDate: Date | null;
  terminationTarget: RelationshipStatus | null;
  terminationCause: Prisma.VendorRelationshipRoleGetPayload<object>["terminationCause"];
  explanation: string | null;
  attestedBy: Person | null;
  attestedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const personSelect = { id: true, email: true, firstName: true, lastName: true } as const;
const include = {
  role: { select: { id: true, role: true, position: true } },
  attestedBy: { select: personSelect },
} as const;

type Row = Prisma.VendorRelationshipRoleGetPayload<{ include: typeof include }>;
const toDomain = ({ role, attestedBy, workspaceId: _w, roleId: _r, attestedById: _a, ...row }: Row) => ({
  ...row,
  role: { id: role.id, role: role.role },
  attestedBy,
});

/**
 * The role assignments of a workspace's vendor relationships. Every change runs in a transaction that
 * first locks the relationship row (`lock`), so changes to one relationship queue behind each other,
 * and ends by writing the relationship's most advanced status (`syncStatus`) in the same transaction.
 */
export function createRelationshipRolesRepository(db: Db) {
  return {
    /** The relationship's role assignments, in the roles' order. */
    async list(scope: Scope, relationshipId: string): Promise<RoleAssignment[]> {
      const rows = await db.vendorRelationshipRole.findMany({
        where: { workspaceId: scope.workspaceId, relationshipId },
        include,
        orderBy: [{ role: { position: "asc" } }, { createdAt: "asc" }],
      });
      return rows.map(toDomain);
    },

    /** One assignment by id, whatever its workspace (the scheduled jobs), or null. */
    async byId(tx: Tx, id: string): Promise<(RoleAssignment & { workspaceId: string }) | null> {
      const row = await tx.vendorRelationshipRole.findUnique({ where: { id }, include });
      return row ? { ...toDomain(row), workspaceId: row.workspaceId } : null;
    },

    /**
     * Locks the workspace's relationship for the rest of the transaction and reads its status and
     * roles as they stand after every change committed before (404 when not the workspace's).
     */
    async lock(tx: Tx, scope: Scope, relationshipId: string) {
      const locked = await tx.$queryRaw<{ status: RelationshipStatus }[]>`
        SELECT status::text AS status FROM vendor_relationships
        WHERE id = ${relationshipId}::uuid AND workspace_id = ${scope.workspaceId}::uuid
        FOR UPDATE`;
      if (locked.length === 0) throw notFound();
      const roles = await tx.vendorRelationshipRole.findMany({
        where: { relationshipId },
        include,
        orderBy: [{ role: { position: "asc" } }, { createdAt: "asc" }],
      });
      return { status: locked[0]!.status, roles: roles.map(toDomain) };
    },

    /** Adds supply chain roles (PENDING); roles it already has are skipped. Answers the ones added. */
    async add(tx: Tx, scope: Scope, relationshipId: string, roleIds: string[]) {
      const known = await tx.supplyChainRole.findMany({
        where: { id: { in: roleIds } },
        select: { id: true },
      });
      if (known.length !== new Set(roleIds).size) throw notFound();
      const before = await tx.vendorRelationshipRole.findMany({
        where: { relationshipId, roleId: { in: roleIds } },
        select: { roleId: true },
      });
      const fresh = [...new Set(roleIds)].filter((id) => !before.some((b) => b.roleId === id));
      await tx.vendorRelationshipRole.createMany({
        data: fresh.map((roleId) => ({ workspaceId: scope.workspaceId, relationshipId, roleId })),
        skipDuplicates: true,
      });
      return tx.vendorRelationshipRole.findMany({
        where: { relationshipId, roleId: { in: fresh } },
        select: { id: true, roleId: true },
      });
    },

    /**
     * The guarded write of a move: lands only while the assignment still holds `expected` (the
     * memberships' rule), so of two concurrent moves one wins; `lost` says why the other did not.
     */
    async move(
      tx: Tx,
      id: string,
      expected: RelationshipStatus,
      data: Prisma.VendorRelationshipRoleUncheckedUpdateManyInput,
      lost: () => Error,
    ) {
      await guarded(
        tx.vendorRelationshipRole.updateMany({ where: { id, status: expected }, data }),
        lost as never,
      );
    },

    /**
     * Writes the relationship's status: the most advanced of its roles' (contracts'
     * `mostAdvancedRelationshipStatus`); a relationship without roles keeps its own, or takes `orElse`.
     */
    async syncStatus(
      tx: Tx,
      relationshipId: string,
      orElse?: RelationshipStatus,
    ): Promise<RelationshipStatus> {
      const roles = await tx.vendorRelationshipRole.findMany({
        where: { relationshipId },
        select: { status: true },
      });
      const computed = mostAdvancedRelationshipStatus(roles.map((r) => r.status));
      const next = computed ?? orElse;
      if (next) await tx.vendorRelationship.update({ where: { id: relationshipId }, data: { status: next } });
      const stored = await tx.vendorRelationship.findUniqueOrThrow({
        where: { id: relationshipId },
        select: { status: true },
      });
      return stored.status;
    },

    /**
     * Assignments with a start or a termination due on or before `day` (midnight UTC): what the daily
     * sweep applies when a delayed job was lost. Oldest first, `take` at a time.
     */
    due(day: Date, take: number) {
      return db.vendorRelationshipRole.findMany({
        where: {
          OR: [
            { status: "APPROVED", startDate: { lte: day } },
            {
              status: { in: ["APPROVED", "CONTRACTED_ACTIVE"] },
              terminationTarget: { not: null },
              terminationDate: { lte: day },
            },
          ],
        },
        select: { id: true, status: true, startDate: true, terminationDate: true },
        orderBy: { id: "asc" },
        take,
      });
    },
  };
}
export type RelationshipRolesRepository = ReturnType<typeof createRelationshipRolesRepository>;
