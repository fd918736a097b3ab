import {
  addStreamsToProductsRequestSchema,
  addStreamsToProductsResponseSchema,
  createSupplyStreamRequestSchema,
  idParamsSchema,
  okResponseSchema,
  productParamsSchema,
  productSupplyStreamsSchema,
  removeStreamProductsRequestSchema,
  removeStreamProductsResponseSchema,
  replaceSupplyStreamRequestSchema,
  streamProductListSchema,
  supplyStreamListQuerySchema,
  supplyStreamListSchema,
  supplyStreamParamsSchema,
  supplyStreamProductsQuerySchema,
  supplyStreamSchema,
  supplyStreamStageList,
  supplyStreamStageListSchema,
  supplyStreamStatsSchema,
  updateSupplyStreamRequestSchema,
  vendorSupplyStreamsSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import {
  streamProductToWire,
  supplyStreamStatsToWire,
  supplyStreamToWire,
  vendorStreamToWire,
} from "./supply-streams.wire";

/**
 * Supply streams (spec section 7, issue 13): CRUD, the stream's stats and products, the stage list, a
 * product's streams, products into streams, and the streams a vendor serves.
 */
export function supplyStreamsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["supply-streams"];
    const streams = core.supplyStreams;
    const byId = { id: "supplyStream" } as const;

    app.get("/products/supply-stream-stage-list", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary: "The five stages of a supply stream, in chain order, with their labels",
        security: bearer,
        response: { 200: supplyStreamStageListSchema, ...errorResponses },
      },
      handler: async () => supplyStreamStageList,
    });

    app.get("/products/supply-stream", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "The workspace's supply streams with their vendors per stage and products count; ?search= in the name, ?ordering=",
        security: bearer,
        querystring: supplyStreamListQuerySchema,
        response: { 200: supplyStreamListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(req, req.query, await streams.list(requireActor(req), req.query), supplyStreamToWire),
    });

    app.post("/products/supply-stream", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "A new supply stream with vendors per stage; 409 when a stream has the name, 404 on a vendor that is not the workspace's",
        security: bearer,
        body: createSupplyStreamRequestSchema,
        response: { 201: supplyStreamSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(201).send(supplyStreamToWire(await streams.create(requireActor(req), req.body))),
    });

    app.get("/products/supply-stream/:id", {
      config: { access: "products.read", params: byId },
      schema: {
        tags,
        summary: "A supply stream: its five stages with the vendors at each and their risk status",
        security: bearer,
        params: supplyStreamParamsSchema,
        response: { 200: supplyStreamSchema, ...errorResponses },
      },
      handler: async (req) => supplyStreamToWire(await streams.find(requireActor(req), req.params.id)),
    });

    app.put("/products/supply-stream/:id", {
      config: { access: "products.write", params: byId },
      schema: {
        tags,
        summary: "Rename the stream and replace its vendors per stage",
        security: bearer,
        params: supplyStreamParamsSchema,
        body: replaceSupplyStreamRequestSchema,
        response: { 200: supplyStreamSchema, ...errorResponses },
      },
      handler: async (req) =>
        supplyStreamToWire(await streams.update(requireActor(req), req.params.id, req.body)),
    });
    app.patch("/products/supply-stream/:id", {
      config: { access: "products.write", params: byId },
      schema: {
        tags,
        summary: "Rename the stream and/or replace its vendors per stage",
        security: bearer,
        params: supplyStreamParamsSchema,
        body: updateSupplyStreamRequestSchema,
        response: { 200: supplyStreamSchema, ...errorResponses },
      },
      handler: async (req) =>
        supplyStreamToWire(await streams.update(requireActor(req), req.params.id, req.body)),
    });

    app.delete("/products/supply-stream/:id", {
      config: { access: "products.write", params: byId },
      schema: {
        tags,
        summary: "Delete the stream (its products stay in the catalogue)",
        security: bearer,
        params: supplyStreamParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await streams.delete(requireActor(req), req.params.id);
        return { ok: true as const };
      },
    });

    app.get("/products/supply-stream/:id/stats", {
      config: { access: "products.read", params: byId },
      schema: {
        tags,
        summary:
          "The stream's figures: products, vendors, and per stage the vendors by risk status, open risks by severity and confirmed risks",
        security: bearer,
        params: supplyStreamParamsSchema,
        response: { 200: supplyStreamStatsSchema, ...errorResponses },
      },
      handler: async (req) => supplyStreamStatsToWire(await streams.stats(requireActor(req), req.params.id)),
    });

    app.get("/products/supply-stream/:id/products", {
      config: { access: "products.read", params: byId },
      schema: {
        tags,
        summary: "The stream's products by name (id: the product_supply_stream_id); ?search=",
        security: bearer,
        params: supplyStreamParamsSchema,
        querystring: supplyStreamProductsQuerySchema,
        response: { 200: streamProductListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await streams.products(requireActor(req), req.params.id, req.query),
          streamProductToWire,
        ),
    });

    app.post("/products/supply-stream/:id/delete", {
      config: { access: "products.write", params: byId },
      schema: {
        tags,
        summary:
          "Take products out of the stream (product_supply_stream_ids); an id that is not one of its products answers 400 and nothing is removed",
        security: bearer,
        params: supplyStreamParamsSchema,
        body: removeStreamProductsRequestSchema,
        response: { 200: removeStreamProductsResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        removed: await streams.removeProducts(
          requireActor(req),
          req.params.id,
          req.body.product_supply_stream_ids,
        ),
      }),
    });

    app.get("/products/:id/supply-streams", {
      config: { access: "products.read", params: { id: "product" } },
      schema: {
        tags,
        summary: "A product's supply streams with their stage vendors (id: the product_supply_stream_id)",
        security: bearer,
        params: productParamsSchema,
        response: { 200: productSupplyStreamsSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await streams.ofProduct(requireActor(req), req.params.id)).map((link) => ({
          id: link.id,
          supply_stream: supplyStreamToWire(link.stream),
        })),
      }),
    });

    app.post("/products/add-supply-streams-to-products", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "Every product into every stream; links there already stay (safe to send twice); a product or stream not of the workspace answers 404",
        security: bearer,
        body: addStreamsToProductsRequestSchema,
        response: { 200: addStreamsToProductsResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        const { added, alreadyLinked } = await streams.addStreamsToProducts(requireActor(req), req.body);
        return { added, already_linked: alreadyLinked };
      },
    });

    app.get("/entity-relationships/:id/supply-streams", {
      config: { access: "products.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary: "The supply streams a vendor serves: its stages in each, and each stream's products",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorSupplyStreamsSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await streams.ofVendor(requireActor(req), req.params.id)).map(vendorStreamToWire),
      }),
    });
  };
}
