import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ProductLookupFilter, productLookupQuerySchema, productLookupSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { productsQueryKey } from "../../../lib/query-keys";

/** GET /products/lookups?filter=: the values of one filter in the catalogue with their counts. */
export function getProductLookup(filter: ProductLookupFilter, search: string, signal?: AbortSignal) {
  return api.get("/products/lookups", {
    query: productLookupQuerySchema.parse({ filter, page_size: 100, ...(search ? { search } : {}) }),
    schema: productLookupSchema,
    signal,
    endpoint: "GET /products/lookups",
  });
}

/** Every filter menu's values. */
export const productLookupsQueryKey = (workspaceId: string) =>
  [...productsQueryKey(workspaceId), "lookup"] as const;

export const productLookupQueryOptions = (workspaceId: string, filter: ProductLookupFilter, search: string) =>
  queryOptions({
    queryKey: [...productLookupsQueryKey(workspaceId), filter, search] as const,
    queryFn: ({ signal }) => getProductLookup(filter, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useProductLookup = (
  workspaceId: string,
  filter: ProductLookupFilter,
  search: string,
  enabled = true,
) => useQuery({ ...productLookupQueryOptions(workspaceId, filter, search), enabled });
