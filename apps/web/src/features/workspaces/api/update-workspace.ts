import { mutationOptions } from "@tanstack/react-query";
import type { WorkspaceUpdate } from "@tierline/contracts";
import { type Workspace, workspaceSchema, workspaceUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** PATCH /workspaces/{id} {name}: renames the workspace (workspace.update). */
export { workspaceUpdateSchema };
export interface UpdateWorkspaceVariables {
  workspaceId: string;
  body: WorkspaceUpdate;
}

export function updateWorkspace({ workspaceId, body }: UpdateWorkspaceVariables): Promise<Workspace> {
  return api.patch(`/workspaces/${encodeURIComponent(workspaceId)}`, workspaceUpdateSchema.parse(body), {
    schema: workspaceSchema,
    endpoint: "PATCH /workspaces/{id}",
  });
}

/** A bad name is shown under the field: no snackbar for it. */
export const updateWorkspaceExplains = [400];

export const updateWorkspaceMutationOptions = () =>
  mutationOptions({
    mutationKey: ["workspaces", "update"],
    mutationFn: updateWorkspace,
    meta: { silentStatuses: updateWorkspaceExplains },
  });
