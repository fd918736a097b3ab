import { mutationOptions, useMutation } from "@tanstack/react-query";
import { okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { tagItemsQueryKey } from "./get-tag-items";

/** DELETE /tag-items/{id}: takes a tag off its object. */
export function deleteTagItem(id: string): Promise<unknown> {
  return api.delete(`/tag-items/${encodeURIComponent(id)}`, {
    schema: okResponseSchema,
    endpoint: "DELETE /tag-items/{id}",
  });
}

export const deleteTagItemMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["tag-items", "delete"],
    mutationFn: deleteTagItem,
    onSuccess: (_answer, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: tagItemsQueryKey(workspaceId) }),
  });

export function useDeleteTagItem(workspaceId: string) {
  return useMutation(deleteTagItemMutationOptions(workspaceId));
}
