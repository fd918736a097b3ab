import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type NotificationUnreadCount,
  notificationListSchema,
  notificationUnreadCountSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /notifications (the newest page) and GET /notifications/unread-count: the signed-in member's in-app
 * notifications in the current workspace, for the header's bell. The count is read again every minute
 * and when the window regains focus, so a possible match raised meanwhile shows without a reload.
 */
export const notificationsKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "notifications"] as const;

/** Notifications the bell's panel shows at most (the newest). */
export const notificationPanelSize = 20;
const unreadPollMs = 60_000;

export const notificationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...notificationsKey(workspaceId), "list"],
    queryFn: ({ signal }) =>
      api.get(`/notifications?page=1&page_size=${notificationPanelSize}`, {
        schema: notificationListSchema,
        signal,
        endpoint: "GET /notifications",
      }),
  });

export const unreadNotificationCountQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: [...notificationsKey(workspaceId), "unread-count"],
    queryFn: ({ signal }): Promise<NotificationUnreadCount> =>
      api.get("/notifications/unread-count", {
        schema: notificationUnreadCountSchema,
        signal,
        endpoint: "GET /notifications/unread-count",
      }),
    refetchInterval: unreadPollMs,
  });

export function useNotifications(workspaceId: string, enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(workspaceId), enabled });
}

export function useUnreadNotificationCount(workspaceId: string) {
  return useQuery(unreadNotificationCountQueryOptions(workspaceId));
}
