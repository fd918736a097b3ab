import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { UserSettings, UserSettingsUpdate } from "@tierline/contracts";
import { userSettingsSchema, userSettingsUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { userSettingsQueryKey } from "./get-user-settings";

/** PATCH /workspaces/{id}/user-settings: applied at once, undone when the call fails. */
export { userSettingsUpdateSchema };

export function updateUserSettings(workspaceId: string, body: UserSettingsUpdate): Promise<UserSettings> {
  return api.patch(
    `/workspaces/${encodeURIComponent(workspaceId)}/user-settings`,
    userSettingsUpdateSchema.parse(body),
    { schema: userSettingsSchema, endpoint: "PATCH /workspaces/{id}/user-settings" },
  );
}

export const updateUserSettingsMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "user-settings", "update"],
    mutationFn: (body: UserSettingsUpdate) => updateUserSettings(workspaceId, body),
    meta: { silent: true },
    ...optimisticCallbacks<UserSettings, UserSettingsUpdate, UserSettings>({
      queryKey: userSettingsQueryKey(workspaceId),
      apply: (data, patch) => ({ ...data, ...patch }),
      inverse: (data, patch) =>
        Object.fromEntries(
          Object.keys(patch).map((key) => [key, data[key as keyof UserSettings]]),
        ) as UserSettingsUpdate,
    }),
  });

export function useUpdateUserSettings(workspaceId: string) {
  return useMutation(updateUserSettingsMutationOptions(workspaceId));
}
