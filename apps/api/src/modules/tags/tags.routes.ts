import {
  bulkTagItemsRequestSchema,
  createTagItemRequestSchema,
  createTagRequestSchema,
  ensureTagRequestSchema,
  okResponseSchema,
  tagItemListQuerySchema,
  tagItemListSchema,
  tagItemParamsSchema,
  tagItemSchema,
  tagItemsBulkSchema,
  tagListQuerySchema,
  tagListSchema,
  tagSchema,
  workspaceParamsSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { tagItemToWire, tagToWire } from "./tags.wire";

/** Tags of type vendor and contract, and the tag items that put them on objects (spec section 7). */
export function tagsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["tags"];

    app.get("/workspaces/:id/tags", {
      config: { access: "vendors.read", params: { id: "workspace" } },
      schema: {
        tags,
        summary: "The workspace's tags by name; ?type= vendor or contract, ?search= in the name",
        security: bearer,
        params: workspaceParamsSchema,
        querystring: tagListQuerySchema,
        response: { 200: tagListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(req, req.query, await core.tags.list(requireActor(req), req.params.id, req.query), tagToWire),
    });

    app.post("/workspaces/:id/tags", {
      config: { access: "vendors.write", params: { id: "workspace" } },
      schema: {
        tags,
        summary: "A new tag; 409 when its type has a tag of that name already (in any case)",
        security: bearer,
        params: workspaceParamsSchema,
        body: createTagRequestSchema,
        response: { 201: tagSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(201).send(tagToWire(await core.tags.create(requireActor(req), req.params.id, req.body))),
    });

    app.post("/tags", {
      config: { access: "vendors.write" },
      schema: {
        tags,
        summary:
          "The tag of this name and type in the workspace the body names: made (201) or the one there is (200), so a picker's create is safe to send twice",
        security: bearer,
        body: ensureTagRequestSchema,
        response: { 200: tagSchema, 201: tagSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { workspace, ...input } = req.body;
        const { tag, created } = await core.tags.ensure(requireActor(req), workspace, input);
        return reply.status(created ? 201 : 200).send(tagToWire(tag));
      },
    });

    app.get("/tag-items", {
      config: { access: "vendors.read" },
      schema: {
        tags,
        summary: "The workspace's tag items, newest first; ?tag= one tag's, ?object_id= one object's",
        security: bearer,
        querystring: tagItemListQuerySchema,
        response: { 200: tagItemListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(req, req.query, await core.tags.listItems(requireActor(req), req.query), tagItemToWire),
    });

    app.post("/tag-items", {
      config: { access: "vendors.write" },
      schema: {
        tags,
        summary:
          "Put a tag on an object of the workspace of its type (a vendor relationship for a vendor tag): 201 with the item, or 200 with the item there was; another object answers 404",
        security: bearer,
        body: createTagItemRequestSchema,
        response: { 200: tagItemSchema, 201: tagItemSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { item, created } = await core.tags.addItem(requireActor(req), req.body);
        return reply.status(created ? 201 : 200).send(tagItemToWire(item));
      },
    });

    app.post("/tag-items/bulk", {
      config: { access: "vendors.write" },
      schema: {
        tags,
        summary:
          "Put a tag on many objects at once (at most 1000): the items made and the objects that had it already; when any object is not the workspace's of the tag's type, nothing is tagged and it answers 404",
        security: bearer,
        body: bulkTagItemsRequestSchema,
        response: { 200: tagItemsBulkSchema, ...errorResponses },
      },
      handler: async (req) => {
        const { added, alreadyTagged } = await core.tags.addItems(
          requireActor(req),
          req.body.tag,
          req.body.object_ids,
        );
        return { added: added.map(tagItemToWire), already_tagged: alreadyTagged };
      },
    });

    app.delete("/tag-items/:id", {
      config: { access: "vendors.write", params: { id: "tagItem" } },
      schema: {
        tags,
        summary: "Take a tag off its object",
        security: bearer,
        params: tagItemParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.tags.deleteItem(requireActor(req), req.params.id);
        return { ok: true as const };
      },
    });
  };
}
