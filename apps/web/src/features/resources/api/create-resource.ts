import {
  type CreateResourceRequest,
  createResourceRequestSchema,
  type ResourceUploadResponse,
  resourceUploadResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /resources: announces a general file (policy, contract, image); answers the record and its upload form. */
export function createResource(body: CreateResourceRequest): Promise<ResourceUploadResponse> {
  return api.post("/resources", createResourceRequestSchema.parse(body), {
    schema: resourceUploadResponseSchema,
  });
}
