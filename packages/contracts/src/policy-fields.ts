import { z } from "zod";
import { requiredDateInput } from "./date-schemas";
import { fieldMessages } from "./messages";
import { optionalText, requiredList, requiredPlainText, requiredText } from "./text-rules";

/**
 * Policy field rules of spec section 5. Category and renewal frequency are `policyCategorySchema`
 * and `renewalFrequencySchema` (required choices) in `policy-enums`.
 */

/** Policy name: required, up to 255. */
export const policyNameSchema = requiredText(255, {
  required: fieldMessages.policyNameRequired,
  tooLong: fieldMessages.policyNameTooLong,
});

/** Policy description: optional, up to 1000. */
export const policyDescriptionSchema = optionalText(1000, fieldMessages.descriptionTooLong);

/** Deletion reason (sent when deleting a policy): required, up to 1000. */
export const deletionReasonSchema = requiredText(1000, {
  required: fieldMessages.deletionReasonRequired,
  tooLong: fieldMessages.deletionReasonTooLong,
});

/** Document: required (the id of the uploaded policy file resource). */
export const documentSchema = requiredPlainText(fieldMessages.documentRequired);

/** Effective date: required, valid. */
export const effectiveDateSchema = requiredDateInput(fieldMessages.effectiveDateRequired);

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

/**
 * Renewal term: required whole number of at least 1 (expiry = effective date + term x frequency).
 * A blank input (undefined, null, or the "" an emptied number input gives) is "required".
 */
export const renewalTermSchema = z
  .number({
    error: (issue) =>
      isBlank(issue.input) ? fieldMessages.renewalTermRequired : fieldMessages.renewalTermInvalid,
  })
  .int(fieldMessages.renewalTermInvalid)
  .min(1, fieldMessages.renewalTermInvalid);

/** Roles a policy applies to: at least one. */
export const policyRolesSchema = requiredList(fieldMessages.rolesRequired);
