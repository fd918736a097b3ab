import { mutationOptions, useMutation } from "@tanstack/react-query";
import { removeStreamProductsRequestSchema, removeStreamProductsResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshStreamsAndProducts } from "./refresh-streams-and-products";

/** POST /products/supply-stream/{id}/delete: products out of the stream (they stay in the catalogue). */
export function removeStreamProducts({ id, linkIds }: { id: string; linkIds: string[] }) {
  return api.post(
    `/products/supply-stream/${encodeURIComponent(id)}/delete`,
    removeStreamProductsRequestSchema.parse({ product_supply_stream_ids: linkIds }),
    { schema: removeStreamProductsResponseSchema, endpoint: "POST /products/supply-stream/{id}/delete" },
  );
}

export const removeStreamProductsMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["supply-streams", "remove-products"],
    mutationFn: removeStreamProducts,
    onSuccess: (_answer, _input, _result, { client }) => refreshStreamsAndProducts(client, workspaceId),
  });

export function useRemoveStreamProducts(workspaceId: string) {
  return useMutation(removeStreamProductsMutationOptions(workspaceId));
}
