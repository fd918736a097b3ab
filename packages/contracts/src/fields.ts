import { z } from "zod";
import { fieldMessages } from "./messages";
import { requiredPlainText } from "./text-rules";

/** Spec section 5 contact and credential rules. One schema per rule; api and web both import these. */
export const emailSchema = z
  .string({ error: fieldMessages.emailRequired })
  .trim()
  .min(1, fieldMessages.emailRequired)
  .pipe(z.email({ error: fieldMessages.emailInvalid }));

/** Contact email follows the email rule (same row of spec section 5, same messages). */
export const contactEmailSchema = emailSchema;

/**
 * Password: required, at least 8 characters. An empty or missing password also answers
 * "Must have at least 8 characters" (the spec's only password message).
 */
export const passwordSchema = z
  .string({ error: fieldMessages.passwordTooShort })
  .min(8, fieldMessages.passwordTooShort);

/** Phone: required (format is free; see `formatPhoneNumber` for the display reformat). */
export const phoneSchema = requiredPlainText(fieldMessages.phoneRequired);

const uuidSchema = z.uuid();
/** Whether `value` is an id of ours (a UUID), before it is used in a query. */
export const isUuid = (value: unknown): value is string => uuidSchema.safeParse(value).success;
