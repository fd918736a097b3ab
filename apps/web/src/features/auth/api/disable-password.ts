import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AuthUser,
  authUserSchema,
  disablePasswordRequestSchema,
  successMessages,
} from "@tierline/contracts";
import type { z } from "zod";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { meQueryKey } from "../../users/api/get-me";

/** POST /disable-password: turns password sign-in off; needs the current password. */
export { disablePasswordRequestSchema };
export type DisablePasswordRequest = z.infer<typeof disablePasswordRequestSchema>;

export function disablePassword(body: DisablePasswordRequest): Promise<AuthUser> {
  return api.post("/disable-password", body, { schema: authUserSchema });
}

export const disablePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "disable-password"],
    mutationFn: disablePassword,
    // A wrong current password is shown under the field.
    meta: { silentStatuses: [400, 401] },
  });

export function useDisablePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...disablePasswordMutationOptions(),
    onSuccess: (user) => {
      authStore.setUser(user);
      queryClient.setQueryData(meQueryKey, user);
      showSuccessSnackbar(successMessages.changesSaved);
    },
  });
}
