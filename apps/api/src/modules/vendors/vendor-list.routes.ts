import { vendorListQuerySchema, vendorListSchema, workspaceParamsSchema } from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { vendorToWire } from "./vendor-list.wire";

/** The workspace's vendor register (GET /workspaces/{id}/vendors). */
export function vendorListRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get("/workspaces/:id/vendors", {
      config: { access: "vendors.read", params: { id: "workspace" } },
      schema: {
        tags: ["vendors"],
        summary: "The workspace's vendors, newest first, a page at a time; ?search= by name",
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
  };
}
