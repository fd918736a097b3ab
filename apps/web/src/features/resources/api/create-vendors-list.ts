import {
  type ResourceUploadResponse,
  resourceUploadResponseSchema,
  type VendorsListRequest,
  vendorsListRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * POST /resources/vendors-list: announces the vendor list (xlsx, xls or csv) of the workspace's own
 * company (`entity`); answers the record, already linked to the company, and its upload form.
 */
export function createVendorsList(body: VendorsListRequest): Promise<ResourceUploadResponse> {
  return api.post("/resources/vendors-list", vendorsListRequestSchema.parse(body), {
    schema: resourceUploadResponseSchema,
  });
}
