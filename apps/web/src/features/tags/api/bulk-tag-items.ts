import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type BulkTagItemsRequest,
  bulkTagItemsRequestSchema,
  type TagItemsBulkWire,
  tagItemsBulkSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { tagItemsQueryKey } from "./get-tag-items";

/**
 * POST /tag-items/bulk `{tag, object_ids}` (at most 1,000): the tag on many objects at once (the vendor
 * list's bulk action), answering the items made and the objects that had it already.
 */
export function bulkTagItems(body: BulkTagItemsRequest): Promise<TagItemsBulkWire> {
  return api.post("/tag-items/bulk", bulkTagItemsRequestSchema.parse(body), {
    schema: tagItemsBulkSchema,
    endpoint: "POST /tag-items/bulk",
  });
}

export const bulkTagItemsMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["tag-items", "bulk"],
    mutationFn: bulkTagItems,
    onSuccess: (_answer, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: tagItemsQueryKey(workspaceId) }),
  });

export function useBulkTagItems(workspaceId: string) {
  return useMutation(bulkTagItemsMutationOptions(workspaceId));
}
