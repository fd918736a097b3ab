import { mutationOptions } from "@tanstack/react-query";
import {
  type AddProductListRequest,
  addProductListRequestSchema,
  type ProductImportWire,
  productImportSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

export interface AddProductListVariables {
  resourceId: string;
  body: AddProductListRequest;
}

/** POST /products/add-product-list/{id}: imports the catalogue with the mapping and stream, as a job. */
export function addProductList({ resourceId, body }: AddProductListVariables): Promise<ProductImportWire> {
  return api.post(
    `/products/add-product-list/${encodeURIComponent(resourceId)}`,
    addProductListRequestSchema.parse(body),
    {
      schema: productImportSchema,
      endpoint: "POST /products/add-product-list/{id}",
    },
  );
}

/** A mapping the server refuses is shown on its fields: no snackbar. */
export const addProductListExplains = [400];

export const addProductListMutationOptions = () =>
  mutationOptions({
    mutationKey: ["products", "import"],
    mutationFn: addProductList,
    meta: { silentStatuses: addProductListExplains },
  });
