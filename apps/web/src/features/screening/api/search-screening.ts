import { type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import {
  handledStatuses,
  type ScreeningSearchResponse,
  screeningSearchQuerySchema,
  screeningSearchResponseSchema,
} from "@tierline/contracts";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";

/**
 * GET /screening/search?name=&country=&list=&source=&schema=&threshold=&mode=&page=&page_size=: a page
 * of the possible matches on the loaded lists, best first, each with the parts of its score, and which
 * sources were searched. An unknown country or list answers 400 with `fields`; 503 while no list is
 * loaded yet.
 */
export type ScreeningSearchInput = z.input<typeof screeningSearchQuerySchema>;

/**
 * The search form: name (required); country, list, source and the partial-name mode (optional), with the
 * rules of the api's query.
 */
export const screeningSearchFormSchema = screeningSearchQuerySchema.pick({
  name: true,
  country: true,
  list: true,
  source: true,
  mode: true,
});
export type ScreeningSearchFormInput = z.input<typeof screeningSearchFormSchema>;
export type ScreeningSearchFormValues = z.output<typeof screeningSearchFormSchema>;

export const screeningSearchQueryKey = ["screening", "search"] as const;

/**
 * The app's retry rule (cancelled calls and client errors are final, others get two retries), with 503
 * final too: it says the lists are not loaded yet, which takes minutes, so asking again at once changes nothing.
 */
function retrySearch(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 2;
  const final = error.aborted || (error.status >= 400 && error.status < 500) || error.status === 503;
  return !final && failureCount < 2;
}

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

/** The search a key asks for, without its page: two keys of one search differ in page only. */
function searchOf(key: QueryKey): string {
  const query = key[key.length - 1] as ScreeningSearchInput | null;
  if (!query) return "";
  const { page: _page, page_size: _pageSize, ...search } = query;
  return JSON.stringify(search);
}

/**
 * The search page explains every failure in place, where the matches go (a 400 under its input, a 503
 * while the lists load, a 429 with its wait): no snackbar, which would leave an empty page behind.
 */
export const searchScreeningExplains = handledStatuses;

/** `query` null: nothing to search yet (no name in the address). */
export const screeningSearchQueryOptions = (query: ScreeningSearchInput | null) => {
  const queryKey = [
    ...screeningSearchQueryKey,
    query ? screeningSearchQuerySchema.parse(query) : null,
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => searchScreening(query as ScreeningSearchInput, signal),
    enabled: query !== null,
    // Another page of the same search keeps the rows on screen until it arrives; another search never
    // shows the last one's matches, nor does a failed one (the route shows results only without an error).
    placeholderData: (previous, previousQuery) =>
      previousQuery && searchOf(previousQuery.queryKey) === searchOf(queryKey) ? previous : undefined,
    meta: { silentStatuses: searchScreeningExplains },
    retry: retrySearch,
  });
};

export function useScreeningSearch(query: ScreeningSearchInput | null) {
  return useQuery(screeningSearchQueryOptions(query));
}
