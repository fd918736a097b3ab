import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type EntityTypeWire,
  entityTypesResponseSchema,
  type JurisdictionWire,
  jurisdictionsResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /entity-jurisdictions?parent= (a whole level: the countries, or one country's subdivisions) and
 * GET /entity-jurisdictions/{id}/entity-types. Reference data: kept for the session once read.
 */

export function getEntityJurisdictions(
  parent: string | null,
  signal?: AbortSignal,
): Promise<JurisdictionWire[]> {
  return api
    .get("/entity-jurisdictions", {
      query: { parent },
      schema: jurisdictionsResponseSchema,
      signal,
      endpoint: "GET /entity-jurisdictions",
    })
    .then((answer) => answer.results);
}

export const entityJurisdictionsQueryOptions = (parent: string | null) =>
  queryOptions({
    queryKey: ["entity-jurisdictions", parent ?? "countries"] as const,
    queryFn: ({ signal }) => getEntityJurisdictions(parent, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The countries (no `parent`), or the subdivisions of `parent`; nothing asked while `enabled` is false. */
export function useEntityJurisdictions(parent: string | null, enabled = true) {
  return useQuery({ ...entityJurisdictionsQueryOptions(parent), enabled });
}

export function getEntityTypes(jurisdiction: string, signal?: AbortSignal): Promise<EntityTypeWire[]> {
  return api
    .get(`/entity-jurisdictions/${encodeURIComponent(jurisdiction)}/entity-types`, {
      schema: entityTypesResponseSchema,
      signal,
      endpoint: "GET /entity-jurisdictions/{id}/entity-types",
    })
    .then((answer) => answer.results);
}

export const entityTypesQueryOptions = (jurisdiction: string) =>
  queryOptions({
    queryKey: ["entity-jurisdictions", jurisdiction, "entity-types"] as const,
    queryFn: ({ signal }) => getEntityTypes(jurisdiction, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEntityTypes(jurisdiction: string | null) {
  return useQuery({ ...entityTypesQueryOptions(jurisdiction ?? ""), enabled: jurisdiction !== null });
}
