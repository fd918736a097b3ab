import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type OpenInviteItem,
  openInviteSchema,
  type Paginated,
  type PaginationQuery,
  paginatedSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /memberships/open-invites: the workspace's open links that still work, newest first. */
const openInvitePageSchema = paginatedSchema(openInviteSchema);

export const openInvitesQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "open-invites"] as const;

export function getOpenInvites(
  query: PaginationQuery,
  signal?: AbortSignal,
): Promise<Paginated<OpenInviteItem>> {
  return api.get("/memberships/open-invites", { query, schema: openInvitePageSchema, signal });
}

export const openInvitesQueryOptions = (workspaceId: string, query: PaginationQuery) =>
  queryOptions({
    queryKey: [...openInvitesQueryKey(workspaceId), query] as const,
    queryFn: ({ signal }) => getOpenInvites(query, signal),
  });

export function useOpenInvites(workspaceId: string, query: PaginationQuery, { enabled = true } = {}) {
  return useQuery({ ...openInvitesQueryOptions(workspaceId, query), enabled });
}
