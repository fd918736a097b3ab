import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type PaginationQuery,
  paginationQuerySchema,
  type WorkspaceEntity,
  workspaceEntityListSchema,
} from "@tierline/contracts";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/entities?page&page_size: the companies of the workspace, a page at a time. */
export type { WorkspaceEntity };
export type WorkspaceEntitiesQuery = z.input<typeof paginationQuerySchema>;

export const workspaceEntitiesQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "entities"] as const;

export function getWorkspaceEntities(
  workspaceId: string,
  query: WorkspaceEntitiesQuery = {},
  signal?: AbortSignal,
): Promise<Paginated<WorkspaceEntity>> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/entities`, {
    query: paginationQuerySchema.parse(query) satisfies PaginationQuery,
    schema: workspaceEntityListSchema,
    signal,
    endpoint: "GET /workspaces/{id}/entities",
  });
}

export const workspaceEntitiesQueryOptions = (workspaceId: string, query: WorkspaceEntitiesQuery = {}) =>
  queryOptions({
    queryKey: [...workspaceEntitiesQueryKey(workspaceId), paginationQuerySchema.parse(query)] as const,
    queryFn: ({ signal }) => getWorkspaceEntities(workspaceId, query, signal),
  });

export function useWorkspaceEntities(workspaceId: string, query: WorkspaceEntitiesQuery = {}) {
  return useQuery(workspaceEntitiesQueryOptions(workspaceId, query));
}
