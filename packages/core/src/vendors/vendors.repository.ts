import type { Db, Prisma } from "@tierline/db";
import type { Page } from "../repository";

type Scope = { workspaceId: string };

/** A vendor of the workspace as its register lists it (domain shape; the api maps it to the wire). */
export interface VendorListItem {
  id: string;
  entityId: string;
  name: string;
  /** ISO 3166 code the vendor is registered in, as imported (a country). */
  countryCode: string | null;
  status: Prisma.VendorRelationshipGetPayload<object>["status"];
  createdAt: Date;
}

/**
 * Search text as Prisma's `contains` needs it: Prisma puts the text inside a LIKE pattern unescaped, so
 * its own `%`, `_` and `\` would be wildcards; escaped, a search for "100%" finds just that.
 */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createVendorsRepository(db: Db) {
  return {
    /**
     * A page of the workspace's vendor relationships, newest first, with the vendor entity's name and
     * country; `search` keeps the names containing it (case-insensitively).
     */
    async list(
      scope: Scope,
      query: { page: number; pageSize: number; search?: string },
    ): Promise<Page<VendorListItem>> {
      const where: Prisma.VendorRelationshipWhereInput = {
        workspaceId: scope.workspaceId,
        ...(query.search
          ? { vendorEntity: { brandName: { contains: literal(query.search), mode: "insensitive" } } }
          : {}),
      };
      const [rows, count] = await Promise.all([
        db.vendorRelationship.findMany({
          where,
          include: { vendorEntity: { select: { brandName: true, registeredJurisdiction: true } } },
          orderBy: [{ createdAt: "desc" }, { importRow: "asc" }, { id: "asc" }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.vendorRelationship.count({ where }),
      ]);
      return {
        results: rows.map((row) => ({
          id: row.id,
          entityId: row.vendorEntityId,
          name: row.vendorEntity.brandName,
          countryCode: row.vendorEntity.registeredJurisdiction,
          status: row.status,
          createdAt: row.createdAt,
        })),
        count,
      };
    },
  };
}
