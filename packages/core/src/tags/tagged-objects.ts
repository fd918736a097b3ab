import type { TagType } from "@tierline/contracts";
import type { Db } from "@tierline/db";

type Scope = { workspaceId: string };

/**
 * What a tag of each type may be put on: of `ids`, those naming an object of the workspace of that
 * type. Vendor tags go on vendor relationships (`vendor_relationships.id`, the id the vendor list and
 * /vendors/:id carry); contract tags on contracts, which do not exist yet, so none is found.
 * A new taggable kind is one entry here.
 */
const taggable: Record<TagType, (db: Db, scope: Scope, ids: string[]) => Promise<string[]>> = {
  vendor: async (db, scope, ids) =>
    (
      await db.vendorRelationship.findMany({
        where: { workspaceId: scope.workspaceId, id: { in: ids } },
        select: { id: true },
      })
    ).map((row) => row.id),
  contract: async () => [],
};

export const findTaggable = (db: Db, scope: Scope, type: TagType, ids: string[]) =>
  taggable[type](db, scope, ids);
