import { z } from "zod";
import { digitGroupsMask, matchesMask } from "./input-mask";
import { fieldMessages } from "./messages";

/** HS code mask (spec section 5): 4 digits, dot, 2 digits, e.g. "0101.21". */
export const hsCodeGroups = [4, 2] as const;
export const hsCodeMask = digitGroupsMask(hsCodeGroups);

export function isValidHsCode(code: string): boolean {
  return matchesMask(code, hsCodeMask);
}

/** "010121" -> "0101.21"; non-digits are dropped and digits beyond six are cut off. */
export function formatHsCode(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 6);
  return digits.length > 4 ? `${digits.slice(0, 4)}.${digits.slice(4)}` : digits;
}

/** A code checked against a mask: in the mask's form, or the field message to show. */
export type CodeCheck =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly message: string };

/** The digits of a code typed with or without dots and spaces; null when anything else is in it. */
export function compactCode(input: string): string | null {
  const compact = input.replace(/[\s.]/g, "");
  return /^\d+$/.test(compact) ? compact : null;
}

/** An HS code as typed ("8471 30", "8471.30", "847130"): "8471.30", or the field message. */
export function checkHsCode(input: string): CodeCheck {
  const digits = compactCode(input);
  const code = digits && digits.length > 4 ? `${digits.slice(0, 4)}.${digits.slice(4)}` : digits;
  return code && isValidHsCode(code)
    ? { ok: true, code }
    : { ok: false, message: fieldMessages.hsCodeInvalid };
}

export const hsCodeSchema = z
  .string({ error: fieldMessages.hsCodeInvalid })
  .trim()
  .refine(isValidHsCode, fieldMessages.hsCodeInvalid);
