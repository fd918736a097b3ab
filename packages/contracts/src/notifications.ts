import { z } from "zod";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";

/** GET /notifications: the signed-in member's in-app notifications in this workspace, newest first. */
export const notificationSchema = z.object({
  id: z.uuid(),
  notification: z.string(),
  severity: z.enum(["action_required", "high", "medium", "low"]),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  created: z.iso.datetime(),
});
export type NotificationWire = z.infer<typeof notificationSchema>;
export const notificationListQuerySchema = paginationQuerySchema;
export const notificationListSchema = paginatedSchema(notificationSchema);

/** GET /notifications/unread-count: how many of the member's notifications in this workspace are unread (the bell). */
export const notificationUnreadCountSchema = z.object({ count: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

/**
 * PUT /notifications/read-all: marks read the unread ones created up to `up_to` (the newest the member
 * was shown), so that one arriving meanwhile stays unread.
 */
export const notificationsReadRequestSchema = z.object({
  up_to: z.iso
    .datetime({ offset: true, error: fieldMessages.dateIncorrect })
    .max(40, fieldMessages.dateIncorrect),
});
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequestSchema>;

/** PUT /notifications/read-all: how many were marked read. */
export const notificationsReadSchema = z.object({ marked: z.number().int() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
