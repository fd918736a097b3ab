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

export const hsCodeSchema = z
  .string({ error: fieldMessages.hsCodeInvalid })
  .trim()
  .refine(isValidHsCode, fieldMessages.hsCodeInvalid);
