import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProductSupplyStreamsWire, productSupplyStreamsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { supplyStreamsQueryKey } from "../../../lib/query-keys";

/** GET /products/{id}/supply-streams: a product's streams with their stage vendors. */
export function getProductSupplyStreams(
  productId: string,
  signal?: AbortSignal,
): Promise<ProductSupplyStreamsWire> {
  return api.get(`/products/${encodeURIComponent(productId)}/supply-streams`, {
    schema: productSupplyStreamsSchema,
    signal,
    endpoint: "GET /products/{id}/supply-streams",
  });
}

export const productSupplyStreamsQueryOptions = (workspaceId: string, productId: string) =>
  queryOptions({
    queryKey: [...supplyStreamsQueryKey(workspaceId), "of-product", productId] as const,
    queryFn: ({ signal }) => getProductSupplyStreams(productId, signal),
  });

export function useProductSupplyStreams(workspaceId: string, productId: string) {
  return useQuery(productSupplyStreamsQueryOptions(workspaceId, productId));
}
