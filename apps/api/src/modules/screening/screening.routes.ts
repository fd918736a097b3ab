import {
  screeningListsResponseSchema,
  screeningSearchQuerySchema,
  screeningSearchResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";

/** Restricted-party lists: an ad hoc search, and which lists are loaded (global data, read by any member). */
export function screeningRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["screening"];

    app.get("/screening/search", {
      config: { access: "vendors.read" },
      schema: {
        tags,
        summary: "Search the restricted-party lists for a name (optionally a country and one list)",
        security: bearer,
        querystring: screeningSearchQuerySchema,
        response: { 200: screeningSearchResponseSchema, ...errorResponses },
      },
      handler: (req) => core.screening.search(requireActor(req), req.query),
    });

    app.get("/screening/lists", {
      config: { access: "vendors.read" },
      schema: {
        tags,
        summary: "The restricted-party list sources: loaded version, counts per list, refresh state",
        security: bearer,
        response: { 200: screeningListsResponseSchema, ...errorResponses },
      },
      handler: (req) => core.screening.lists(requireActor(req)),
    });
  };
}
