import type { TagType } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { findOwned, likeLiteral, type Page, updateOwned } from "../repository";

type Scope = { workspaceId: string };

export interface Tag {
  id: string;
  name: string;
  type: TagType;
  colour: string | null;
  createdAt: Date;
}

export interface TagItem {
  id: string;
  tag: Tag;
  objectId: string;
  createdAt: Date;
}

const tagColumns = { id: true, name: true, type: true, colour: true, createdAt: true } as const;
const itemInclude = { tag: { select: tagColumns } } as const;
const toItem = (row: { id: string; objectId: string; createdAt: Date; tag: Tag }): TagItem => ({
  id: row.id,
  tag: row.tag,
  objectId: row.objectId,
  createdAt: row.createdAt,
});

/** Every query of tags and tag items; each is addressed with its workspace. */
export function createTagsRepository(db: Db) {
  return {
    /** A page of the workspace's tags by name (`type` and a name search optional). */
    async list(
      scope: Scope,
      query: { type?: TagType; search?: string; page: number; pageSize: number },
    ): Promise<Page<Tag>> {
      const where: Prisma.TagWhereInput = {
        workspaceId: scope.workspaceId,
        ...(query.type ? { type: query.type } : {}),
        ...(query.search ? { name: { contains: likeLiteral(query.search), mode: "insensitive" } } : {}),
      };
      const [results, count] = await Promise.all([
        db.tag.findMany({
          where,
          select: tagColumns,
          orderBy: [{ name: "asc" }, { id: "asc" }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.tag.count({ where }),
      ]);
      return { results, count };
    },

    find: (scope: Scope, id: string) =>
      findOwned(scope, id, (where) => db.tag.findFirst({ where, select: tagColumns })),

    /** The workspace's tag of this type whose name is `name` in any case, or null. */
    findByName: (scope: Scope, type: TagType, name: string) =>
      db.tag.findFirst({
        where: { workspaceId: scope.workspaceId, type, name: { equals: name, mode: "insensitive" } },
        select: tagColumns,
      }),

    /** A new tag; a name the type has already (any case) breaks the unique index: 409. */
    create: (
      scope: Scope,
      input: { name: string; type: TagType; colour: string | null; createdById: string },
    ): Promise<Tag> =>
      db.tag.create({ data: { ...input, workspaceId: scope.workspaceId }, select: tagColumns }),

    /** A page of the workspace's tag items, by tag and/or object, newest first. */
    async listItems(
      scope: Scope,
      query: { tagId?: string; objectId?: string; page: number; pageSize: number },
    ): Promise<Page<TagItem>> {
      const where: Prisma.TagItemWhereInput = {
        workspaceId: scope.workspaceId,
        ...(query.tagId ? { tagId: query.tagId } : {}),
        ...(query.objectId ? { objectId: query.objectId } : {}),
      };
      const [rows, count] = await Promise.all([
        db.tagItem.findMany({
          where,
          include: itemInclude,
          orderBy: [{ createdAt: "desc" }, { id: "asc" }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.tagItem.count({ where }),
      ]);
      return { results: rows.map(toItem), count };
    },

    /**
     * Puts the tag on each object that lacks it, in one statement; an object tagged already (now, or
     * by a concurrent call) is skipped. Answers the items made now.
     */
    async addItems(scope: Scope, tagId: string, objectIds: string[], createdById: string) {
      const made = await db.tagItem.createManyAndReturn({
        data: objectIds.map((objectId) => ({ workspaceId: scope.workspaceId, tagId, objectId, createdById })),
        skipDuplicates: true,
        include: itemInclude,
      });
      return made.map(toItem);
    },

    /** The items of one tag on these objects. */
    async itemsOn(scope: Scope, tagId: string, objectIds: string[]) {
      const rows = await db.tagItem.findMany({
        where: { workspaceId: scope.workspaceId, tagId, objectId: { in: objectIds } },
        include: itemInclude,
      });
      return rows.map(toItem);
    },

    deleteItem: (scope: Scope, id: string) =>
      updateOwned(scope, id, (where) => db.tagItem.deleteMany({ where })),
  };
}
