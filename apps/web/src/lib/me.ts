import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AuthUser, authUserSchema, successMessages } from "@tierline/contracts";
import { showSuccessSnackbar } from "../components/snackbar/snackbar";
import { api } from "./api-client";
import { authStore } from "./auth-store";

/** GET /users/me: the signed-in user; keeps the stored user (and primary entity) current. */
export const meQueryKey = ["users", "me"] as const;

export async function getMe(signal?: AbortSignal): Promise<AuthUser> {
  const user = await api.get("/users/me", { schema: authUserSchema, signal, workspace: false });
  if (authStore.isAuthenticated) authStore.setUser(user);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery({
    ...meQueryOptions(),
    initialData: authStore.getState().auth.user ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

/**
 * For calls that answer the signed-in user after changing it (names, password): the new user replaces
 * the stored one (the account menu) and the cached GET /users/me, and the change is said to be saved.
 */
export function useSavedCurrentUser() {
  const storeUser = useStoreCurrentUser();
  return (user: AuthUser) => {
    storeUser(user);
    showSuccessSnackbar(successMessages.changesSaved);
  };
}

/** A call answered the signed-in user anew (e.g. with a new membership): stored and cached as GET /users/me. */
export function useStoreCurrentUser() {
  const queryClient = useQueryClient();
  return (user: AuthUser) => {
    authStore.setUser(user);
    queryClient.setQueryData(meQueryKey, user);
  };
}
