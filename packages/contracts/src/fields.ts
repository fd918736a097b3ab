import { z } from "zod";
import { fieldMessages } from "./messages";
import { plainString, requiredPlainText } from "./text-rules";

/** Spec section 5 contact and credential rules. One schema per rule; api and web both import these. */

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const emailMaxLength = 254;

export const emailSchema = z
  .string({ error: fieldMessages.emailRequired })
  .trim()
  .min(1, fieldMessages.emailRequired)
  .max(emailMaxLength, fieldMessages.emailInvalid)
  .pipe(z.email({ error: fieldMessages.emailInvalid }));

/** Contact email follows the email rule (same row of spec section 5, same messages). */
export const contactEmailSchema = emailSchema;

/**
 * At most 128 characters: longer than any passphrase a person types or a manager generates, and short
 * enough that hashing it costs the same as hashing any other.
 */
export const passwordMaxLength = 128;

/**
 * Password: required, at least 8 characters. An empty or missing password also answers
 * "Must have at least 8 characters" (the spec's only password message).
 */
export const passwordSchema = plainString(fieldMessages.passwordTooShort)
  .min(8, fieldMessages.passwordTooShort)
  .max(passwordMaxLength, fieldMessages.passwordTooLong);

/** A password typed to prove who one is (sign-in, current password): any length up to the maximum. */
export const enteredPasswordSchema = plainString(fieldMessages.passwordRequired)
  .min(1, fieldMessages.passwordRequired)
  .max(passwordMaxLength, fieldMessages.passwordTooLong);

/** Phone: required (format is free; see `formatPhoneNumber` for the display reformat). */
export const phoneSchema = requiredPlainText(fieldMessages.phoneRequired);

const uuidSchema = z.uuid();
/** Whether `value` is an id of ours (a UUID), before it is used in a query. */
export const isUuid = (value: unknown): value is string => uuidSchema.safeParse(value).success;
