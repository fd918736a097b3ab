import {
  okResponseSchema,
  productBulkDeletedSchema,
  productBulkDeleteSchema,
  productCreateSchema,
  productListQuerySchema,
  productListSchema,
  productLookupQuerySchema,
  productLookupSchema,
  productParamsSchema,
  productPatchSchema,
  productSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { productLookupToWire, productToWire } from "./products.wire";

const tags = ["products"];
const filtersText =
  "filters import_country, country_of_origin, warning, warning_type, screening_eligibility, supply_stream, category, product_id, name, sku (each repeatable: OR within a key, AND across keys) and search (name, SKU or product number)";

/** The product catalogue (spec section 7, "Products"): list, lookups, one product, bulk delete. */
export function productsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get("/products", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary: `The workspace's products, a page at a time, sorted by ordering (default -created); ${filtersText}`,
        security: bearer,
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(req, req.query, await core.products.list(requireActor(req), req.query), productToWire),
    });

    app.get("/products/lookups", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "The lookup variant of each filter: the values of ?filter= present in the catalogue, with how many products have each, most first; ?search= in the value or its label",
        security: bearer,
        querystring: productLookupQuerySchema,
        response: { 200: productLookupSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.products.lookup(requireActor(req), req.query.filter, req.query),
          productLookupToWire,
        ),
    });

    app.post("/products", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "A product made by hand; 409 when the catalogue has one with the same SKU, else product number, else name",
        security: bearer,
        body: productCreateSchema,
        response: { 201: productSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(201).send(productToWire(await core.products.create(requireActor(req), req.body))),
    });

    app.put("/products/delete-product-list", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "Deletes the workspace's products among product_ids (at most 1000); answers the ids deleted (others are skipped)",
        security: bearer,
        body: productBulkDeleteSchema,
        response: { 200: productBulkDeletedSchema, ...errorResponses },
      },
      handler: async (req) => {
        const deleted = await core.products.deleteMany(requireActor(req), req.body.product_ids);
        return { deleted, count: deleted.length };
      },
    });

    app.get("/products/:id", {
      config: { access: "products.read", params: { id: "product" } },
      schema: {
        tags,
        summary: "One product of the catalogue",
        security: bearer,
        params: productParamsSchema,
        response: { 200: productSchema, ...errorResponses },
      },
      handler: async (req) => productToWire(await core.products.get(requireActor(req), req.params.id)),
    });

    app.patch("/products/:id", {
      config: { access: "products.write", params: { id: "product" } },
      schema: {
        tags,
        summary:
          "Changes the fields given (null clears an optional one; import_countries replaces the list); 409 when the new SKU, number or name is another product's",
        security: bearer,
        params: productParamsSchema,
        body: productPatchSchema,
        response: { 200: productSchema, ...errorResponses },
      },
      handler: async (req) =>
        productToWire(await core.products.update(requireActor(req), req.params.id, req.body)),
    });

    app.delete("/products/:id", {
      config: { access: "products.write", params: { id: "product" } },
      schema: {
        tags,
        summary: "Deletes the product with its import countries and its place in supply streams",
        security: bearer,
        params: productParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.products.delete(requireActor(req), req.params.id);
        return { ok: true as const };
      },
    });
  };
}
