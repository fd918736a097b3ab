import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { okResponseSchema, productBulkDeletedSchema, productBulkDeleteSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { supplyStreamsQueryKey } from "../../../lib/query-keys";
import { productQueryKey } from "./get-product";
import { productLookupsQueryKey } from "./get-product-lookup";
import { productListsQueryKey } from "./get-products";

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

/**
 * Drops the read at `queryKey` once nothing shows it: the page of a product deleted from it still
 * does until it has left, and there a dropped (or invalidated) read would be asked again, answer 404
 * and show "not found" with an error snackbar before the page leaves.
 */
function dropWhenUnused(client: QueryClient, queryKey: QueryKey) {
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0) return cache.remove(query);
  const stop = cache.subscribe((event) => {
    if (event.query !== query || event.type !== "observerRemoved" || query.getObserversCount() > 0) return;
    stop();
    cache.remove(query);
  });
}

/**
 * The list and the filter menus are read again; the deleted products' own reads are dropped. The
 * streams they left count fewer products: read again when next shown, not now, as the page of a
 * product deleted from it still shows that product's streams.
 */
function forgetDeleted(client: QueryClient, workspaceId: string, ids: readonly string[]) {
  for (const id of ids) dropWhenUnused(client, productQueryKey(workspaceId, id));
  return Promise.all([
    client.invalidateQueries({ queryKey: productListsQueryKey(workspaceId) }),
    client.invalidateQueries({ queryKey: productLookupsQueryKey(workspaceId) }),
    client.invalidateQueries({ queryKey: supplyStreamsQueryKey(workspaceId), refetchType: "none" }),
  ]);
}

export function useDeleteProduct(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["products", "delete"],
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => forgetDeleted(client, workspaceId, [id]),
  });
}

export function useDeleteProducts(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["products", "delete-list"],
    mutationFn: deleteProducts,
    onSuccess: (_answer, ids) => forgetDeleted(client, workspaceId, ids),
  });
}
