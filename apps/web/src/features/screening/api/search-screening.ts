import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type ScreeningSearchResponse,
  screeningSearchQuerySchema,
  screeningSearchResponseSchema,
} from "@tierline/contracts";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/**
 * GET /screening/search?name=&country=&list=&threshold=&limit=: possible matches on the loaded lists,
 * best first, each with the parts of its score. An unknown country or list answers 400 with `fields`.
 */
export type ScreeningSearchInput = z.input<typeof screeningSearchQuerySchema>;

/** The search form: name (required), country and list (optional), with the rules of the api's query. */
export const screeningSearchFormSchema = screeningSearchQuerySchema.pick({
  name: true,
  country: true,
  list: true,
});
export type ScreeningSearchFormInput = z.input<typeof screeningSearchFormSchema>;
export type ScreeningSearchFormValues = z.output<typeof screeningSearchFormSchema>;

export const screeningSearchQueryKey = ["screening", "search"] as const;

export function searchScreening(
  query: ScreeningSearchInput,
  signal?: AbortSignal,
): Promise<ScreeningSearchResponse> {
  return api.get("/screening/search", {
    query: screeningSearchQuerySchema.parse(query),
    schema: screeningSearchResponseSchema,
    signal,
  });
}

/** `query` null: nothing to search yet (no name in the address). */
export const screeningSearchQueryOptions = (query: ScreeningSearchInput | null) =>
  queryOptions({
    queryKey: [...screeningSearchQueryKey, query ? screeningSearchQuerySchema.parse(query) : null] as const,
    queryFn: ({ signal }) => searchScreening(query as ScreeningSearchInput, signal),
    enabled: query !== null,
    // A 400 names the field at fault: the form shows it under that input, no snackbar.
    meta: { silentStatuses: [400] },
  });

export function useScreeningSearch(query: ScreeningSearchInput | null) {
  return useQuery(screeningSearchQueryOptions(query));
}
