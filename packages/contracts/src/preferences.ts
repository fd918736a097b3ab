import { z } from "zod";
import { deliveryTimeSlotSchema, reviewFrequencySchema } from "./notification-enums";

/** Preferences and notification settings (spec section 7, "Preferences and notifications"). */

/** GET/PATCH /users/{userId}/workspaces/{orgId}/preferences */
export const userPreferencesSchema = z.object({
  notification_vendor_acceptance: z.boolean(),
  notification_vendor_warning: z.boolean(),
});
export const userPreferencesUpdateSchema = userPreferencesSchema.partial();
export const userWorkspaceParamsSchema = z.object({ userId: z.uuid(), orgId: z.uuid() });

/** The notification categories and the notifications in each; each user sets them per workspace. */
export const notificationCatalog = {
  vendors: ["vendor_invitation_accepted", "vendor_information_submitted", "vendor_status_changed"],
  screening: ["screening_possible_match", "screening_list_updated"],
  policies: ["policy_submitted_for_review", "policy_expiring", "policy_expired"],
  contracts: ["contract_expiring"],
  products: ["product_warning", "duty_rate_changed"],
} as const;
export type NotificationCategory = keyof typeof notificationCatalog;
export const notificationCategories = Object.keys(notificationCatalog) as NotificationCategory[];
export const notificationCategorySchema = z.enum(
  notificationCategories as [NotificationCategory, ...NotificationCategory[]],
);

export const notificationPreferenceSchema = z.object({
  id: z.uuid(),
  notification: z.string(),
  email: z.boolean(),
  in_app: z.boolean(),
});
export const notificationCategoryPreferenceSchema = z.object({
  id: z.uuid(),
  category: notificationCategorySchema,
  enabled: z.boolean(),
  notifications: z.array(notificationPreferenceSchema),
});
/** GET /notification-settings: the signed-in user's settings in the current workspace. */
export const notificationSettingsSchema = z.object({
  id: z.uuid(),
  delivery_time: deliveryTimeSlotSchema,
  review_frequency: reviewFrequencySchema,
  categories: z.array(notificationCategoryPreferenceSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsUpdateSchema = z
  .object({ delivery_time: deliveryTimeSlotSchema, review_frequency: reviewFrequencySchema })
  .partial();
export const notificationCategoryPreferenceUpdateSchema = z.object({ enabled: z.boolean() });
export const notificationPreferenceUpdateSchema = z
  .object({ email: z.boolean(), in_app: z.boolean() })
  .partial();

/** Preferences that are not about one workspace's events: product news, the weekly digest, and the like. */
export const generalNotificationKeys = ["product_updates", "weekly_digest", "security_alerts"] as const;
export const generalNotificationPreferenceSchema = z.object({
  id: z.uuid(),
  key: z.enum(generalNotificationKeys),
  enabled: z.boolean(),
});
export const generalNotificationPreferenceUpdateSchema = z.object({ enabled: z.boolean() });
