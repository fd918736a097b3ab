import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserPreferences } from "@tierline/contracts";
import { userPreferencesSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /users/{userId}/workspaces/{orgId}/preferences: the user's vendor notifications in a workspace. */

export const userPreferencesQueryKey = (userId: string, workspaceId: string) =>
  ["users", userId, "workspaces", workspaceId, "preferences"] as const;

export function getUserPreferences(
  userId: string,
  workspaceId: string,
  signal?: AbortSignal,
): Promise<UserPreferences> {
  return api.get(
    `/users/${encodeURIComponent(userId)}/workspaces/${encodeURIComponent(workspaceId)}/preferences`,
    { schema: userPreferencesSchema, signal, endpoint: "GET /users/{userId}/workspaces/{orgId}/preferences" },
  );
}

export const userPreferencesQueryOptions = (userId: string, workspaceId: string) =>
  queryOptions({
    queryKey: userPreferencesQueryKey(userId, workspaceId),
    queryFn: ({ signal }) => getUserPreferences(userId, workspaceId, signal),
  });

export function useUserPreferences(userId: string, workspaceId: string) {
  return useQuery(userPreferencesQueryOptions(userId, workspaceId));
}
