import type { generalNotificationKeys, NotificationCategory, ReviewFrequency } from "@tierline/contracts";

/** How a user wants one notification: by e-mail, in the app, both or neither. */
export interface NotificationPreference {
  id: string;
  notification: string;
  email: boolean;
  inApp: boolean;
}

/** A whole category switched on or off, with its notifications in catalogue order. */
export interface NotificationCategoryPreference {
  id: string;
  category: NotificationCategory;
  enabled: boolean;
  notifications: NotificationPreference[];
}

/** A user's notification settings in one workspace. */
export interface NotificationSettings {
  id: string;
  /** Hourly slot "00:00:00".."23:00:00" at which digests are sent. */
  deliveryTime: string;
  reviewFrequency: ReviewFrequency;
  categories: NotificationCategoryPreference[];
}

/** A preference that follows the user across workspaces (product news, digests, security alerts). */
export interface GeneralNotificationPreference {
  id: string;
  key: (typeof generalNotificationKeys)[number];
  enabled: boolean;
}
