import { idParamsSchema, upstreamRiskSchema } from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";
import { upstreamRiskToWire } from "./upstream.wire";

/** What a customer may learn of a vendor's own suppliers (spec section 1): every member may read it. */
export function upstreamRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get("/entity-relationships/:id/upstream-risk", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags: ["upstream"],
        summary:
          "The vendor's upstream risk and traceability index when the vendor is itself a workspace: its suppliers' unresolved risks per severity and their number in bands, the share validated with complete compliance, and the age of the stalest supplier data; withheld below the minimum number of active suppliers, and never a supplier's name or id",
        security: bearer,
        params: idParamsSchema,
        response: { 200: upstreamRiskSchema, ...errorResponses },
      },
      handler: async (req) =>
        upstreamRiskToWire(await core.upstream.upstreamRisk(requireActor(req), req.params.id)),
    });
  };
}
