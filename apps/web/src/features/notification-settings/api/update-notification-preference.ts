import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { NotificationPreference, NotificationPreferenceUpdate } from "@tierline/contracts";
import {
  type NotificationSettings,
  notificationPreferenceSchema,
  notificationPreferenceUpdateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { notificationSettingsQueryKey } from "./get-notification-settings";

/** PATCH /notification-preferences/{id} {email?, in_app?}: one notification's channels, at once. */
export { notificationPreferenceUpdateSchema };
export interface UpdateNotificationPreferenceVariables {
  id: string;
  body: NotificationPreferenceUpdate;
}

export function updateNotificationPreference({
  id,
  body,
}: UpdateNotificationPreferenceVariables): Promise<NotificationPreference> {
  return api.patch(
    `/notification-preferences/${encodeURIComponent(id)}`,
    notificationPreferenceUpdateSchema.parse(body),
    {
      schema: notificationPreferenceSchema,
      endpoint: "PATCH /notification-preferences/{id}",
    },
  );
}

function patchPreference(
  data: NotificationSettings,
  id: string,
  body: NotificationPreferenceUpdate,
): NotificationSettings {
  return {
    ...data,
    categories: data.categories.map((category) => ({
      ...category,
      notifications: category.notifications.map((item) => (item.id === id ? { ...item, ...body } : item)),
    })),
  };
}

function findPreference(data: NotificationSettings, id: string): NotificationPreference | undefined {
  for (const category of data.categories) {
    const found = category.notifications.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

export const updateNotificationPreferenceMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "notification-settings", "preference"],
    mutationFn: updateNotificationPreference,
    meta: { silent: true },
    ...optimisticCallbacks<
      NotificationSettings,
      UpdateNotificationPreferenceVariables,
      NotificationPreference
    >({
      queryKey: notificationSettingsQueryKey(workspaceId),
      apply: (data, { id, body }) => patchPreference(data, id, body),
      inverse: (data, { id, body }) => {
        const before = findPreference(data, id);
        const undo: NotificationPreferenceUpdate = {};
        if (body.email !== undefined) undo.email = before?.email ?? !body.email;
        if (body.in_app !== undefined) undo.in_app = before?.in_app ?? !body.in_app;
        return { id, body: undo };
      },
    }),
  });

export function useUpdateNotificationPreference(workspaceId: string) {
  return useMutation(updateNotificationPreferenceMutationOptions(workspaceId));
}
