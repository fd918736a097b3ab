import { mutationOptions, useMutation } from "@tanstack/react-query";
import { openInviteRequestSchema, openInviteResponseSchema } from "@tierline/contracts";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /memberships/open-invite: a link anyone may use to join with the chosen roles (14 days). */
export { openInviteRequestSchema };
export type OpenInviteRequest = z.infer<typeof openInviteRequestSchema>;
export type OpenInviteResponse = z.infer<typeof openInviteResponseSchema>;

export function openInvite(body: OpenInviteRequest): Promise<OpenInviteResponse> {
  return api.post("/memberships/open-invite", openInviteRequestSchema.parse(body), {
    schema: openInviteResponseSchema,
  });
}

export const openInviteMutationOptions = () =>
  mutationOptions({
    mutationKey: ["memberships", "open-invite"],
    mutationFn: openInvite,
    meta: { silentStatuses: [400] },
  });

export function useOpenInvite() {
  return useMutation(openInviteMutationOptions());
}
