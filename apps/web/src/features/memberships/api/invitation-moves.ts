import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type Membership, membershipSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { membershipsQueryKey } from "./get-memberships";

/**
 * The calls that move one membership's invitation, each `PATCH /memberships/{id}/<move>` without a body
 * and answering the membership:
 * - `re-invite`: a Deactivated member becomes Invited again and gets a fresh mail;
 * - `resend-invite`: a pending invitation is mailed again, the old link dies, the new one lives 14 days
 *   (past 3 mails an hour to one invitation the api answers 429);
 * - `revoke-invite`: a pending invitation ends and its link stops working at once; the person leaves the
 *   lists (a re-invited former member goes back to Deactivated).
 */
export type InvitationMove = "re-invite" | "resend-invite" | "revoke-invite";

export function moveInvitation(move: InvitationMove, id: string): Promise<Membership> {
  return api.patch(`/memberships/${encodeURIComponent(id)}/${move}`, undefined, {
    schema: membershipSchema,
    endpoint: `PATCH /memberships/{id}/${move}`,
  });
}

export const invitationMoveMutationOptions = (workspaceId: string, move: InvitationMove) =>
  mutationOptions({
    mutationKey: ["memberships", move],
    mutationFn: (id: string) => moveInvitation(move, id),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: membershipsQueryKey(workspaceId) }),
  });

export function useInvitationMove(workspaceId: string, move: InvitationMove) {
  return useMutation(invitationMoveMutationOptions(workspaceId, move));
}
