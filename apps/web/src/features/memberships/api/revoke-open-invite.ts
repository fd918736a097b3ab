import { mutationOptions, useMutation } from "@tanstack/react-query";
import { okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { openInvitesQueryKey } from "./get-open-invites";

/** DELETE /memberships/open-invites/{id}: an open link stops working at once (a leaked one, say). */
export function revokeOpenInvite(id: string): Promise<{ ok: true }> {
  return api.delete(`/memberships/open-invites/${encodeURIComponent(id)}`, {
    schema: okResponseSchema,
    endpoint: "DELETE /memberships/open-invites/{id}",
  });
}

export const revokeOpenInviteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["memberships", "revoke-open-invite"],
    mutationFn: revokeOpenInvite,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: openInvitesQueryKey(workspaceId) }),
  });

export function useRevokeOpenInvite(workspaceId: string) {
  return useMutation(revokeOpenInviteMutationOptions(workspaceId));
}
