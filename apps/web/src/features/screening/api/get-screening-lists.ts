import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type ScreeningListsResponse,
  type ScreeningSource,
  screeningListsResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /screening/lists: every restricted-party source, loaded or not, with its current version, the
 * count of entries per list key and the state of its refreshes. The lists are the same for every
 * workspace, so the key is not a workspace's.
 */
export const screeningListsQueryKey = ["screening", "lists"] as const;

/** While a source still waits for its first load, the panel asks again this often. */
export const screeningListsPollMs = 5_000;

/** Never loaded and no failure recorded: the worker has yet to load it (e.g. just after start-up). */
export function awaitsFirstLoad(source: ScreeningSource): boolean {
  return source.version === null && source.last_error === null;
}

export function getScreeningLists(signal?: AbortSignal): Promise<ScreeningListsResponse> {
  return api.get("/screening/lists", { schema: screeningListsResponseSchema, signal });
}

export const screeningListsQueryOptions = () =>
  queryOptions({
    queryKey: screeningListsQueryKey,
    queryFn: ({ signal }) => getScreeningLists(signal),
    refetchInterval: (query) =>
      query.state.data?.results.some(awaitsFirstLoad) ? screeningListsPollMs : false,
  });

export function useScreeningLists() {
  return useQuery(screeningListsQueryOptions());
}
