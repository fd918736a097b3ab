import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MembershipListQuery } from "@tierline/contracts";
import {
  type Membership,
  membershipListQuerySchema,
  membershipSchema,
  type Paginated,
  paginatedSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /memberships?status=&page=&page_size=: one page of a Members tab (hidden members never show). */

const membershipPageSchema = paginatedSchema(membershipSchema);

/** Every membership list of a workspace sits under this key (invalidated after any change). */
export const membershipsQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "memberships"] as const;

export function getMemberships(
  query: MembershipListQuery,
  signal?: AbortSignal,
): Promise<Paginated<Membership>> {
  return api.get("/memberships", {
    query: membershipListQuerySchema.parse(query),
    schema: membershipPageSchema,
    signal,
  });
}

export const membershipsQueryOptions = (workspaceId: string, query: MembershipListQuery) =>
  queryOptions({
    queryKey: [...membershipsQueryKey(workspaceId), membershipListQuerySchema.parse(query)] as const,
    queryFn: ({ signal }) => getMemberships(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMemberships(workspaceId: string, query: MembershipListQuery) {
  return useQuery(membershipsQueryOptions(workspaceId, query));
}
