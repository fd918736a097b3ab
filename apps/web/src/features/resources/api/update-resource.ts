import {
  type Resource,
  resourceSchema,
  type UpdateResourceRequest,
  updateResourceRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * PUT /resources/{id}: `{status: "UPLOADED"}` completes an upload (the api checks the stored file's size
 * and type by content: a refused file answers 400 with the reason on `file`); `{file_name}` renames.
 */
export function updateResource(id: string, body: UpdateResourceRequest): Promise<Resource> {
  return api.put(`/resources/${encodeURIComponent(id)}`, updateResourceRequestSchema.parse(body), {
    schema: resourceSchema,
    endpoint: "PUT /resources/{id}",
  });
}

export const completeUpload = (id: string) => updateResource(id, { status: "UPLOADED" });
