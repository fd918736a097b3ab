import { mutationOptions } from "@tanstack/react-query";
import type { AcceptInviteRequest } from "@tierline/contracts";
import {
  type AcceptInvitationResponse,
  acceptInvitationResponseSchema,
  acceptInviteRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /memberships/accept-invite: the signed-in user joins by an invite link's code. */
export { acceptInviteRequestSchema };

export function acceptInvite(body: AcceptInviteRequest): Promise<AcceptInvitationResponse> {
  // About the user, not the workspace they work in now: no X-Workspace-Id.
  return api.post("/memberships/accept-invite", acceptInviteRequestSchema.parse(body), {
    schema: acceptInvitationResponseSchema,
    workspace: false,
  });
}

export const acceptInviteMutationOptions = () =>
  mutationOptions({
    mutationKey: ["memberships", "accept-invite"],
    mutationFn: acceptInvite,
    meta: { silentStatuses: [400, 403, 404, 409] },
  });
