import { mutationOptions, useMutation } from "@tanstack/react-query";
import { okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshStreamsAndProducts } from "./refresh-streams-and-products";

/** DELETE /products/supply-stream/{id}: the stream goes; its products stay in the catalogue. */
export function deleteSupplyStream(id: string): Promise<unknown> {
  return api.delete(`/products/supply-stream/${encodeURIComponent(id)}`, {
    schema: okResponseSchema,
    endpoint: "DELETE /products/supply-stream/{id}",
  });
}

export const deleteSupplyStreamMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["supply-streams", "delete"],
    mutationFn: deleteSupplyStream,
    onSuccess: (_answer, _id, _result, { client }) => refreshStreamsAndProducts(client, workspaceId),
  });

export function useDeleteSupplyStream(workspaceId: string) {
  return useMutation(deleteSupplyStreamMutationOptions(workspaceId));
}
