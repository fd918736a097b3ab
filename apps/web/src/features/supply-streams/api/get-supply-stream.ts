import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type SupplyStreamStatsWire,
  type SupplyStreamWire,
  supplyStreamSchema,
  supplyStreamStatsSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { supplyStreamsQueryKey } from "../../../lib/query-keys";

const path = (id: string) => `/products/supply-stream/${encodeURIComponent(id)}`;

/** GET /products/supply-stream/{id}: the stream's five stages with the vendors at each. */
export function getSupplyStream(id: string, signal?: AbortSignal): Promise<SupplyStreamWire> {
  return api.get(path(id), {
    schema: supplyStreamSchema,
    signal,
    endpoint: "GET /products/supply-stream/{id}",
  });
}

/** GET /products/supply-stream/{id}/stats: products, vendors and exposure per stage. */
export function getSupplyStreamStats(id: string, signal?: AbortSignal): Promise<SupplyStreamStatsWire> {
  return api.get(`${path(id)}/stats`, {
    schema: supplyStreamStatsSchema,
    signal,
    endpoint: "GET /products/supply-stream/{id}/stats",
  });
}

export const supplyStreamQueryOptions = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: [...supplyStreamsQueryKey(workspaceId), "one", id] as const,
    queryFn: ({ signal }) => getSupplyStream(id, signal),
  });

export const supplyStreamStatsQueryOptions = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: [...supplyStreamsQueryKey(workspaceId), "stats", id] as const,
    queryFn: ({ signal }) => getSupplyStreamStats(id, signal),
  });

export function useSupplyStream(workspaceId: string, id: string) {
  return useQuery(supplyStreamQueryOptions(workspaceId, id));
}

export function useSupplyStreamStats(workspaceId: string, id: string) {
  return useQuery(supplyStreamStatsQueryOptions(workspaceId, id));
}
