import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ProductCreate,
  type ProductPatch,
  type ProductWire,
  productCreateSchema,
  productPatchSchema,
  productSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { productsQueryKey } from "../../../lib/query-keys";

/** POST /products: a product made by hand; 409 names the product with the same identity. */
export function createProduct(body: ProductCreate): Promise<ProductWire> {
  return api.post("/products", productCreateSchema.parse(body), {
    schema: productSchema,
    endpoint: "POST /products",
  });
}

/** PATCH /products/{id}: the fields given. */
export function updateProduct({ id, body }: { id: string; body: ProductPatch }): Promise<ProductWire> {
  return api.patch(`/products/${encodeURIComponent(id)}`, productPatchSchema.parse(body), {
    schema: productSchema,
    endpoint: "PATCH /products/{id}",
  });
}

/** Bad input and a duplicate are explained in the form: no snackbar. */
export const saveProductExplains = [400, 409];

export function useCreateProduct(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["products", "create"],
    mutationFn: createProduct,
    meta: { silentStatuses: saveProductExplains },
    onSuccess: () => client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) }),
  });
}

export function useUpdateProduct(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["products", "update"],
    mutationFn: updateProduct,
    meta: { silentStatuses: saveProductExplains },
    onSuccess: () => client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) }),
  });
}
