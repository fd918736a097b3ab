import { useMutation, useQueryClient } from "@tanstack/react-query";
import { okResponseSchema, productBulkDeletedSchema, productBulkDeleteSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { productsQueryKey } from "./get-products";

/** DELETE /products/{id}. */
export const deleteProduct = (id: string) =>
  api.delete(`/products/${encodeURIComponent(id)}`, {
    schema: okResponseSchema,
    endpoint: "DELETE /products/{id}",
  });

/** PUT /products/delete-product-list: answers the ids deleted. */
export const deleteProducts = (ids: string[]) =>
  api.put("/products/delete-product-list", productBulkDeleteSchema.parse({ product_ids: ids }), {
    schema: productBulkDeletedSchema,
    endpoint: "PUT /products/delete-product-list",
  });

export function useDeleteProduct(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["products", "delete"],
    mutationFn: deleteProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) }),
  });
}

export function useDeleteProducts(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["products", "delete-list"],
    mutationFn: deleteProducts,
    onSuccess: () => client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) }),
  });
}
