import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { WorkspaceMetadata, WorkspaceMetadataUpdate } from "@tierline/contracts";
import { workspaceMetadataSchema, workspaceMetadataUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { workspaceMetadataQueryKey } from "./get-workspace-metadata";

/** PATCH /workspaces/{id}/metadata: applied at once, undone when the call fails. */
export { workspaceMetadataUpdateSchema };

export function updateWorkspaceMetadata(
  workspaceId: string,
  body: WorkspaceMetadataUpdate,
): Promise<WorkspaceMetadata> {
  return api.patch(
    `/workspaces/${encodeURIComponent(workspaceId)}/metadata`,
    workspaceMetadataUpdateSchema.parse(body),
    { schema: workspaceMetadataSchema, endpoint: "PATCH /workspaces/{id}/metadata" },
  );
}

export const updateWorkspaceMetadataMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "metadata", "update"],
    mutationFn: (body: WorkspaceMetadataUpdate) => updateWorkspaceMetadata(workspaceId, body),
    meta: { silent: true },
    ...optimisticCallbacks<WorkspaceMetadata, WorkspaceMetadataUpdate, WorkspaceMetadata>({
      queryKey: workspaceMetadataQueryKey(workspaceId),
      apply: (data, patch) => ({ ...data, ...patch }),
      inverse: (data, patch) =>
        Object.fromEntries(
          Object.keys(patch).map((key) => [key, data[key as keyof WorkspaceMetadata]]),
        ) as WorkspaceMetadataUpdate,
    }),
  });

export function useUpdateWorkspaceMetadata(workspaceId: string) {
  return useMutation(updateWorkspaceMetadataMutationOptions(workspaceId));
}
