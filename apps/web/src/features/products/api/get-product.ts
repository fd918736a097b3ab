import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProductWire, productSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { productsQueryKey } from "../../../lib/query-keys";

/** GET /products/{id}: one product of the catalogue. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductWire> {
  return api.get(`/products/${encodeURIComponent(id)}`, {
    schema: productSchema,
    signal,
    endpoint: "GET /products/{id}",
  });
}

export const productQueryKey = (workspaceId: string, id: string) =>
  [...productsQueryKey(workspaceId), "one", id] as const;

export const productQueryOptions = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: productQueryKey(workspaceId, id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export const useProduct = (workspaceId: string, id: string) => useQuery(productQueryOptions(workspaceId, id));
