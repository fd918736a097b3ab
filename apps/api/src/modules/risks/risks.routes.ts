import {
  idParamsSchema,
  resolveWarningParamsSchema,
  resolveWarningRequestSchema,
  riskDecisionRequestSchema,
  riskDetailSchema,
  riskListQuerySchema,
  riskListSchema,
  riskSchema,
  riskStatsSchema,
  warningNotificationListQuerySchema,
  warningNotificationListSchema,
  warningNotificationSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { riskDetailToWire, riskToWire, warningToWire } from "./risks.wire";

/**
 * A vendor relationship's risks (the Risk tab) and warning notifications. The risk calls are ours (the
 * spec names none): docs/decisions.md, "Risks and warnings".
 */
export function risksRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["risks"];

    app.get("/entity-relationships/:id/risks", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "A vendor relationship's risks: one segment (?status=OPEN|RESOLVED|CONFIRMED, all when absent), sorted by ?ordering=-created|created|-severity|severity, a page at a time",
        security: bearer,
        params: idParamsSchema,
        querystring: riskListQuerySchema,
        response: { 200: riskListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.risks.list(requireActor(req), req.params.id, req.query),
          riskToWire,
        ),
    });

    app.get("/entity-relationships/:id/risks/stats", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary: "The Risk tab's counters: open, resolved, confirmed and total",
        security: bearer,
        params: idParamsSchema,
        response: { 200: riskStatsSchema, ...errorResponses },
      },
      handler: async (req) => core.risks.stats(requireActor(req), req.params.id),
    });

    app.get("/risks/:id", {
      config: { access: "vendors.read", params: { id: "risk" } },
      schema: {
        tags,
        summary: "A risk with its history: every raise, decision and re-opening, who and when",
        security: bearer,
        params: idParamsSchema,
        response: { 200: riskDetailSchema, ...errorResponses },
      },
      handler: async (req) => riskDetailToWire(await core.risks.get(requireActor(req), req.params.id)),
    });

    for (const [decision, summary] of [
      ["resolve", "Resolve an open risk (dealt with, or a false positive), with a note"],
      ["confirm", "Confirm an open risk (it is real), with a note"],
    ] as const) {
      app.put(`/risks/:id/${decision}`, {
        config: { access: "risks.manage", params: { id: "risk" } },
        schema: {
          tags,
          summary: `${summary}; 409 naming its status when it is not open`,
          security: bearer,
          params: idParamsSchema,
          body: riskDecisionRequestSchema,
          response: { 200: riskSchema, ...errorResponses },
        },
        handler: async (req) => {
          const actor = requireActor(req);
          const decided =
            decision === "resolve"
              ? await core.risks.resolve(actor, req.params.id, req.body)
              : await core.risks.confirm(actor, req.params.id, req.body);
          return riskToWire(decided);
        },
      });
    }

    app.get("/warning-notifications/:id", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "The warning notifications of a vendor relationship (the id is the relationship's): open, processing, then resolved",
        security: bearer,
        params: idParamsSchema,
        querystring: warningNotificationListQuerySchema,
        response: { 200: warningNotificationListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.warnings.list(requireActor(req), req.params.id, req.query),
          warningToWire,
        ),
    });

    app.put("/warning-notifications/:erId/resolve/:id", {
      config: {
        access: "warnings.manage",
        params: { erId: "vendorRelationship", id: "warningNotification" },
      },
      schema: {
        tags,
        summary:
          "Resolve an open warning: with a reason or an attestation (resolved at once), or with an uploaded file (processing while the file is checked, then resolved)",
        security: bearer,
        params: resolveWarningParamsSchema,
        body: resolveWarningRequestSchema,
        response: { 200: warningNotificationSchema, ...errorResponses },
      },
      handler: async (req) =>
        warningToWire(
          await core.warnings.resolve(requireActor(req), req.params.erId, req.params.id, req.body),
        ),
    });
  };
}
