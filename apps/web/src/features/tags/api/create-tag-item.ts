import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type CreateTagItemRequest,
  createTagItemRequestSchema,
  type TagItemWire,
  tagItemSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { tagItemsQueryKey } from "./get-tag-items";

/** POST /tag-items `{tag, object_id}`: the tag on one object (the item there was, when tagged already). */
export function createTagItem(body: CreateTagItemRequest): Promise<TagItemWire> {
  return api.post("/tag-items", createTagItemRequestSchema.parse(body), {
    schema: tagItemSchema,
    endpoint: "POST /tag-items",
  });
}

export const createTagItemMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["tag-items", "create"],
    mutationFn: createTagItem,
    onSuccess: (_item, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: tagItemsQueryKey(workspaceId) }),
  });

export function useCreateTagItem(workspaceId: string) {
  return useMutation(createTagItemMutationOptions(workspaceId));
}
