import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ProductMaterialWire, productMaterialListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { materialsQueryKey } from "./get-materials";

export const productMaterialsQueryKey = (productId: string) =>
  [...materialsQueryKey, "product", productId] as const;

/** GET /products/{id}/materials: the product's materials in chain order (a product lists a handful). */
export async function getProductMaterials(
  productId: string,
  signal?: AbortSignal,
): Promise<ProductMaterialWire[]> {
  const page = await api.get(`/products/${encodeURIComponent(productId)}/materials`, {
    query: { page: 1, page_size: 100 },
    schema: productMaterialListSchema,
    signal,
    endpoint: "GET /products/{id}/materials",
  });
  return page.results;
}

export const productMaterialsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productMaterialsQueryKey(productId),
    queryFn: ({ signal }) => getProductMaterials(productId, signal),
  });

export function useProductMaterials(productId: string) {
  return useQuery(productMaterialsQueryOptions(productId));
}
