import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  notificationSchema,
  notificationsReadRequestSchema,
  notificationsReadSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { notificationsKey } from "./get-notifications";

/**
 * PUT /notifications/{id}/read (one) and PUT /notifications/read-all `{up_to}` (every one up to the newest
 * shown); the bell's count and list are read again after either.
 */
export function markNotificationRead(id: string) {
  return api.put(`/notifications/${encodeURIComponent(id)}/read`, undefined, {
    schema: notificationSchema,
    endpoint: "PUT /notifications/{id}/read",
  });
}

export function markAllNotificationsRead(upTo: string) {
  return api.put("/notifications/read-all", notificationsReadRequestSchema.parse({ up_to: upTo }), {
    schema: notificationsReadSchema,
    endpoint: "PUT /notifications/read-all",
  });
}

export type MarkNotificationsRead = { id: string } | { upTo: string };

export const markNotificationsReadMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["notifications", "read"],
    mutationFn: async (what: MarkNotificationsRead): Promise<void> => {
      if ("id" in what) await markNotificationRead(what.id);
      else await markAllNotificationsRead(what.upTo);
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationsKey(workspaceId) }),
  });

export function useMarkNotificationsRead(workspaceId: string) {
  return useMutation(markNotificationsReadMutationOptions(workspaceId));
}
