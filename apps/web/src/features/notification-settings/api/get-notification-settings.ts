import { queryOptions, useQuery } from "@tanstack/react-query";
import { type NotificationSettings, notificationSettingsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /notification-settings: the signed-in user's notification settings in the current workspace. */
export const notificationSettingsQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "notification-settings"] as const;

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get("/notification-settings", { schema: notificationSettingsSchema, signal });
}

export const notificationSettingsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: notificationSettingsQueryKey(workspaceId),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings(workspaceId: string) {
  return useQuery(notificationSettingsQueryOptions(workspaceId));
}
