import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type StreamProductWire,
  streamProductListSchema,
  supplyStreamProductsQuerySchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { supplyStreamsQueryKey } from "../../../lib/query-keys";

export interface StreamProductsQuery {
  search?: string;
  page: number;
  pageSize: number;
}

/** GET /products/supply-stream/{id}/products: the stream's products by name. */
export function getStreamProducts(
  id: string,
  query: StreamProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<StreamProductWire>> {
  return api.get(`/products/supply-stream/${encodeURIComponent(id)}/products`, {
    query: supplyStreamProductsQuerySchema.parse({
      search: query.search?.trim() || undefined,
      page: query.page,
      page_size: query.pageSize,
    }),
    schema: streamProductListSchema,
    signal,
    endpoint: "GET /products/supply-stream/{id}/products",
  });
}

export const streamProductsQueryOptions = (workspaceId: string, id: string, query: StreamProductsQuery) =>
  queryOptions({
    queryKey: [...supplyStreamsQueryKey(workspaceId), "products", id, query] as const,
    queryFn: ({ signal }) => getStreamProducts(id, query, signal),
    placeholderData: keepPreviousData,
  });

export function useStreamProducts(workspaceId: string, id: string, query: StreamProductsQuery) {
  return useQuery(streamProductsQueryOptions(workspaceId, id, query));
}
