import { Readable } from "node:stream";
import {
  addVendorsRequestSchema,
  idParamsSchema,
  paginatedSchema,
  paginationQuerySchema,
  resourceIdParamsSchema,
  vendorImportRowSchema,
  vendorImportSchema,
  vendorListMetaDataSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import {
  rejectedRowsCsv,
  vendorImportRowToWire,
  vendorImportToWire,
  vendorListPreviewToWire,
} from "./vendors.wire";

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

    for (const [path, outcome, what] of [
      ["rejected-rows", "REJECTED", "rejected, with every reason on its field"],
      ["merged-rows", "MERGED", "merged into an earlier row or an existing vendor"],
    ] as const) {
      app.get(`/vendor-imports/:id/${path}`, {
        config: { access: "vendors.read", params: { id: "vendorImport" } },
        schema: {
          tags,
          summary: `A page of an import's rows ${what}, in file order, with their cells`,
          security: bearer,
          params: idParamsSchema,
          querystring: paginationQuerySchema,
          response: { 200: paginatedSchema(vendorImportRowSchema), ...errorResponses },
        },
        handler: async (req) =>
          toPage(
            req,
            req.query,
            await imports.rows(requireActor(req), req.params.id, outcome, req.query),
            vendorImportRowToWire,
          ),
      });
    }

    app.get("/vendor-imports/:id/rejected-rows.csv", {
      config: { access: "vendors.read", params: { id: "vendorImport" } },
      schema: {
        tags,
        summary:
          "The rejected rows as a csv download (text/csv, UTF-8 with a BOM): row number, reasons, then the row's cells under the file's column names",
        security: bearer,
        params: idParamsSchema,
        // A stream is sent as it is (Fastify serialises no stream): the schema only documents it.
        response: { 200: z.any().describe("text/csv"), ...errorResponses },
      },
      handler: async (req, reply) => {
        const { found, rows } = await imports.rejectedRows(requireActor(req), req.params.id);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="rejected-rows-${found.id}.csv"`)
          .send(Readable.from(rejectedRowsCsv(found, rows)));
      },
    });
  };
}
