import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { okResponseSchema } from "@tierline/contracts";
import { api, authPaths } from "./api-client";
import { authStore } from "./auth-store";

/** POST /auth/logout: revokes the refresh token. */
export function logout(refresh: string) {
  return api.post(authPaths.logout, { refresh }, { public: true, schema: okResponseSchema });
}

/** Signing out always clears the local session, even when the server cannot be reached. */
export async function signOut(): Promise<void> {
  const refresh = authStore.refreshToken;
  try {
    if (refresh) await logout(refresh);
  } finally {
    authStore.clearSession();
  }
}

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ["auth", "logout"], mutationFn: signOut, meta: { silent: true } });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logoutMutationOptions(),
    onSettled: () => queryClient.clear(),
  });
}
