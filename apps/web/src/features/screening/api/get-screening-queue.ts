import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type ScreeningQueueFilters,
  type ScreeningQueueItemWire,
  type ScreeningQueueQuery,
  type ScreeningQueueStatsWire,
  screeningQueueFiltersSchema,
  screeningQueueQuerySchema,
  screeningQueueSchema,
  screeningQueueStatsSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /workspaces/{id}/screening-queue and its stats: the workspace's open possible matches to review.
 * Read afresh whenever the queue is shown (no stale time): a decision taken in a vendor's review flow
 * clears its row, and the flow's calls invalidate `screeningQueueKey` too.
 */

/** Every queue read of every workspace: what a decision invalidates. */
export const screeningQueueKey = ["screening-queue"] as const;

export function getScreeningQueue(
  workspaceId: string,
  query: ScreeningQueueQuery,
  signal?: AbortSignal,
): Promise<Paginated<ScreeningQueueItemWire>> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/screening-queue`, {
    query: screeningQueueQuerySchema.parse(query),
    schema: screeningQueueSchema,
    signal,
    endpoint: "GET /workspaces/{id}/screening-queue",
  });
}

export function getScreeningQueueStats(
  workspaceId: string,
  filters: ScreeningQueueFilters,
  signal?: AbortSignal,
): Promise<ScreeningQueueStatsWire> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/screening-queue/stats`, {
    query: screeningQueueFiltersSchema.parse(filters),
    schema: screeningQueueStatsSchema,
    signal,
    endpoint: "GET /workspaces/{id}/screening-queue/stats",
  });
}

export const screeningQueueQueryOptions = (workspaceId: string, query: ScreeningQueueQuery) =>
  queryOptions({
    queryKey: [...screeningQueueKey, workspaceId, screeningQueueQuerySchema.parse(query)] as const,
    queryFn: ({ signal }) => getScreeningQueue(workspaceId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const screeningQueueStatsQueryOptions = (workspaceId: string, filters: ScreeningQueueFilters) =>
  queryOptions({
    queryKey: [
      ...screeningQueueKey,
      workspaceId,
      "stats",
      screeningQueueFiltersSchema.parse(filters),
    ] as const,
    queryFn: ({ signal }) => getScreeningQueueStats(workspaceId, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useScreeningQueue(workspaceId: string, query: ScreeningQueueQuery) {
  return useQuery(screeningQueueQueryOptions(workspaceId, query));
}

export function useScreeningQueueStats(workspaceId: string, filters: ScreeningQueueFilters) {
  return useQuery(screeningQueueStatsQueryOptions(workspaceId, filters));
}
