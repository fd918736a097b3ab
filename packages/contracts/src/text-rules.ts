import { z } from "zod";
import { fieldMessages } from "./messages";
import { hasInvalidCharacters } from "./text-characters";

/**
 * Builders for the text and choice rules of spec section 5. Values are trimmed first, so a
 * blank input counts as missing and lengths are measured without surrounding spaces. Every text
 * refuses invalid characters (NUL, control characters, lone surrogates) with `textInvalid`.
 */

/** What answers a value that is not text at all: a message, or a function of the issue choosing one. */
type NotText = string | ((issue: { input?: unknown }) => string);

/** Text as it arrives, untrimmed (passwords, tokens, codes), refusing invalid characters. */
export function plainString(notText: NotText) {
  return z
    .string({ error: notText })
    .refine((text) => !hasInvalidCharacters(text), fieldMessages.textInvalid);
}

/** Trimmed text refusing invalid characters: the start of every text rule below. */
export function trimmedString(notText: NotText) {
  return plainString(notText).trim();
}

/** Required text of at most `maxLength` characters. "Under 120" is `maxLength` 119. */
export function requiredText(maxLength: number, messages: { required: string; tooLong: string }) {
  return trimmedString(messages.required)
    .min(1, { error: messages.required, abort: true })
    .max(maxLength, messages.tooLong);
}

/** Required text with no length limit of its own. */
export function requiredPlainText(required: string) {
  return trimmedString(required).min(1, { error: required, abort: true });
}

/** Optional text of at most `maxLength` characters; absent and empty are both accepted. */
export function optionalText(maxLength: number, tooLong: string) {
  return trimmedString(tooLong).max(maxLength, tooLong).optional();
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
  return z.array(trimmedString(required).min(1, required), { error: required }).min(1, required);
}
