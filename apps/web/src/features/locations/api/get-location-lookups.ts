import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  identifierTypesResponseSchema,
  locationCitiesResponseSchema,
  locationCountriesResponseSchema,
  locationStatesResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * The Locations look-ups (GET /locations/countries, /locations/states, /locations/cities and
 * /identifier-types): reference data that never changes while the app runs, fetched once per argument.
 */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ["locations", "countries"] as const,
    queryFn: ({ signal }) =>
      api.get("/locations/countries", { schema: locationCountriesResponseSchema, signal }),
    ...forever,
  });

export const statesQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ["locations", "states", country] as const,
    queryFn: ({ signal }) =>
      api.get("/locations/states", { query: { country }, schema: locationStatesResponseSchema, signal }),
    ...forever,
  });

export const citiesQueryOptions = (country: string, state: string) =>
  queryOptions({
    queryKey: ["locations", "cities", country, state] as const,
    queryFn: ({ signal }) =>
      api.get("/locations/cities", {
        query: { country, state },
        schema: locationCitiesResponseSchema,
        signal,
      }),
    ...forever,
  });

/** The identifier types offered for a location in `country` (the US: EIN and SAM); all without one. */
export const identifierTypesQueryOptions = (country: string | null) =>
  queryOptions({
    queryKey: ["locations", "identifier-types", country] as const,
    queryFn: ({ signal }) =>
      api.get("/identifier-types", {
        query: country ? { country } : {},
        schema: identifierTypesResponseSchema,
        signal,
      }),
    ...forever,
  });

export const useCountries = () => useQuery(countriesQueryOptions());

/** A country's states; nothing is asked before a country is chosen. */
export const useStates = (country: string) =>
  useQuery({ ...statesQueryOptions(country), enabled: country.length === 2 });

/** A state's cities; nothing is asked before a state is chosen. */
export const useCities = (country: string, state: string) =>
  useQuery({ ...citiesQueryOptions(country, state), enabled: country.length === 2 && state.length > 0 });

export const useIdentifierTypes = (country: string | null) => useQuery(identifierTypesQueryOptions(country));
