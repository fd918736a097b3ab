import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AddProductMaterialRequest,
  addProductMaterialRequestSchema,
  type CreateMaterialRequest,
  createMaterialRequestSchema,
  type MaterialWire,
  materialSchema,
  type ProductMaterialWire,
  productMaterialSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { materialsQueryKey } from "./get-materials";

/** POST /products/materials: a new material, or the workspace's material of that name (200). */
export function createMaterial(body: CreateMaterialRequest): Promise<MaterialWire> {
  return api.post("/products/materials", createMaterialRequestSchema.parse(body), {
    schema: materialSchema,
    endpoint: "POST /products/materials",
  });
}

/** POST /products/{id}/materials: 409 on `material_id` when the product lists it at that stage. */
export function addProductMaterial(
  productId: string,
  body: AddProductMaterialRequest,
): Promise<ProductMaterialWire> {
  return api.post(
    `/products/${encodeURIComponent(productId)}/materials`,
    addProductMaterialRequestSchema.parse(body),
    {
      schema: productMaterialSchema,
      endpoint: "POST /products/{id}/materials",
    },
  );
}

/** Bad input and a material listed twice are explained in the form: no snackbar. */
export const addProductMaterialExplains = [400, 409];

/**
 * "Add material": the material picked, or made from the name typed (its UFLPA input as the form shows
 * it), then put in the product.
 */
export function useAddProductMaterial(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["materials", "product", productId, "add"],
    mutationFn: async (input: {
      material: CreateMaterialRequest;
      entry: Omit<AddProductMaterialRequest, "material_id">;
    }) => {
      const material = await createMaterial(input.material);
      return addProductMaterial(productId, { ...input.entry, material_id: material.id });
    },
    meta: { silentStatuses: addProductMaterialExplains },
    onSettled: () => client.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
