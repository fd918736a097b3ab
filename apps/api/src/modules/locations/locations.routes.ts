import {
  entityLocationTypesResponseSchema,
  identifierTypesQuerySchema,
  identifierTypesResponseSchema,
  locationCitiesQuerySchema,
  locationCitiesResponseSchema,
  locationCountriesResponseSchema,
  locationStatesQuerySchema,
  locationStatesResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bearer, errorResponses } from "../route-helpers";
import {
  cityToWire,
  countryToWire,
  identifierKindToWire,
  identifierTypeToWire,
  locationTypeToWire,
  stateToWire,
} from "./locations.wire";

/**
 * The Locations look-ups: global reference data for the Locations settings screens, which only a
 * signed-in user sees (unlike the sign-up form's jurisdictions), answered from memory: a whole list each.
 */
export function locationsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["locations"];
    const config = { access: "signed-in" } as const;
    const locations = core.locations;

    app.get("/locations/countries", {
      config,
      schema: {
        tags,
        summary: "The countries (ISO 3166-1 alpha-2 code and name), by name: the whole list",
        security: bearer,
        response: { 200: locationCountriesResponseSchema, ...errorResponses },
      },
      handler: async () => ({ results: (await locations.countries()).map(countryToWire) }),
    });

    app.get("/locations/states", {
      config,
      schema: {
        tags,
        summary:
          "The states or provinces of a country (ISO 3166-2 code, name, category), by name: the whole list",
        security: bearer,
        querystring: locationStatesQuerySchema,
        response: { 200: locationStatesResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({ results: (await locations.states(req.query.country)).map(stateToWire) }),
    });

    app.get("/locations/cities", {
      config,
      schema: {
        tags,
        summary: "The cities of a state or province, by name: the whole list (at most a few thousand)",
        security: bearer,
        querystring: locationCitiesQuerySchema,
        response: { 200: locationCitiesResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await locations.cities(req.query.country, req.query.state)).map(cityToWire),
      }),
    });

    app.get("/entity-location-types", {
      config,
      schema: {
        tags,
        summary: "The location types: Retail, Online, Logistics (the Locations tabs)",
        security: bearer,
        response: { 200: entityLocationTypesResponseSchema, ...errorResponses },
      },
      handler: () => ({ results: locations.locationTypes().map(locationTypeToWire) }),
    });

    app.get("/identifier-types", {
      config,
      schema: {
        tags,
        summary:
          "What an identifier identifies (company, product, facility) and the identifier types with their input masks; with `country`, the types offered there (US: EIN and SAM)",
        security: bearer,
        querystring: identifierTypesQuerySchema,
        response: { 200: identifierTypesResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        kinds: locations.identifierKinds().map(identifierKindToWire),
        results: (await locations.identifierTypes(req.query.country)).map(identifierTypeToWire),
      }),
    });
  };
}
