import { z } from "zod";
import { fieldMessages } from "./messages";

/**
 * Web URL pattern of spec section 5: optional http(s) scheme, optional www, a domain whose top-level
 * domain has 2 or more letters, an optional port of 1 to 5 digits, and an optional path without
 * spaces. Domain labels are letters, digits and inner hyphens; matching ignores case.
 */
export const webUrlPattern =
  /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i;

export const webUrlMaxLength = 2050;

export function isValidWebUrl(text: string): boolean {
  return webUrlPattern.test(text);
}

/** Web URL: required, valid, up to 2050 characters. */
export const webUrlSchema = z
  .string({ error: fieldMessages.webUrlRequired })
  .trim()
  .min(1, { error: fieldMessages.webUrlRequired, abort: true })
  .max(webUrlMaxLength, { error: fieldMessages.webUrlTooLong, abort: true })
  .refine(isValidWebUrl, fieldMessages.webUrlInvalid);
