import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AuthUser, authUserSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

/** GET /users/me: the signed-in user; keeps the stored user (and primary entity) current. */
export const meQueryKey = ["users", "me"] as const;

export async function getMe(signal?: AbortSignal): Promise<AuthUser> {
  const user = await api.get("/users/me", { schema: authUserSchema, signal });
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
