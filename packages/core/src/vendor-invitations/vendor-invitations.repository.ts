import type { Db, Prisma } from "@tierline/db";
import { notFound } from "../errors";
import type { Person } from "../vendors/relationship-roles.repository";
import { statusAt, type VendorInvitation } from "./vendor-invitation";

type Tx = Prisma.TransactionClient;
type Scope = { workspaceId: string };
type Row = Prisma.VendorInvitationGetPayload<object>;

const toDomain = (row: Row, people: Map<string, Person>, now: Date): VendorInvitation => ({
  id: row.id,
  workspaceId: row.workspaceId,
  relationshipId: row.relationshipId,
  email: row.email,
  message: row.message,
  status: statusAt(row, now),
  expiresAt: row.expiresAt,
  lastSentAt: row.mailedAt.at(-1) ?? row.createdAt,
  remindersSent: row.remindersSent,
  createdBy: people.get(row.createdById) ?? null,
  createdAt: row.createdAt,
  acceptedAt: row.acceptedAt,
  revokedAt: row.revokedAt,
});

/** The rows of vendor invitations, always addressed with their workspace. */
export function createVendorInvitationsRepository(db: Db) {
  async function withPeople(rows: Row[], now: Date): Promise<VendorInvitation[]> {
    const ids = [...new Set(rows.map((r) => r.createdById))];
    const people = await db.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, email: true, firstName: true, lastName: true },
    });
    return rows.map((r) => toDomain(r, new Map(people.map((p) => [p.id, p])), now));
  }

  return {
    /**
     * Locks the relationship for the rest of `tx` (two invitations of one vendor at once: one waits and
     * then sees the other) and tells whether it is linked already; 404 when it is not the workspace's.
     */
    async lockRelationship(tx: Tx, scope: Scope, relationshipId: string) {
      const [row] = await tx.$queryRaw<{ linked_entity_id: string | null }[]>`
        SELECT linked_entity_id FROM vendor_relationships
        WHERE id = ${relationshipId}::uuid AND workspace_id = ${scope.workspaceId}::uuid FOR UPDATE`;
      if (!row) throw notFound();
      return { linked: row.linked_entity_id !== null };
    },

    /** Whether the relationship has an invitation still open (pending, expired or not). */
    hasOpen: async (tx: Tx, relationshipId: string) =>
      (await tx.vendorInvitation.count({ where: { relationshipId, status: "PENDING" } })) > 0,

    create: (tx: Tx, data: Prisma.VendorInvitationUncheckedCreateInput) =>
      tx.vendorInvitation.create({ data }),

    /** A workspace's invitation as it stands, or 404. */
    async find(scope: Scope, id: string, now: Date): Promise<VendorInvitation> {
      const row = await db.vendorInvitation.findFirst({ where: { id, workspaceId: scope.workspaceId } });
      if (!row) throw notFound();
      return (await withPeople([row], now))[0]!;
    },

    async byIds(scope: Scope, ids: string[], now: Date): Promise<VendorInvitation[]> {
      const rows = await db.vendorInvitation.findMany({
        where: { id: { in: ids }, workspaceId: scope.workspaceId },
      });
      const order = new Map(ids.map((id, i) => [id, i]));
      return withPeople(
        rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
        now,
      );
    },

    /** A relationship's invitations, newest first. */
    async ofRelationship(scope: Scope, relationshipId: string, now: Date): Promise<VendorInvitation[]> {
      const rows = await db.vendorInvitation.findMany({
        where: { relationshipId, workspaceId: scope.workspaceId },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      });
      return withPeople(rows, now);
    },

    /**
     * A pending invitation's new code: the old one and the reminders' die, 14 days start again and the
     * reminders with them. Guarded on PENDING: false when it was accepted or revoked meanwhile.
     */
    async renew(
      scope: Scope,
      id: string,
      change: { codeHash: string; expiresAt: Date; at: Date; by: string },
    ) {
      const { count } = await db.vendorInvitation.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: "PENDING" },
        data: {
          codeHash: change.codeHash,
          expiresAt: change.expiresAt,
          createdById: change.by,
          remindersSent: 0,
          reminderCodeHashes: [],
          mailedAt: { push: change.at },
        },
      });
      return count > 0;
    },

    /** PENDING -> REVOKED, guarded: false when it was no longer pending. */
    async revoke(scope: Scope, id: string, at: Date) {
      const { count } = await db.vendorInvitation.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: "PENDING" },
        data: { status: "REVOKED", revokedAt: at },
      });
      return count > 0;
    },

    /** The stored status and mails of an invitation (for the 409 and mail-limit checks), or null. */
    state: (scope: Scope, id: string) =>
      db.vendorInvitation.findFirst({
        where: { id, workspaceId: scope.workspaceId },
        select: { status: true, mailedAt: true, email: true, message: true, relationshipId: true },
      }),
  };
}
export type VendorInvitationsRepository = ReturnType<typeof createVendorInvitationsRepository>;
