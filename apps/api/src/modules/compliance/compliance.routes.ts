import {
  complianceListQuerySchema,
  complianceListSchema,
  complianceParamsSchema,
  complianceSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { complianceToWire } from "./compliance.wire";

/**
 * The vendor's compliance section: the customer relationships linked to the acting workspace's company.
 * These routes' path ids are of kind `compliance` (linked to the caller's company), never
 * `vendorRelationship`. Other routes under /compliances are the customer's and name its own objects: the
 * procurement workflow (`/compliances/{id}/procurement-workflow`, an entity) and a relationship's
 * procurement compliance (`/compliances/{id}/relationship-compliance`, a vendorRelationship), in
 * procurement.routes.ts.
 */
export function complianceRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["compliance"];

    app.get("/compliances", {
      config: { access: "compliance.read" },
      schema: {
        tags,
        summary:
          "The customers' requests of the acting workspace's company (relationships linked to it), by customer name",
        security: bearer,
        querystring: complianceListQuerySchema,
        response: { 200: complianceListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(req, req.query, await core.compliance.list(requireActor(req), req.query), complianceToWire),
    });

    app.get("/compliances/:relationship_id", {
      config: { access: "compliance.read", params: { relationship_id: "compliance" } },
      schema: {
        tags,
        summary:
          "One customer's request: its status and what it requires; 404 unless linked to the caller's company",
        security: bearer,
        params: complianceParamsSchema,
        response: { 200: complianceSchema, ...errorResponses },
      },
      handler: async (req) =>
        complianceToWire(await core.compliance.get(requireActor(req), req.params.relationship_id)),
    });
  };
}
