import { z } from "zod";
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
