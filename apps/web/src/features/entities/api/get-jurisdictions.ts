import { queryOptions, useQuery } from "@tanstack/react-query";
import { entityTypesResponseSchema, jurisdictionsResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /entity-jurisdictions[?parent=] and GET /entity-jurisdictions/{id}/entity-types: reference data
 * that never changes while the app runs, fetched once per argument.
 */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

/** The countries (no parent), or the subdivisions of a country. */
export const jurisdictionsQueryOptions = (parent: string | null) =>
  queryOptions({
    queryKey: ["entity-jurisdictions", parent ?? "countries"] as const,
    queryFn: ({ signal }) =>
      api.get("/entity-jurisdictions", {
        query: parent ? { parent } : {},
        schema: jurisdictionsResponseSchema,
        signal,
      }),
    ...forever,
  });

export const entityTypesQueryOptions = (jurisdiction: string) =>
  queryOptions({
    queryKey: ["entity-jurisdictions", jurisdiction, "entity-types"] as const,
    queryFn: ({ signal }) =>
      api.get(`/entity-jurisdictions/${encodeURIComponent(jurisdiction)}/entity-types`, {
        schema: entityTypesResponseSchema,
        signal,
        endpoint: "GET /entity-jurisdictions/{id}/entity-types",
      }),
    ...forever,
  });

export const useCountryJurisdictions = () => useQuery(jurisdictionsQueryOptions(null));

/** A country's subdivisions; nothing is asked before a country is chosen. */
export const useSubdivisions = (country: string) =>
  useQuery({ ...jurisdictionsQueryOptions(country), enabled: country.length === 2 });

/** The entity types of a jurisdiction (a subdivision's are its country's, bar a few). */
export const useEntityTypes = (jurisdiction: string) =>
  useQuery({ ...entityTypesQueryOptions(jurisdiction), enabled: jurisdiction.length >= 2 });
