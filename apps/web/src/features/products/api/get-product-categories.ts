import { queryOptions, useQuery } from "@tanstack/react-query";
import { productCategoriesResponseSchema, productCategoryLineageSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** The taxonomy never changes while the app runs: each answer is kept for the session. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

/**
 * GET /products/categories: `search` across the tree, or `parent`'s children (the top level without
 * either), the first 50.
 */
export const productCategoriesQueryOptions = (query: { search?: string; parent?: number }) =>
  queryOptions({
    queryKey: ["product-categories", query.search ?? "", query.parent ?? null] as const,
    queryFn: ({ signal }) =>
      api.get("/products/categories", {
        query: { search: query.search || undefined, parent: query.parent, page_size: 50 },
        schema: productCategoriesResponseSchema,
        signal,
      }),
    ...forever,
  });

export const useProductCategories = (query: { search?: string; parent?: number }) =>
  useQuery(productCategoriesQueryOptions(query));

/** GET /products/{id}/categories: the product's category with its ancestors, or suggestions. */
export const productCategoryLineageQueryOptions = (productId: string, categoryId: number | null) =>
  queryOptions({
    // The product's category is part of the key: a changed category reads its lineage anew.
    queryKey: ["products", productId, "categories", categoryId] as const,
    queryFn: ({ signal }) =>
      api.get(`/products/${productId}/categories`, { schema: productCategoryLineageSchema, signal }),
  });

export const useProductCategoryLineage = (productId: string, categoryId: number | null) =>
  useQuery(productCategoryLineageQueryOptions(productId, categoryId));
