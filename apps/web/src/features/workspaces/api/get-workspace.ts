import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Workspace, workspaceSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}: the workspace's name, owner, primary entity and creation date. */
export const workspaceQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "detail"] as const;

export function getWorkspace(workspaceId: string, signal?: AbortSignal): Promise<Workspace> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}`, {
    schema: workspaceSchema,
    signal,
    endpoint: "GET /workspaces/{id}",
  });
}

export const workspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceQueryKey(workspaceId),
    queryFn: ({ signal }) => getWorkspace(workspaceId, signal),
  });

export function useWorkspace(workspaceId: string) {
  return useQuery(workspaceQueryOptions(workspaceId));
}
