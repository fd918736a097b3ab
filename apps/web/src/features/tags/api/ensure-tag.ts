import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type EnsureTagRequest, ensureTagRequestSchema, type TagWire, tagSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { tagsQueryKey } from "./get-tags";

/**
 * POST /tags `{workspace, name, type}`: the tag of that name (any case), made when missing: what the
 * picker's "Create" sends, safe to send twice.
 */
export function ensureTag(body: EnsureTagRequest): Promise<TagWire> {
  return api.post("/tags", ensureTagRequestSchema.parse(body), { schema: tagSchema, endpoint: "POST /tags" });
}

export const ensureTagMutationOptions = () =>
  mutationOptions({
    mutationKey: ["tags", "ensure"],
    mutationFn: ensureTag,
    onSuccess: (_tag, { workspace }, _result, { client }) =>
      client.invalidateQueries({ queryKey: tagsQueryKey(workspace) }),
  });

export function useEnsureTag() {
  return useMutation(ensureTagMutationOptions());
}
