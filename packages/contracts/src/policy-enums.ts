import { z } from "zod";
import { fieldMessages } from "./messages";
import { requiredChoice } from "./text-rules";

/** Policy values of spec section 3. */

export const policyStatuses = ["DRAFT", "SUBMITTED_FOR_REVIEW", "APPROVED"] as const;
export const policyStatusSchema = z.enum(policyStatuses);
export type PolicyStatus = z.infer<typeof policyStatusSchema>;
export const policyStatusLabels: Record<PolicyStatus, string> = {
  DRAFT: "Draft",
  SUBMITTED_FOR_REVIEW: "Submitted for review",
  APPROVED: "Approved",
};

export const policyCategories = [
  "INTERNAL_POLICY",
  "TRAINING",
  "SUPPLIER_CODE_OF_CONDUCT",
  "CUSTOMER_FACING_POLICY",
] as const;
/** Category: required (spec section 5). */
export const policyCategorySchema = requiredChoice(
  policyCategories,
  fieldMessages.categoryRequired,
  fieldMessages.categoryInvalid,
);
export type PolicyCategory = z.infer<typeof policyCategorySchema>;
export const policyCategoryLabels: Record<PolicyCategory, string> = {
  INTERNAL_POLICY: "Internal Policy",
  TRAINING: "Training",
  SUPPLIER_CODE_OF_CONDUCT: "Supplier Code of Conduct",
  CUSTOMER_FACING_POLICY: "Customer-facing Policy",
};
/** The examples the spec gives next to two categories, for hints under the select. */
export const policyCategoryHints: Partial<Record<PolicyCategory, string>> = {
  INTERNAL_POLICY: "e.g. HR",
  CUSTOMER_FACING_POLICY: "e.g. privacy policy",
};

export const renewalFrequencies = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
/** Renewal frequency: required (spec section 5). */
export const renewalFrequencySchema = requiredChoice(
  renewalFrequencies,
  fieldMessages.renewalFrequencyRequired,
  fieldMessages.renewalFrequencyInvalid,
);
export type RenewalFrequency = z.infer<typeof renewalFrequencySchema>;
export const renewalFrequencyLabels: Record<RenewalFrequency, string> = {
  DAILY: "Daily",
  WEEKLY: "Weekly",
  MONTHLY: "Monthly",
  YEARLY: "Yearly",
};
