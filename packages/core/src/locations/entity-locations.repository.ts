import type { Db, Prisma } from "@tierline/db";
import type { Page } from "../repository";

/**
 * The queries of an entity's locations. Every one is addressed with the workspace and the entity (there
 * is no query by bare id): a location of another workspace or another entity is not found.
 */

export interface LocationAddress {
  workspaceId: string;
  entityId: string;
}

const withIdentifiers = { identifiers: { orderBy: { position: "asc" } } } as const;

export type LocationRow = Prisma.EntityLocationGetPayload<{ include: typeof withIdentifiers }>;

/** The columns a location's values set (the type never changes after creation). */
export type LocationColumns = Omit<
  Prisma.EntityLocationUncheckedCreateInput,
  "id" | "workspaceId" | "entityId" | "createdAt" | "updatedAt" | "identifiers"
>;

export interface IdentifierColumns {
  type: Prisma.EntityLocationIdentifierCreateManyInput["type"];
  kind: Prisma.EntityLocationIdentifierCreateManyInput["kind"];
  number: string;
}

const positioned = (identifiers: readonly IdentifierColumns[]) =>
  identifiers.map((identifier, position) => ({ ...identifier, position }));

export function createEntityLocationsRepository(db: Db) {
  return {
    list: async (
      at: LocationAddress,
      filter: { type?: LocationColumns["type"]; skip: number; take: number },
    ): Promise<Page<LocationRow>> => {
      const where = { ...at, ...(filter.type ? { type: filter.type } : {}) };
      const [results, count] = await Promise.all([
        db.entityLocation.findMany({
          where,
          include: withIdentifiers,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          skip: filter.skip,
          take: filter.take,
        }),
        db.entityLocation.count({ where }),
      ]);
      return { results, count };
    },

    find: (at: LocationAddress, id: string): Promise<LocationRow | null> =>
      db.entityLocation.findFirst({ where: { ...at, id }, include: withIdentifiers }),

    create: (at: LocationAddress, columns: LocationColumns, identifiers: readonly IdentifierColumns[]) =>
      db.entityLocation.create({
        data: { ...at, ...columns, identifiers: { create: positioned(identifiers) } },
        include: withIdentifiers,
      }),

    /**
     * Writes the changed columns and, when given, the whole identifier list in one transaction; null when
     * the location is gone (deleted meanwhile).
     */
    update: (
      at: LocationAddress,
      id: string,
      columns: Partial<LocationColumns>,
      identifiers: readonly IdentifierColumns[] | undefined,
    ): Promise<LocationRow | null> =>
      db.$transaction(async (tx) => {
        // updatedAt set here too: a change of identifiers alone is a change of the location.
        const { count } = await tx.entityLocation.updateMany({
          where: { ...at, id },
          data: { ...columns, updatedAt: new Date() },
        });
        if (count === 0) return null;
        if (identifiers) {
          await tx.entityLocationIdentifier.deleteMany({ where: { locationId: id } });
          await tx.entityLocationIdentifier.createMany({
            data: positioned(identifiers).map((identifier) => ({ ...identifier, locationId: id })),
          });
        }
        return tx.entityLocation.findFirst({ where: { ...at, id }, include: withIdentifiers });
      }),

    remove: (at: LocationAddress, id: string) => db.entityLocation.deleteMany({ where: { ...at, id } }),
  };
}
