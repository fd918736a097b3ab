import { z } from "zod";

/**
 * Builders for the text and choice rules of spec section 5. Values are trimmed first, so a
 * blank input counts as missing and lengths are measured without surrounding spaces.
 */

/** Required text of at most `maxLength` characters. "Under 120" is `maxLength` 119. */
export function requiredText(maxLength: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(maxLength, messages.tooLong);
}

/** Required text with no length limit of its own. */
export function requiredPlainText(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true });
}

/** Optional text of at most `maxLength` characters; absent and empty are both accepted. */
export function optionalText(maxLength: number, tooLong: string) {
  return z.string({ error: tooLong }).trim().max(maxLength, tooLong).optional();
}

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === "";
}

/** One of `values`; a missing choice gets `required`, an unknown one `invalid`. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string = required,
) {
  return z.enum(values, { error: (issue) => (isMissing(issue.input) ? required : invalid) });
}

/** A non-empty list of non-empty ids (e.g. roles). */
export function requiredList(required: string) {
  return z.array(z.string().trim().min(1, required), { error: required }).min(1, required);
}
