import { useMutation } from "@tanstack/react-query";
import { type AuthUser, successMessages, type Workspace } from "@tierline/contracts";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { authStore } from "../../../lib/auth-store";
import { meQueryKey } from "../../../lib/me";
import { workspaceQueryKey } from "../api/get-workspace";
import { updateWorkspaceMutationOptions } from "../api/update-workspace";

/** PATCH /workspaces/{id} from the settings: the new name shows everywhere at once, and is said to be saved. */
export function useUpdateWorkspace() {
  return useMutation({
    ...updateWorkspaceMutationOptions(),
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
}
