import {
  type CreateTagItemRequest,
  type CreateTagRequest,
  fieldMessages,
  type TagItemListQuery,
  type TagListQuery,
  type TagType,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import type { Page } from "../repository";
import { assertActorWorkspace } from "../scope";
import { findTaggable } from "./tagged-objects";
import { createTagsRepository, type Tag, type TagItem } from "./tags.repository";

export type { Tag, TagItem } from "./tags.repository";

const nameTaken = () => new AppError("CONFLICT", { name: fieldMessages.tagNameTaken });

/** Tags of the workspace and the tag items that put them on its vendors (and later contracts). */
export function createTagsService({ db }: CoreDeps) {
  const repository = createTagsRepository(db);

  async function create(actor: Actor, input: { name: string; type: TagType; colour?: string | null }) {
    if (await repository.findByName(actor, input.type, input.name)) throw nameTaken();
    try {
      return await repository.create(actor, {
        name: input.name,
        type: input.type,
        colour: input.colour ?? null,
        createdById: actor.userId,
      });
    } catch (error) {
      // Made by a concurrent call between the check and the insert (the unique index on lower(name)).
      if (error instanceof AppError && error.code === "CONFLICT") throw nameTaken();
      throw error;
    }
  }

  /**
   * Puts a tag on objects. The tag must be the workspace's and every object one of the workspace's of
   * the tag's type, or nothing is tagged (404). Tagging twice adds nothing: the objects that had the
   * tag are answered apart.
   */
  async function addItems(actor: Actor, tagId: string, objectIds: string[]) {
    const tag = await repository.find(actor, tagId);
    const wanted = [...new Set(objectIds)];
    const found = await findTaggable(db, actor, tag.type, wanted);
    if (found.length !== wanted.length) throw notFound();
    const added = await repository.addItems(actor, tag.id, wanted, actor.userId);
    const addedIds = new Set(added.map((item) => item.objectId));
    const alreadyTagged = wanted.filter((id) => !addedIds.has(id));
    return { added, alreadyTagged };
  }

  return {
    list(actor: Actor, workspaceId: string, query: TagListQuery): Promise<Page<Tag>> {
      assertActorWorkspace(actor, workspaceId);
      return repository.list(actor, {
        type: query.type,
        search: query.search || undefined,
        page: query.page,
        pageSize: query.page_size,
      });
    },

    /** POST /workspaces/{id}/tags: a new tag; a name the type has (any case) answers 409. */
    create(actor: Actor, workspaceId: string, input: CreateTagRequest): Promise<Tag> {
      assertActorWorkspace(actor, workspaceId);
      return create(actor, input);
    },

    /** POST /tags: the tag of that name and type, made when missing (`created` says which). */
    async ensure(actor: Actor, workspaceId: string, input: CreateTagRequest) {
      assertActorWorkspace(actor, workspaceId);
      const found = await repository.findByName(actor, input.type, input.name);
      if (found) return { tag: found, created: false };
      try {
        return { tag: await create(actor, input), created: true };
      } catch (error) {
        const raced = error instanceof AppError && error.code === "CONFLICT";
        const made = raced ? await repository.findByName(actor, input.type, input.name) : null;
        if (made) return { tag: made, created: false };
        throw error;
      }
    },

    async listItems(actor: Actor, query: TagItemListQuery): Promise<Page<TagItem>> {
      return repository.listItems(actor, {
        tagId: query.tag,
        objectId: query.object_id,
        page: query.page,
        pageSize: query.page_size,
      });
    },

    addItems,

    /** Puts a tag on one object: the item made (`created`), or the one there was. */
    async addItem(actor: Actor, input: CreateTagItemRequest): Promise<{ item: TagItem; created: boolean }> {
      const { added } = await addItems(actor, input.tag, [input.object_id]);
      if (added[0]) return { item: added[0], created: true };
      const [item] = await repository.itemsOn(actor, input.tag, [input.object_id]);
      if (!item) throw notFound();
      return { item, created: false };
    },

    deleteItem: (actor: Actor, id: string) => repository.deleteItem(actor, id),
  };
}
