import {
  idParamsSchema,
  productCategoriesQuerySchema,
  productCategoriesResponseSchema,
  productCategoryLineageSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { categoryLineageToWire, categoryToWire } from "./product-categories.wire";

/**
 * Product categories: the Google product taxonomy the product loads (docs/decisions.md, "Products"),
 * browsed and searched, and one product's category with its ancestors, or suggestions for it.
 */
export function productCategoriesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["products"];
    const categories = core.productCategories;

    app.get("/products/categories", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "Product categories (Google product taxonomy): `search` by name across the tree, `parent` for a category's children (both: search under it), neither: the top level",
        security: bearer,
        querystring: productCategoriesQuerySchema,
        response: { 200: productCategoriesResponseSchema, ...errorResponses },
      },
      handler: async (req) => toPage(req, req.query, await categories.list(req.query), categoryToWire),
    });

    app.get("/products/:id/categories", {
      config: { access: "products.read", params: { id: "product" } },
      schema: {
        tags,
        summary:
          "The product's category with its ancestors (top down); without one, categories suggested from its name and description",
        security: bearer,
        params: idParamsSchema,
        response: { 200: productCategoryLineageSchema, ...errorResponses },
      },
      handler: async (req) =>
        categoryLineageToWire(await categories.forProduct(requireActor(req), req.params.id)),
    });
  };
}
