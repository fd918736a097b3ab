import { useMutation, useQueryClient } from "@tanstack/react-query";
import { okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { materialsQueryKey } from "./get-materials";

/** DELETE /products/{id}/materials/{product_material_id}: takes the material off the product. */
export function removeProductMaterial(productId: string, productMaterialId: string) {
  return api.delete(
    `/products/${encodeURIComponent(productId)}/materials/${encodeURIComponent(productMaterialId)}`,
    { schema: okResponseSchema, endpoint: "DELETE /products/{id}/materials/{product_material_id}" },
  );
}

export function useRemoveProductMaterial(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["materials", "product", productId, "remove"],
    mutationFn: (productMaterialId: string) => removeProductMaterial(productId, productMaterialId),
    onSettled: () => client.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
