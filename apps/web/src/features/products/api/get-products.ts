import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type ProductListQuery,
  type ProductWire,
  productListQuerySchema,
  productListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { productsQueryKey } from "../../../lib/query-keys";

/** The list's query as the page's address holds it (values as text), read by the call's own rules. */
export type ProductListParams = Readonly<Record<string, unknown>>;

/**
 * The list call's query as its rules read it. A value they refuse (an address edited by hand) is left
 * out, as the page's filters leave it out: the key is built while rendering, where a throw is the
 * router's error screen.
 */
function listQuery(query: ProductListParams): ProductListQuery {
  const read = productListQuerySchema.safeParse(query);
  if (read.success) return read.data;
  const refused = new Set(read.error.issues.map((issue) => issue.path[0]));
  const kept = Object.entries(query).filter(([key]) => !refused.has(key));
  return productListQuerySchema.safeParse(Object.fromEntries(kept)).data ?? productListQuerySchema.parse({});
}

/** GET /products: a page of the catalogue under the filters, search and ordering. */
export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<Paginated<ProductWire>> {
  return api.get("/products", {
    query: productListQuerySchema.parse(query),
    schema: productListSchema,
    signal,
    endpoint: "GET /products",
  });
}

/** Every page of the list, under any filters. */
export const productListsQueryKey = (workspaceId: string) =>
  [...productsQueryKey(workspaceId), "list"] as const;

export const productsQueryOptions = (workspaceId: string, params: ProductListParams) => {
  const query = listQuery(params);
  return queryOptions({
    queryKey: [...productListsQueryKey(workspaceId), query] as const,
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useProducts = (workspaceId: string, params: ProductListParams) =>
  useQuery(productsQueryOptions(workspaceId, params));
