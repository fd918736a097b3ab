import { queryOptions, useQuery } from "@tanstack/react-query";
import { type MemberRoleDetail, memberRolesResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /member-roles: the roles a member can be given (reference data, the same in every workspace). */
export const memberRolesQueryKey = ["member-roles"] as const;

export function getMemberRoles(signal?: AbortSignal): Promise<MemberRoleDetail[]> {
  return api.get("/member-roles", { schema: memberRolesResponseSchema, signal });
}

export const memberRolesQueryOptions = () =>
  queryOptions({
    queryKey: memberRolesQueryKey,
    queryFn: ({ signal }) => getMemberRoles(signal),
    staleTime: 60 * 60_000,
  });

export function useMemberRoles() {
  return useQuery(memberRolesQueryOptions());
}
