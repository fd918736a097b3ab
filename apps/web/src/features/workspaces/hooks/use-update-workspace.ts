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
      // The stored user now carries the new name (its workspaces too): the cached GET /users/me follows.
      client.setQueryData<AuthUser>(meQueryKey, (user) => authStore.getState().auth.user ?? user);
      showSuccessSnackbar(successMessages.changesSaved);
    },
  });
}
