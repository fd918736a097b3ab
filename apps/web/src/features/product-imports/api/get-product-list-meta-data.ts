import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProductListMetaData, productListMetaDataSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /products/product-list-document/{id}/meta-data: columns, first rows, row estimate, starting mapping. */
export function getProductListMetaData(
  resourceId: string,
  signal?: AbortSignal,
): Promise<ProductListMetaData> {
  return api.get(`/products/product-list-document/${encodeURIComponent(resourceId)}/meta-data`, {
    schema: productListMetaDataSchema,
    signal,
    endpoint: "GET /products/product-list-document/{id}/meta-data",
  });
}

export const productListMetaDataQueryOptions = (resourceId: string) =>
  queryOptions({
    queryKey: ["products", "product-list-document", resourceId, "meta-data"] as const,
    queryFn: ({ signal }) => getProductListMetaData(resourceId, signal),
    // A file's columns never change.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useProductListMetaData = (resourceId: string) =>
  useQuery(productListMetaDataQueryOptions(resourceId));
