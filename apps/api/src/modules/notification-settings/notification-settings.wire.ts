import type * as wire from "@tierline/contracts";
import type { NotificationWire } from "@tierline/contracts";
import type {
  NotificationCategoryPreference,
  NotificationPreference,
  NotificationSettings,
} from "@tierline/core";
import type { Notification } from "@tierline/db";

/** The notification settings' objects in the wire's snake_case shapes (contracts). */

export const notificationPreferenceToWire = (p: NotificationPreference): wire.NotificationPreference => ({
  id: p.id,
  notification: p.notification,
  email: p.email,
  in_app: p.inApp,
});

export const categoryPreferenceToWire = (
  c: NotificationCategoryPreference,
): wire.NotificationCategoryPreference => ({
  id: c.id,
  category: c.category,
  enabled: c.enabled,
  notifications: c.notifications.map(notificationPreferenceToWire),
});

export const notificationSettingsToWire = (s: NotificationSettings): wire.NotificationSettings => ({
  id: s.id,
  delivery_time: s.deliveryTime,
  review_frequency: s.reviewFrequency,
  categories: s.categories.map(categoryPreferenceToWire),
});

export const notificationToWire = (n: Notification): NotificationWire => ({
  id: n.id,
  notification: n.notification,
  severity: n.severity as NotificationWire["severity"],
  title: n.title,
  body: n.body,
  link: n.link,
  read: n.readAt !== null,
  created: n.createdAt.toISOString(),
});
