import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type Membership, membershipSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { membershipsQueryKey } from "./get-memberships";

/** PATCH /memberships/{id}/re-invite: a Deactivated member becomes Invited again and gets a fresh mail. */
export function reInviteMembership(id: string): Promise<Membership> {
  return api.patch(`/memberships/${encodeURIComponent(id)}/re-invite`, undefined, {
    schema: membershipSchema,
    endpoint: "PATCH /memberships/{id}/re-invite",
  });
}

export const reInviteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["memberships", "re-invite"],
    mutationFn: reInviteMembership,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: membershipsQueryKey(workspaceId) }),
  });

export function useReInvite(workspaceId: string) {
  return useMutation(reInviteMutationOptions(workspaceId));
}
