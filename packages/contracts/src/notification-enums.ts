import { z } from "zod";

/** Notification values of spec section 3. */

export const notificationSeverities = ["action_required", "high", "medium", "low"] as const;
export const notificationSeveritySchema = z.enum(notificationSeverities);
export type NotificationSeverity = z.infer<typeof notificationSeveritySchema>;
export const notificationSeverityLabels: Record<NotificationSeverity, string> = {
  action_required: "Action required",
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** Hourly delivery slots "00:00:00" to "23:00:00". */
export const deliveryTimeSlots = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, "0")}:00:00`,
) as [string, ...string[]];
export const deliveryTimeSlotSchema = z.enum(deliveryTimeSlots);
export type DeliveryTimeSlot = z.infer<typeof deliveryTimeSlotSchema>;

export const reviewFrequencies = ["monthly", "quarterly", "bi_annually", "annually"] as const;
export const reviewFrequencySchema = z.enum(reviewFrequencies);
export type ReviewFrequency = z.infer<typeof reviewFrequencySchema>;
export const reviewFrequencyLabels: Record<ReviewFrequency, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  bi_annually: "Bi-annually",
  annually: "Annually",
};
