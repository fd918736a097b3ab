import {
  apiErrorSchema,
  idParamsSchema,
  screeningListsResponseSchema,
  screeningSearchQuerySchema,
  screeningSearchResponseSchema,
  vendorScreeningQueuedSchema,
  vendorScreeningSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { perUserLimit } from "../../plugins/rate-limits";
import { bearer, errorResponses, toPage } from "../route-helpers";
import {
  coverageToWire,
  screeningMatchToWire,
  screeningSourceToWire,
  vendorScreeningToWire,
} from "./screening.wire";

/** Restricted-party lists: an ad hoc search, and which lists are loaded (global data, read by any member). */
export function screeningRoutes(core: Core, { searchesPerMinute }: { searchesPerMinute: number }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["screening"];

    app.get("/screening/search", {
      // A search scores many listed names: limited per user.
      config: { access: "vendors.read", rateLimit: perUserLimit(searchesPerMinute) },
      schema: {
        tags,
        summary:
          "Search the restricted-party lists for a name (optionally a country, one list or source, a party kind, partial names): a page of matches, which sources were searched",
        security: bearer,
        querystring: screeningSearchQuerySchema,
        // 503 while no list is loaded yet.
        response: { 200: screeningSearchResponseSchema, ...errorResponses, 503: apiErrorSchema },
      },
      handler: async (req) => {
        const found = await core.screening.search(requireActor(req), req.query);
        return {
          ...toPage(req, req.query, found, screeningMatchToWire),
          count_exact: found.countExact,
          ...coverageToWire(found),
        };
      },
    });

    app.get("/screening/lists", {
      config: { access: "vendors.read" },
      schema: {
        tags,
        summary: "The restricted-party list sources: loaded version, counts per list, refresh state",
        security: bearer,
        response: { 200: screeningListsResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.screening.lists(requireActor(req))).map(screeningSourceToWire),
      }),
    });

    app.get("/entity-relationships/:id/screening", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "A vendor's last restricted-party screening: when, against which list versions, on what evidence, the possible matches with their score parts",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorScreeningSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorScreeningToWire(await core.screening.vendorScreening(requireActor(req), req.params.id)),
    });

    app.post("/entity-relationships/:id/screening", {
      config: { access: "vendors.write", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "Screen the vendor again now, even when nothing changed since its last screening (202: queued); dismissed matches stay dismissed",
        security: bearer,
        params: idParamsSchema,
        response: { 202: vendorScreeningQueuedSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { queuedAt } = await core.screening.screenAgain(requireActor(req), req.params.id);
        return reply.code(202).send({ queued_at: queuedAt.toISOString() });
      },
    });
  };
}
