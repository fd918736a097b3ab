import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { EmailInviteRequest, EmailInviteResponse } from "@tierline/contracts";
import { emailInviteRequestSchema, emailInviteResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { membershipsQueryKey } from "./get-memberships";

/** POST /memberships/email-invite: invites one or more people by e-mail, each with their roles. */
export { emailInviteRequestSchema };

export function emailInvite(body: EmailInviteRequest): Promise<EmailInviteResponse> {
  return api.post("/memberships/email-invite", emailInviteRequestSchema.parse(body), {
    schema: emailInviteResponseSchema,
  });
}

export const emailInviteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["memberships", "email-invite"],
    mutationFn: emailInvite,
    // Field errors (`invites.0.email`) are shown on their row; so is the mail limit's 429, which says
    // how long to wait.
    meta: { silentStatuses: [400, 409, 429] },
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: membershipsQueryKey(workspaceId) }),
  });

export function useEmailInvite(workspaceId: string) {
  return useMutation(emailInviteMutationOptions(workspaceId));
}
