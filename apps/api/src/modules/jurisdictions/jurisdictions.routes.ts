import {
  entityTypesResponseSchema,
  jurisdictionParamsSchema,
  jurisdictionsQuerySchema,
  jurisdictionsResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses } from "../route-helpers";
import { entityTypeToWire, jurisdictionToWire } from "./jurisdictions.wire";

/**
 * Jurisdictions and their entity types: public reference data (the sign-up form asks for the registered
 * jurisdiction before an account exists), answered from memory, so neither a token nor a limit.
 */
export function jurisdictionsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["jurisdictions"];

    app.get("/entity-jurisdictions", {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The countries (ISO 3166-1), or with `parent` a country's subdivisions (ISO 3166-2), by name: a whole level, not paged",
        querystring: jurisdictionsQuerySchema,
        response: { 200: jurisdictionsResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.jurisdictions.list(req.query.parent)).map(jurisdictionToWire),
      }),
    });

    app.get("/entity-jurisdictions/:id/entity-types", {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The entity types (legal forms) of a jurisdiction: a subdivision takes its country's, a country without a list of its own a generic set",
        params: jurisdictionParamsSchema,
        response: { 200: entityTypesResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.jurisdictions.entityTypes(req.params.id)).map(entityTypeToWire),
      }),
    });
  };
}
