import { z } from "zod";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { tagTypeSchema } from "./tag-enums";
import { requiredText, trimmedString } from "./text-rules";

/**
 * Tags of a workspace (spec sections 3 and 7: `/workspaces/{id}/tags`, `/tags`, `/tag-items`). A tag
 * is of type vendor or contract; a tag item puts it on one object of that type (a vendor relationship
 * for vendor tags). docs/decisions.md, "Tags", says how the two create calls differ.
 */

/** A tag's name: shown as a chip, so short; unique per workspace and type whatever its case. */
export const tagNameMaxLength = 50;
export const tagNameSchema = requiredText(tagNameMaxLength, {
  required: fieldMessages.tagNameRequired,
  tooLong: fieldMessages.tagNameTooLong,
});

/** A chip colour, "#rrggbb". */
export const tagColourSchema = z
  .string({ error: fieldMessages.tagColourInvalid })
  .max(7, fieldMessages.tagColourInvalid)
  .regex(/^#[0-9a-fA-F]{6}$/, fieldMessages.tagColourInvalid)
  .meta({ examples: ["#1f6feb"] });

/** Most objects tagged by one bulk call (a vendor list selection: ten pages of 100). */
export const tagItemsBulkMax = 1000;

const tagTypeField = z.enum(tagTypeSchema.options, { error: fieldMessages.tagTypeInvalid });

/** POST /workspaces/{id}/tags: a new tag (409 when the type already has one of that name). */
export const createTagRequestSchema = z.object({
  name: tagNameSchema,
  type: tagTypeField,
  colour: tagColourSchema.nullable().optional(),
});
export type CreateTagRequest = z.infer<typeof createTagRequestSchema>;

/**
 * POST /tags: the tag of this name and type in the workspace named in the body, made when there is
 * none (201) or the one there is (200): what a picker's "create" sends, safe to send twice.
 */
export const ensureTagRequestSchema = createTagRequestSchema.extend({
  workspace: z.uuid({ error: fieldMessages.workspaceInvalid }),
});
export type EnsureTagRequest = z.infer<typeof ensureTagRequestSchema>;

/** GET /workspaces/{id}/tags: `?type=` and `?search=` (names containing it, any case), by name. */
export const tagListQuerySchema = paginationQuerySchema.extend({
  type: z.enum(tagTypeSchema.options, { error: once(fieldMessages.tagTypeInvalid) }).optional(),
  search: trimmedString(once(fieldMessages.tagNameTooLong))
    .max(tagNameMaxLength, fieldMessages.tagNameTooLong)
    .optional(),
});
export type TagListQuery = z.infer<typeof tagListQuerySchema>;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: tagTypeSchema,
  colour: z.string().nullable(),
  created: z.iso.datetime(),
});
export type TagWire = z.infer<typeof tagSchema>;
export const tagListSchema = paginatedSchema(tagSchema);

/** GET /tag-items: by `?tag=`, by `?object_id=` (an object's tags), or both; newest first. */
export const tagItemListQuerySchema = paginationQuerySchema.extend({
  tag: z.uuid({ error: once(fieldMessages.tagInvalid) }).optional(),
  object_id: z.uuid({ error: once(fieldMessages.taggedObjectInvalid) }).optional(),
});
export type TagItemListQuery = z.infer<typeof tagItemListQuerySchema>;

/**
 * POST /tag-items: the tag on one object (201 with the item, or 200 with the item there was). The
 * object must be one of the workspace's of the tag's type (a vendor relationship for a vendor tag), or
 * it answers 404.
 */
export const createTagItemRequestSchema = z.object({
  tag: z.uuid({ error: fieldMessages.tagInvalid }),
  object_id: z.uuid({ error: fieldMessages.taggedObjectInvalid }),
});
export type CreateTagItemRequest = z.infer<typeof createTagItemRequestSchema>;

/**
 * POST /tag-items/bulk: the tag on many objects at once (at most `tagItemsBulkMax`, repeats counted
 * once): 200 with the items made and the objects that had it already. When any object is not one of
 * the workspace's of the tag's type, nothing is tagged and it answers 404.
 */
export const bulkTagItemsRequestSchema = z.object({
  tag: z.uuid({ error: fieldMessages.tagInvalid }),
  object_ids: z
    .array(z.uuid({ error: fieldMessages.taggedObjectInvalid }), {
      error: fieldMessages.taggedObjectsInvalid,
    })
    .min(1, fieldMessages.taggedObjectsInvalid)
    .max(tagItemsBulkMax, fieldMessages.taggedObjectsTooMany),
});
export type BulkTagItemsRequest = z.infer<typeof bulkTagItemsRequestSchema>;

export const tagItemSchema = z.object({
  id: z.uuid(),
  tag: tagSchema,
  object_id: z.uuid(),
  created: z.iso.datetime(),
});
export type TagItemWire = z.infer<typeof tagItemSchema>;
export const tagItemListSchema = paginatedSchema(tagItemSchema);

/** The bulk form's answer: the items made now, and the objects that had the tag already. */
export const tagItemsBulkSchema = z.object({
  added: z.array(tagItemSchema),
  already_tagged: z.array(z.uuid()),
});
export type TagItemsBulkWire = z.infer<typeof tagItemsBulkSchema>;

export const tagItemParamsSchema = z.object({ id: z.uuid() });
