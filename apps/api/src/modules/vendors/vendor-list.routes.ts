import { Readable } from "node:stream";
import {
  vendorCreateSchema,
  vendorExportQuerySchema,
  vendorFiltersSchema,
  vendorListQuerySchema,
  vendorListSchema,
  vendorSchema,
  vendorStatsSchema,
  workspaceParamsSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { vendorStatsToWire, vendorsCsv, vendorToWire } from "./vendor-list.wire";

const tags = ["vendors"];
const filtersText =
  "filters country, verification_status, supply_stream, supply_stage, role, tag, procurement_stage, actions (each repeatable: OR within a key, AND across keys) and search";

/** The workspace's vendor list: GET /workspaces/{id}/vendors, its stats, its csv export, a vendor added by hand. */
export function vendorListRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get("/workspaces/:id/vendors", {
      config: { access: "vendors.read", params: { id: "workspace" } },
      schema: {
        tags,
        summary: `The workspace's vendors, a page at a time, sorted by ordering (default -created); ${filtersText}`,
        security: bearer,
        params: workspaceParamsSchema,
        querystring: vendorListQuerySchema,
        response: { 200: vendorListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.vendors.list(requireActor(req), req.params.id, req.query),
          vendorToWire,
        ),
    });

    app.get("/workspaces/:id/vendors-stats", {
      config: { access: "vendors.read", params: { id: "workspace" } },
      schema: {
        tags,
        summary: `Counts of the workspace's vendors by status, verification status and open risks, under the list's ${filtersText}`,
        security: bearer,
        params: workspaceParamsSchema,
        querystring: vendorFiltersSchema,
        response: { 200: vendorStatsSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorStatsToWire(await core.vendors.stats(requireActor(req), req.params.id, req.query)),
    });

    app.get("/workspaces/:id/vendors/export.csv", {
      config: { access: "vendors.read", params: { id: "workspace" } },
      schema: {
        tags,
        summary: `The vendors under the list's ${filtersText} and ordering (or only the ids given, repeatable) as a csv download, streamed`,
        security: bearer,
        params: workspaceParamsSchema,
        querystring: vendorExportQuerySchema,
        // A stream is sent as it is (Fastify serialises no stream): the schema only documents it.
        response: { 200: z.any().describe("text/csv"), ...errorResponses },
      },
      handler: async (req, reply) => {
        const batches = core.vendors.export(requireActor(req), req.params.id, req.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="vendors-${day}.csv"`)
          .send(Readable.from(vendorsCsv(batches)));
      },
    });

    app.post("/workspaces/:id/vendors", {
      config: { access: "vendors.write", params: { id: "workspace" } },
      schema: {
        tags,
        summary:
          "Adds a vendor by hand (PENDING, screened like an imported one); 409 naming the vendor with the same normalised name and country",
        security: bearer,
        params: workspaceParamsSchema,
        body: vendorCreateSchema,
        response: { 201: vendorSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(vendorToWire(await core.vendors.create(requireActor(req), req.params.id, req.body))),
    });
  };
}
