import { mutationOptions } from "@tanstack/react-query";
import { type AcceptInvitationResponse, acceptInvitationResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /users/me/invitations/{id}/accept: the signed-in user accepts an invitation addressed to them. */
export function acceptInvitation(invitationId: string): Promise<AcceptInvitationResponse> {
  return api.post(`/users/me/invitations/${encodeURIComponent(invitationId)}/accept`, undefined, {
    schema: acceptInvitationResponseSchema,
    endpoint: "POST /users/me/invitations/{id}/accept",
    workspace: false,
  });
}

export const acceptInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ["users", "me", "invitations", "accept"],
    mutationFn: acceptInvitation,
    // The invitation card says what went wrong (expired, revoked) in place.
    meta: { silentStatuses: [400, 404, 409] },
  });
