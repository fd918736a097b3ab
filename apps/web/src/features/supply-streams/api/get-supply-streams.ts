import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type SupplyStreamOrdering,
  type SupplyStreamWire,
  supplyStreamListQuerySchema,
  supplyStreamListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { supplyStreamsQueryKey } from "../../../lib/query-keys";

export interface SupplyStreamsQuery {
  search?: string;
  ordering?: SupplyStreamOrdering;
  page: number;
  pageSize: number;
}

/** GET /products/supply-stream: the streams with their vendors per stage and products count. */
export function getSupplyStreams(
  query: SupplyStreamsQuery,
  signal?: AbortSignal,
): Promise<Paginated<SupplyStreamWire>> {
  return api.get("/products/supply-stream", {
    query: supplyStreamListQuerySchema.parse({
      search: query.search?.trim() || undefined,
      ordering: query.ordering,
      page: query.page,
      page_size: query.pageSize,
    }),
    schema: supplyStreamListSchema,
    signal,
    endpoint: "GET /products/supply-stream",
  });
}

export const supplyStreamsQueryOptions = (workspaceId: string, query: SupplyStreamsQuery) =>
  queryOptions({
    queryKey: [...supplyStreamsQueryKey(workspaceId), "list", query] as const,
    queryFn: ({ signal }) => getSupplyStreams(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSupplyStreams(workspaceId: string, query: SupplyStreamsQuery) {
  return useQuery(supplyStreamsQueryOptions(workspaceId, query));
}
