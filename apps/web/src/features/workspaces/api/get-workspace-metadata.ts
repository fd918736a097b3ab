import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkspaceMetadata } from "@tierline/contracts";
import { workspaceMetadataSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/metadata: workspace-wide set-up state (vendor workflow, entity details, checklist). */

export const workspaceMetadataQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "metadata"] as const;

export function getWorkspaceMetadata(workspaceId: string, signal?: AbortSignal): Promise<WorkspaceMetadata> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/metadata`, {
    schema: workspaceMetadataSchema,
    signal,
    endpoint: "GET /workspaces/{id}/metadata",
  });
}

export const workspaceMetadataQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceMetadataQueryKey(workspaceId),
    queryFn: ({ signal }) => getWorkspaceMetadata(workspaceId, signal),
  });

export function useWorkspaceMetadata(workspaceId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...workspaceMetadataQueryOptions(workspaceId), enabled: options.enabled ?? true });
}
