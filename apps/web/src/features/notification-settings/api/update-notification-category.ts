import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { NotificationCategoryPreference } from "@tierline/contracts";
import {
  type NotificationSettings,
  notificationCategoryPreferenceSchema,
  notificationCategoryPreferenceUpdateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { optimisticCallbacks } from "../../../lib/optimistic";
import { notificationSettingsQueryKey } from "./get-notification-settings";

/** PATCH /notification-category-preferences/{id} {enabled}: a whole category on or off, at once. */
export { notificationCategoryPreferenceUpdateSchema };
export interface UpdateNotificationCategoryVariables {
  id: string;
  enabled: boolean;
}

export function updateNotificationCategory({
  id,
  enabled,
}: UpdateNotificationCategoryVariables): Promise<NotificationCategoryPreference> {
  return api.patch(
    `/notification-category-preferences/${encodeURIComponent(id)}`,
    notificationCategoryPreferenceUpdateSchema.parse({ enabled }),
    {
      schema: notificationCategoryPreferenceSchema,
      endpoint: "PATCH /notification-category-preferences/{id}",
    },
  );
}

export const updateNotificationCategoryMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "notification-settings", "category"],
    mutationFn: updateNotificationCategory,
    meta: { silent: true },
    ...optimisticCallbacks<
      NotificationSettings,
      UpdateNotificationCategoryVariables,
      NotificationCategoryPreference
    >({
      queryKey: notificationSettingsQueryKey(workspaceId),
      apply: (data, { id, enabled }) => ({
        ...data,
        categories: data.categories.map((category) =>
          category.id === id ? { ...category, enabled } : category,
        ),
      }),
      inverse: (data, { id, enabled }) => ({
        id,
        enabled: data.categories.find((category) => category.id === id)?.enabled ?? !enabled,
      }),
    }),
  });

export function useUpdateNotificationCategory(workspaceId: string) {
  return useMutation(updateNotificationCategoryMutationOptions(workspaceId));
}
