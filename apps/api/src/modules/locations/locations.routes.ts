import {
  createLocationRequestSchema,
  entityLocationParamsSchema,
  entityLocationTypesResponseSchema,
  entityLocationWireSchema,
  identifierTypesQuerySchema,
  identifierTypesResponseSchema,
  idParamsSchema,
  locationCitiesQuerySchema,
  locationCitiesResponseSchema,
  locationCountriesResponseSchema,
  locationListQuerySchema,
  locationStatesQuerySchema,
  locationStatesResponseSchema,
  okResponseSchema,
  paginatedSchema,
  updateLocationRequestSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import {
  cityToWire,
  countryToWire,
  entityLocationToWire,
  identifierKindToWire,
  identifierTypeToWire,
  locationTypeToWire,
  stateToWire,
} from "./locations.wire";

/**
 * The Locations calls. The look-ups: global reference data for the Locations settings screens, which
 * only a signed-in user sees (unlike the sign-up form's jurisdictions), answered from memory: a whole
 * list each. The workspace entity's locations: members read them, Admins change them.
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

    const entityLocations = core.entityLocations;
    const onEntity = { id: "entity" } as const;
    const onLocation = { id: "entity", locationId: "entityLocation" } as const;

    app.get("/entities/:id/locations", {
      config: { access: "workspace.read", params: onEntity },
      schema: {
        tags,
        summary:
          "The workspace entity's locations, oldest first; `type` gives one tab's (retail, online, logistics)",
        security: bearer,
        params: idParamsSchema,
        querystring: locationListQuerySchema,
        response: { 200: paginatedSchema(entityLocationWireSchema), ...errorResponses },
      },
      handler: async (req) => {
        const { type, page, page_size } = req.query;
        const found = await entityLocations.list(requireActor(req), req.params.id, {
          type,
          page,
          pageSize: page_size,
        });
        return toPage(req, req.query, found, entityLocationToWire);
      },
    });

    app.post("/entities/:id/locations", {
      config: { access: "workspace.update", params: onEntity },
      schema: {
        tags,
        summary:
          "Add a retail, online or logistics location with its identifiers (each in its type's mask and meeting its published rule; a US location EIN and SAM only)",
        security: bearer,
        params: idParamsSchema,
        body: createLocationRequestSchema,
        response: { 201: entityLocationWireSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const created = await entityLocations.create(requireActor(req), req.params.id, req.body);
        return reply.status(201).send(entityLocationToWire(created));
      },
    });

    app.get("/entities/:id/locations/:locationId", {
      config: { access: "workspace.read", params: onLocation },
      schema: {
        tags,
        summary: "One location of the workspace entity",
        security: bearer,
        params: entityLocationParamsSchema,
        response: { 200: entityLocationWireSchema, ...errorResponses },
      },
      handler: async (req) =>
        entityLocationToWire(
          await entityLocations.get(requireActor(req), req.params.id, req.params.locationId),
        ),
    });

    app.patch("/entities/:id/locations/:locationId", {
      config: { access: "workspace.update", params: onLocation },
      schema: {
        tags,
        summary:
          "Change a location's fields (its type stays); `identifiers`, when given, replaces the whole list",
        security: bearer,
        params: entityLocationParamsSchema,
        body: updateLocationRequestSchema,
        response: { 200: entityLocationWireSchema, ...errorResponses },
      },
      handler: async (req) =>
        entityLocationToWire(
          await entityLocations.update(requireActor(req), req.params.id, req.params.locationId, req.body),
        ),
    });

    app.delete("/entities/:id/locations/:locationId", {
      config: { access: "workspace.update", params: onLocation },
      schema: {
        tags,
        summary: "Delete a location and its identifiers",
        security: bearer,
        params: entityLocationParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await entityLocations.remove(requireActor(req), req.params.id, req.params.locationId);
        return { ok: true as const };
      },
    });
  };
}
