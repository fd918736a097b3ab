import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type AuthUser,
  successMessages,
  type Workspace,
  workspaceSchema,
  workspaceUpdateSchema,
} from "@tierline/contracts";
import type { z } from "zod";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { meQueryKey } from "../../../lib/me";
import { workspaceQueryKey } from "./get-workspace";

/** PATCH /workspaces/{id} {name}: renames the workspace (workspace.update). */
export { workspaceUpdateSchema };
export type WorkspaceUpdate = z.infer<typeof workspaceUpdateSchema>;
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

export const updateWorkspaceMutationOptions = () =>
  mutationOptions({
    mutationKey: ["workspaces", "update"],
    mutationFn: updateWorkspace,
    // A bad name is shown under the field.
    meta: { silentStatuses: [400] },
    onSuccess: (workspace: Workspace, _variables, _result, { client }) => {
      client.setQueryData(workspaceQueryKey(workspace.id), workspace);
      // Spec section 4: "A workspace rename updates the stored workspace name" (shell, account menu).
      authStore.renameWorkspace(workspace.id, workspace.name);
      client.setQueryData<AuthUser>(meQueryKey, (user) =>
        user?.primary_entity?.workspace.id === workspace.id
          ? {
              ...user,
              primary_entity: {
                ...user.primary_entity,
                workspace: { ...user.primary_entity.workspace, name: workspace.name },
              },
            }
          : user,
      );
      showSuccessSnackbar(successMessages.changesSaved);
    },
  });

export function useUpdateWorkspace() {
  return useMutation(updateWorkspaceMutationOptions());
}
