import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { UserPreferences, UserPreferencesUpdate } from "@tierline/contracts";
import { userPreferencesSchema, userPreferencesUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { userPreferencesQueryKey } from "./get-preferences";

/** PATCH /users/{userId}/workspaces/{orgId}/preferences: applied at once, undone on failure (spec section 4). */
export { userPreferencesUpdateSchema };

export function updateUserPreferences(
  userId: string,
  workspaceId: string,
  body: UserPreferencesUpdate,
): Promise<UserPreferences> {
  return api.patch(
    `/users/${encodeURIComponent(userId)}/workspaces/${encodeURIComponent(workspaceId)}/preferences`,
    userPreferencesUpdateSchema.parse(body),
    { schema: userPreferencesSchema, endpoint: "PATCH /users/{userId}/workspaces/{orgId}/preferences" },
  );
}

export const updateUserPreferencesMutationOptions = (userId: string, workspaceId: string) =>
  mutationOptions({
    mutationKey: ["users", userId, "workspaces", workspaceId, "preferences", "update"],
    mutationFn: (body: UserPreferencesUpdate) => updateUserPreferences(userId, workspaceId, body),
    meta: { silent: true },
    ...optimisticCallbacks<UserPreferences, UserPreferencesUpdate, UserPreferences>({
      queryKey: userPreferencesQueryKey(userId, workspaceId),
      apply: (data, patch) => ({ ...data, ...patch }),
      inverse: (data, patch) =>
        Object.fromEntries(
          Object.keys(patch).map((key) => [key, data[key as keyof UserPreferences]]),
        ) as UserPreferencesUpdate,
    }),
  });

export function useUpdateUserPreferences(userId: string, workspaceId: string) {
  return useMutation(updateUserPreferencesMutationOptions(userId, workspaceId));
}
