import { describe, expect, it } from "vitest";
import { fieldMessages } from "./messages";
import {
  bulkTagItemsRequestSchema,
  createTagItemRequestSchema,
  createTagRequestSchema,
  ensureTagRequestSchema,
  tagItemListQuerySchema,
  tagItemsBulkMax,
  tagListQuerySchema,
} from "./tags";
import { firstMessage } from "./test-utils";

const id = "7b0c3f7e-2a9f-4d8e-9f65-0b1d2c3e4f50";

describe("a new tag", () => {
  it("has a trimmed name of at most 50 characters, a type and maybe a colour", () => {
    expect(createTagRequestSchema.parse({ name: " Critical ", type: "vendor" })).toEqual({
      name: "Critical",
      type: "vendor",
    });
    expect(
      createTagRequestSchema.safeParse({ name: "a".repeat(50), type: "contract", colour: "#A1b2C3" }).success,
    ).toBe(true);
    expect(firstMessage(createTagRequestSchema, { name: "a".repeat(51), type: "vendor" })).toBe(
      fieldMessages.tagNameTooLong,
    );
    expect(firstMessage(createTagRequestSchema, { name: "  ", type: "vendor" })).toBe(
      fieldMessages.tagNameRequired,
    );
    expect(firstMessage(createTagRequestSchema, { name: "A", type: "product" })).toBe(
      fieldMessages.tagTypeInvalid,
    );
    expect(firstMessage(createTagRequestSchema, { name: "A", type: "vendor", colour: "blue" })).toBe(
      fieldMessages.tagColourInvalid,
    );
  });

  it("names its workspace on POST /tags", () => {
    expect(firstMessage(ensureTagRequestSchema, { name: "A", type: "vendor" })).toBe(
      fieldMessages.workspaceInvalid,
    );
    expect(ensureTagRequestSchema.safeParse({ workspace: id, name: "A", type: "vendor" }).success).toBe(true);
  });
});

describe("tag items", () => {
  it("put one tag on one object", () => {
    expect(createTagItemRequestSchema.safeParse({ tag: id, object_id: id }).success).toBe(true);
    expect(firstMessage(createTagItemRequestSchema, { tag: "x", object_id: id })).toBe(
      fieldMessages.tagInvalid,
    );
    expect(firstMessage(createTagItemRequestSchema, { tag: id })).toBe(fieldMessages.taggedObjectInvalid);
  });

  it("put one tag on at most 1000 objects in bulk", () => {
    expect(tagItemsBulkMax).toBe(1000);
    expect(bulkTagItemsRequestSchema.safeParse({ tag: id, object_ids: Array(1000).fill(id) }).success).toBe(
      true,
    );
    expect(firstMessage(bulkTagItemsRequestSchema, { tag: id, object_ids: Array(1001).fill(id) })).toBe(
      fieldMessages.taggedObjectsTooMany,
    );
    expect(firstMessage(bulkTagItemsRequestSchema, { tag: id, object_ids: [] })).toBe(
      fieldMessages.taggedObjectsInvalid,
    );
    expect(firstMessage(bulkTagItemsRequestSchema, { tag: id, object_ids: ["x"] })).toBe(
      fieldMessages.taggedObjectInvalid,
    );
  });
});

describe("list queries", () => {
  it("filter tags by type and search, and items by tag and object, once each", () => {
    expect(tagListQuerySchema.parse({ type: "vendor", search: " crit " })).toMatchObject({
      type: "vendor",
      search: "crit",
    });
    expect(firstMessage(tagListQuerySchema, { type: ["vendor", "contract"] })).toBe(
      fieldMessages.queryParameterRepeated,
    );
    expect(tagItemListQuerySchema.parse({ tag: id })).toEqual({ tag: id, page: 1, page_size: 10 });
    expect(firstMessage(tagItemListQuerySchema, { object_id: [id, id] })).toBe(
      fieldMessages.queryParameterRepeated,
    );
  });
});
