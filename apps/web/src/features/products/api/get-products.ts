import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type ProductListQuery,
  type ProductWire,
  productListQuerySchema,
  productListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** Every products call's key starts here: a write invalidates the list, lookups and details at once. */
export const productsQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "products"] as const;

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

export const productsQueryOptions = (workspaceId: string, query: ProductListQuery) =>
  queryOptions({
    queryKey: [...productListsQueryKey(workspaceId), productListQuerySchema.parse(query)] as const,
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (workspaceId: string, query: ProductListQuery) =>
  useQuery(productsQueryOptions(workspaceId, query));
