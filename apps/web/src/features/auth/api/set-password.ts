import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AuthUser,
  authUserSchema,
  type SetPasswordRequest,
  setPasswordRequestSchema,
  successMessages,
} from "@tierline/contracts";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { meQueryKey } from "../../users/api/get-me";

/** POST /set-password: turns password sign-in on (password_authenticated becomes true). */
export { setPasswordRequestSchema };

export function setPassword(body: SetPasswordRequest): Promise<AuthUser> {
  return api.post("/set-password", body, { schema: authUserSchema });
}

export const setPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ["auth", "set-password"], mutationFn: setPassword });

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setPasswordMutationOptions(),
    onSuccess: (user) => {
      authStore.setUser(user);
      queryClient.setQueryData(meQueryKey, user);
      showSuccessSnackbar(successMessages.changesSaved);
    },
  });
}
