import { okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** DELETE /resources/{id}: the record and the stored file (a cancelled or replaced upload). */
export function deleteResource(id: string): Promise<unknown> {
  return api.delete(`/resources/${encodeURIComponent(id)}`, {
    schema: okResponseSchema,
    endpoint: "DELETE /resources/{id}",
  });
}
