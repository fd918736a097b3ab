import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { NotificationSettingsUpdate } from "@tierline/contracts";
import {
  type NotificationSettings,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { notificationSettingsQueryKey } from "./get-notification-settings";

/** PATCH /notification-settings/{id}: delivery time and review frequency; applied at once, undone on failure. */
export { notificationSettingsUpdateSchema };
export interface UpdateNotificationSettingsVariables {
  id: string;
  body: NotificationSettingsUpdate;
}

export function updateNotificationSettings({
  id,
  body,
}: UpdateNotificationSettingsVariables): Promise<NotificationSettings> {
  return api.patch(
    `/notification-settings/${encodeURIComponent(id)}`,
    notificationSettingsUpdateSchema.parse(body),
    {
      schema: notificationSettingsSchema,
      endpoint: "PATCH /notification-settings/{id}",
    },
  );
}

export const updateNotificationSettingsMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "notification-settings", "update"],
    mutationFn: updateNotificationSettings,
    meta: { silent: true },
    ...optimisticCallbacks<NotificationSettings, UpdateNotificationSettingsVariables, NotificationSettings>({
      queryKey: notificationSettingsQueryKey(workspaceId),
      apply: (data, { body }) => ({ ...data, ...body }),
      inverse: (data, { id, body }) => ({
        id,
        body: Object.fromEntries(
          Object.keys(body).map((key) => [key, data[key as keyof NotificationSettingsUpdate]]),
        ) as NotificationSettingsUpdate,
      }),
    }),
  });

export function useUpdateNotificationSettings(workspaceId: string) {
  return useMutation(updateNotificationSettingsMutationOptions(workspaceId));
}
