import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { OpenInviteRequest, OpenInviteResponse } from "@tierline/contracts";
import { openInviteRequestSchema, openInviteResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { openInvitesQueryKey } from "./get-open-invites";

/** POST /memberships/open-invite: a link anyone may use to join with the chosen roles (14 days). */
export { openInviteRequestSchema };

export function openInvite(body: OpenInviteRequest): Promise<OpenInviteResponse> {
  return api.post("/memberships/open-invite", openInviteRequestSchema.parse(body), {
    schema: openInviteResponseSchema,
  });
}

export const openInviteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["memberships", "open-invite"],
    mutationFn: openInvite,
    meta: { silentStatuses: [400] },
    // The new link joins the list of links that still work.
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: openInvitesQueryKey(workspaceId) }),
  });

export function useOpenInvite(workspaceId: string) {
  return useMutation(openInviteMutationOptions(workspaceId));
}
