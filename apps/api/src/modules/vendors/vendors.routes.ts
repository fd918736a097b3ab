import {
  addVendorsRequestSchema,
  idParamsSchema,
  resourceIdParamsSchema,
  vendorImportRowSchema,
  vendorImportSchema,
  vendorListMetaDataSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { importRowsRoutes } from "../import-routes";
import { bearer, errorResponses } from "../route-helpers";
import { vendorImportToWire, vendorListPreviewToWire } from "./vendors.wire";

/** Vendor-list import: look at an uploaded list, import it with a column mapping, follow the import. */
export function vendorsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["vendors"];
    const imports = core.vendorImports;

    app.get("/resources/vendors-list/:id/meta-data", {
      config: { access: "vendors.write", params: { id: "vendorList" } },
      schema: {
        tags,
        summary:
          "An uploaded vendor list before its import: its columns, the first rows, the mapping to start from (the previous upload's where it fits, else one suggested by the column names), an estimate of its rows",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorListMetaDataSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorListPreviewToWire(await imports.preview(requireActor(req), req.params.id)),
    });

    app.post("/entities/add-vendors/:resourceId", {
      config: { access: "vendors.write", params: { resourceId: "vendorList" } },
      schema: {
        tags,
        summary:
          "Import an uploaded vendor list with a column mapping (name and country required, a column once): answers the import, QUEUED; follow it at /vendor-imports/{id}",
        security: bearer,
        params: resourceIdParamsSchema,
        body: addVendorsRequestSchema,
        response: { 202: vendorImportSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const created = await imports.add(requireActor(req), req.params.resourceId, req.body.columns_mapping);
        return reply.status(202).send(vendorImportToWire(created));
      },
    });

    app.get("/vendor-imports/:id", {
      config: { access: "vendors.read", params: { id: "vendorImport" } },
      schema: {
        tags,
        summary:
          "An import's status and progress: rows read of the total, rows per second, accepted, rejected, merged, created",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorImportSchema, ...errorResponses },
      },
      handler: async (req) => vendorImportToWire(await imports.find(requireActor(req), req.params.id)),
    });

    importRowsRoutes(fastify, {
      base: "/vendor-imports/:id",
      tags,
      access: "vendors.read",
      kind: "vendorImport",
      what: "vendor",
      rowSchema: vendorImportRowSchema,
      service: imports,
    });
  };
}
