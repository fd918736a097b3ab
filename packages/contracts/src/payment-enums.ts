import { z } from "zod";

/**
 * Payment format values of spec section 3: price intervals (`month`, `year`) and product kinds
 * (`vendorriskmanagement` is the compliance program, `verification`).
 */
export const paymentFormats = ["month", "year", "vendorriskmanagement", "verification"] as const;
export const paymentFormatSchema = z.enum(paymentFormats);
export type PaymentFormat = z.infer<typeof paymentFormatSchema>;

export const paymentPlans = ["FREE", "ENTERPRISE"] as const;
export const paymentPlanSchema = z.enum(paymentPlans);
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;
export const paymentPlanLabels: Record<PaymentPlan, string> = { FREE: "Free", ENTERPRISE: "Enterprise" };
