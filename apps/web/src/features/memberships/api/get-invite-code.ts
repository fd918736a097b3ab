import { queryOptions, useQuery } from "@tanstack/react-query";
import { type InviteCodeInfo, inviteCodeInfoSchema, inviteCodeParamsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /memberships/code/{code} (public): what an invitation offers. An expired or used code answers
 * 400 LINK_INVALID, an unknown one 404; the invitation screen explains both itself.
 */
export { inviteCodeParamsSchema };

export function getInviteCode(code: string, signal?: AbortSignal): Promise<InviteCodeInfo> {
  return api.get(`/memberships/code/${encodeURIComponent(code)}`, {
    public: true,
    schema: inviteCodeInfoSchema,
    signal,
    endpoint: "GET /memberships/code/{code}",
  });
}

export const inviteCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["memberships", "code", code],
    queryFn: ({ signal }) => getInviteCode(code, signal),
    enabled: inviteCodeParamsSchema.safeParse({ code }).success,
    meta: { silentStatuses: [400, 404] },
  });

export function useInviteCode(code: string) {
  return useQuery(inviteCodeQueryOptions(code));
}
