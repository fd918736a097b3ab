import { z } from "zod";
import { switchSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import {
  type DeliveryTimeSlot,
  deliveryTimeSlotSchema,
  deliveryTimeSlots,
  type ReviewFrequency,
  reviewFrequencies,
  reviewFrequencySchema,
} from "./notification-enums";

/** Preferences and notification settings (spec section 7, "Preferences and notifications"). */

/** GET/PATCH /users/{userId}/workspaces/{orgId}/preferences */
export const userPreferencesSchema = z.object({
  notification_vendor_acceptance: z.boolean(),
  notification_vendor_warning: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export const userPreferencesUpdateSchema = z
  .object({ notification_vendor_acceptance: switchSchema, notification_vendor_warning: switchSchema })
  .partial();
export type UserPreferencesUpdate = z.infer<typeof userPreferencesUpdateSchema>;
export const userWorkspaceParamsSchema = z.object({ userId: z.uuid(), orgId: z.uuid() });

/** The notification categories and the notifications in each; each user sets them per workspace. */
export const notificationCatalog = {
  vendors: [
    "vendor_invitation_accepted",
    "vendor_information_submitted",
    "vendor_status_changed",
    "vendor_relationship_proposed",
  ],
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
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationCategoryPreferenceSchema = z.object({
  id: z.uuid(),
  category: notificationCategorySchema,
  enabled: z.boolean(),
  notifications: z.array(notificationPreferenceSchema),
});
export type NotificationCategoryPreference = z.infer<typeof notificationCategoryPreferenceSchema>;
/** GET /notification-settings: the signed-in user's settings in the current workspace. */
export const notificationSettingsSchema = z.object({
  id: z.uuid(),
  delivery_time: deliveryTimeSlotSchema,
  review_frequency: reviewFrequencySchema,
  categories: z.array(notificationCategoryPreferenceSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** What a user's settings start as, until they choose (the checklist item "Choose your notification settings"). */
export const notificationSettingDefaults: {
  delivery_time: DeliveryTimeSlot;
  review_frequency: ReviewFrequency;
  /** Every category on, every notification by e-mail and in the app. */
  enabled: boolean;
  email: boolean;
  in_app: boolean;
} = { delivery_time: "09:00:00", review_frequency: "quarterly", enabled: true, email: true, in_app: true };

export const notificationSettingsUpdateSchema = z
  .object({
    delivery_time: z.enum(deliveryTimeSlots, { error: fieldMessages.deliveryTimeInvalid }),
    review_frequency: z.enum(reviewFrequencies, { error: fieldMessages.reviewFrequencyInvalid }),
  })
  .partial();
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
export const notificationCategoryPreferenceUpdateSchema = z.object({ enabled: switchSchema });
export type NotificationCategoryPreferenceUpdate = z.infer<typeof notificationCategoryPreferenceUpdateSchema>;
export const notificationPreferenceUpdateSchema = z
  .object({ email: switchSchema, in_app: switchSchema })
  .partial();
export type NotificationPreferenceUpdate = z.infer<typeof notificationPreferenceUpdateSchema>;

/** Preferences that are not about one workspace's events: product news, the weekly digest, and the like. */
export const generalNotificationKeys = ["product_updates", "weekly_digest", "security_alerts"] as const;
export const generalNotificationPreferenceSchema = z.object({
  id: z.uuid(),
  key: z.enum(generalNotificationKeys),
  enabled: z.boolean(),
});
export type GeneralNotificationPreference = z.infer<typeof generalNotificationPreferenceSchema>;
/** GET /general-notification-preferences: one row per key, in the order of `generalNotificationKeys`. */
export const generalNotificationPreferenceListSchema = z.array(generalNotificationPreferenceSchema);
export const generalNotificationPreferenceUpdateSchema = z.object({ enabled: switchSchema });
export type GeneralNotificationPreferenceUpdate = z.infer<typeof generalNotificationPreferenceUpdateSchema>;
