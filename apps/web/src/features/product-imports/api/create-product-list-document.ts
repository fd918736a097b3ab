import {
  type ProductListDocumentRequest,
  productListDocumentRequestSchema,
  type ResourceUploadResponse,
  resourceUploadResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /products/product-list-document: announces a product catalogue (xlsx, xls or csv) to import. */
export function createProductListDocument(body: ProductListDocumentRequest): Promise<ResourceUploadResponse> {
  return api.post("/products/product-list-document", productListDocumentRequestSchema.parse(body), {
    schema: resourceUploadResponseSchema,
    endpoint: "POST /products/product-list-document",
  });
}
