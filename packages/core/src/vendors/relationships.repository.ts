import type { RelationshipStatus } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { findOwned, type Page } from "../repository";

type Scope = { workspaceId: string };

/** A vendor relationship as the relationship calls answer it (domain shape). */
export interface RelationshipSummary {
  id: string;
  vendor: { id: string; name: string; country: string | null; verificationStatus: "VALIDATED" | "PENDING" };
  status: RelationshipStatus;
  proposer: "PRINCIPAL_ENTITY" | "VENDOR";
  /** A vendor's company is linked (decisions.md, Vendor invitations; "Ending a vendor link"). */
  linked: boolean;
  startDate: Date | null;
  importedDetails: Record<string, unknown> | null;
  roles: { id: string; role: { id: string; role: string }; status: RelationshipStatus }[];
  createdAt: Date;
  updatedAt: Date;
}

const include = {
  vendorEntity: { select: { id: true, brandName: true, registeredJurisdiction: true, status: true } },
  roles: {
    select: { id: true, status: true, role: { select: { id: true, role: true } } },
    orderBy: [{ role: { position: "asc" } }, { createdAt: "asc" }],
  },
} satisfies Prisma.VendorRelationshipInclude;
type Row = Prisma.VendorRelationshipGetPayload<{ include: typeof include }>;

const toDomain = (row: Row): RelationshipSummary => ({
  id: row.id,
  vendor: {
    id: row.vendorEntity.id,
    name: row.vendorEntity.brandName,
    country: row.vendorEntity.registeredJurisdiction,
    verificationStatus: row.vendorEntity.status,
  },
  status: row.status,
  proposer: row.proposer,
  linked: row.linkedEntityId !== null,
  startDate: row.startDate,
  importedDetails: (row.importedDetails as Record<string, unknown> | null) ?? null,
  roles: row.roles,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Reads and plain writes of a workspace's vendor relationships (the life cycle has its own files). */
export function createRelationshipsRepository(db: Db) {
  return {
    async list(
      scope: Scope,
      query: { page: number; pageSize: number; statuses?: RelationshipStatus[] },
    ): Promise<Page<RelationshipSummary>> {
      const where: Prisma.VendorRelationshipWhereInput = {
        workspaceId: scope.workspaceId,
        ...(query.statuses?.length ? { status: { in: query.statuses } } : {}),
      };
      const [rows, count] = await Promise.all([
        db.vendorRelationship.findMany({
          where,
          include,
          orderBy: [{ createdAt: "desc" }, { id: "asc" }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.vendorRelationship.count({ where }),
      ]);
      return { results: rows.map(toDomain), count };
    },

    find: (scope: Scope, id: string) =>
      findOwned(scope, id, (where) => db.vendorRelationship.findFirst({ where, include })).then(toDomain),

    async setStartDate(scope: Scope, id: string, startDate: Date | null) {
      await db.vendorRelationship.updateMany({
        where: { id, workspaceId: scope.workspaceId },
        data: { startDate },
      });
    },

    /** Files linked to the relationship, or to its vendor's entity. */
    resources: (scope: Scope, relationship: { id: string; vendor: { id: string } }) =>
      db.resource.findMany({
        where: {
          workspaceId: scope.workspaceId,
          linkedObjectId: { in: [relationship.id, relationship.vendor.id] },
        },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      }),
  };
}
export type RelationshipsRepository = ReturnType<typeof createRelationshipsRepository>;
