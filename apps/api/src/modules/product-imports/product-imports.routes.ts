import {
  addProductListRequestSchema,
  idParamsSchema,
  productCatalogColumnMappingSchema,
  productDescriptionsSchema,
  productImportRowSchema,
  productImportSchema,
  productListDocumentRequestSchema,
  productListMetaDataSchema,
  putProductCatalogColumnMappingSchema,
  resourceUploadResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { importRowsRoutes } from "../import-routes";
import { mappingToWire } from "../import-wire";
import { resourceUploadToWire } from "../resources/resources.wire";
import { bearer, errorResponses } from "../route-helpers";
import {
  productDescriptionsToWire,
  productImportFieldsWire,
  productImportToWire,
  productListPreviewToWire,
} from "./product-imports.wire";

/**
 * Product-catalogue import (spec section 7, Products): the remembered mapping, a look at an uploaded
 * catalogue, its import (add-product-list), a failed one run again (ingest-products), its progress and
 * rows, and what the import gave a product.
 */
export function productImportsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["product-imports"];
    const imports = core.productImports;
    const mappingAnswer = (mapping: Record<string, string | null | undefined> | null) => ({
      columns_mapping: mapping ? mappingToWire(mapping) : null,
      fields: productImportFieldsWire(),
    });

    app.get("/product-catalog-column-mapping", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "The workspace's remembered catalogue column mapping (the last one saved or imported; null before any), with the fields and which are required",
        security: bearer,
        response: { 200: productCatalogColumnMappingSchema, ...errorResponses },
      },
      handler: async (req) => mappingAnswer(await imports.mapping(requireActor(req))),
    });

    app.put("/product-catalog-column-mapping", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "Remember a catalogue column mapping (name and country of origin required, a column once), which the next catalogue's mapping starts from",
        security: bearer,
        body: putProductCatalogColumnMappingSchema,
        response: { 200: productCatalogColumnMappingSchema, ...errorResponses },
      },
      handler: async (req) =>
        mappingAnswer(await imports.remember(requireActor(req), req.body.columns_mapping)),
    });

    app.post("/products/product-list-document", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "Announce a product catalogue to import (xlsx, xls or csv; at most 200 MB): the record and a form to POST the file to; then PUT /resources/{id} with status UPLOADED",
        security: bearer,
        body: productListDocumentRequestSchema,
        response: { 200: resourceUploadResponseSchema, ...errorResponses },
      },
      handler: async (req) =>
        resourceUploadToWire(await core.resources.createProductCatalogue(requireActor(req), req.body)),
    });

    app.get("/products/product-list-document/:id/meta-data", {
      config: { access: "products.write", params: { id: "productCatalogue" } },
      schema: {
        tags,
        summary:
          "An uploaded product catalogue before its import: its columns, the first rows, the mapping to start from (the remembered one where it fits, else one suggested by the column names), an estimate of its rows",
        security: bearer,
        params: idParamsSchema,
        response: { 200: productListMetaDataSchema, ...errorResponses },
      },
      handler: async (req) =>
        productListPreviewToWire(await imports.preview(requireActor(req), req.params.id)),
    });

    app.post("/products/add-product-list/:id", {
      config: { access: "products.write", params: { id: "productCatalogue" } },
      schema: {
        tags,
        summary:
          "Import an uploaded catalogue with a column mapping and optionally a supply stream every product joins: answers the import, QUEUED; follow it at /product-imports/{id}",
        security: bearer,
        params: idParamsSchema,
        body: addProductListRequestSchema,
        response: { 202: productImportSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const created = await imports.add(requireActor(req), req.params.id, {
          mapping: req.body.columns_mapping,
          supplyStreamId: req.body.supply_stream ?? null,
        });
        return reply.status(202).send(productImportToWire(created));
      },
    });

    app.post("/ingest-products/:id", {
      config: { access: "products.write", params: { id: "productImport" } },
      schema: {
        tags,
        summary:
          "Run a FAILED catalogue import again from its checkpoint (rows written stay, none twice); a QUEUED or RUNNING one is answered as it is; a COMPLETED one is 409",
        security: bearer,
        params: idParamsSchema,
        response: { 202: productImportSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(202).send(productImportToWire(await imports.ingest(requireActor(req), req.params.id))),
    });

    app.get("/product-imports/:id", {
      config: { access: "products.read", params: { id: "productImport" } },
      schema: {
        tags,
        summary:
          "A catalogue import's status and progress: rows read of the total, rows per second, accepted, rejected, merged, created",
        security: bearer,
        params: idParamsSchema,
        response: { 200: productImportSchema, ...errorResponses },
      },
      handler: async (req) => productImportToWire(await imports.find(requireActor(req), req.params.id)),
    });

    importRowsRoutes(fastify, {
      base: "/product-imports/:id",
      tags,
      access: "products.read",
      kind: "productImport",
      what: "product",
      rowSchema: productImportRowSchema,
      service: imports,
    });

    app.get("/products/:id/product-descriptions", {
      config: { access: "products.read", params: { id: "product" } },
      schema: {
        tags,
        summary:
          "A product's description, and `description_for_import`: the description cell of the latest catalogue import that wrote it (kept when the description is edited), with the category cell it gave",
        security: bearer,
        params: idParamsSchema,
        response: { 200: productDescriptionsSchema, ...errorResponses },
      },
      handler: async (req) =>
        productDescriptionsToWire(await imports.descriptions(requireActor(req), req.params.id)),
    });
  };
}
