import { z } from "zod";
import { type CodeCheck, compactCode } from "./hs-code";
import { digitGroupsMask, matchesMask } from "./input-mask";
import { fieldMessages } from "./messages";

/**
 * HTS code masks per import country (spec section 5): 4 digits, 2 digits, then a country-specific
 * number of digits, dot separated. Countries are ISO 3166-1 alpha-2 codes in any case.
 */
export const defaultHtsGroups = [4, 2, 4] as const;

export const htsGroupsByCountry: Readonly<Record<string, readonly [number, number, number]>> = {
  BR: [4, 2, 2],
  IN: [4, 2, 2],
  MX: [4, 2, 2],
  JP: [4, 2, 3],
  RU: [4, 2, 3],
  AU: [4, 2, 4],
  TR: [4, 2, 6],
  DE: [4, 2, 5],
};

export function htsGroupsFor(country: string | null | undefined): readonly [number, number, number] {
  return htsGroupsByCountry[(country ?? "").trim().toUpperCase()] ?? defaultHtsGroups;
}

/** The mask for a country, e.g. "9999.99.99" for BR, "9999.99.9999" for the US or an unknown country. */
export function htsMaskFor(country: string | null | undefined): string {
  return digitGroupsMask(htsGroupsFor(country));
}

export function isValidHtsCode(code: string, country: string | null | undefined): boolean {
  return matchesMask(code, htsMaskFor(country));
}

/**
 * Splits digits as 4, then 2, then the rest, joined by dots: "0101210010" -> "0101.21.0010".
 * Non-digits are dropped first, so a dotted code formats to itself; short input gives fewer parts.
 */
export function formatHtsCode(input: string): string {
  const digits = input.replace(/\D/g, "");
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)].filter(Boolean).join(".");
}

/**
 * An HTS code as typed, with or without dots and spaces ("6109 10 00 12", "6109.10.00.12",
 * "6109100012"), checked against `country`'s mask: the code in the mask's form ("6109.10.0012"), or
 * the field message.
 */
export function checkHtsCode(input: string, country: string | null | undefined): CodeCheck {
  const digits = compactCode(input);
  const code = digits && formatHtsCode(digits);
  return code && isValidHtsCode(code, country)
    ? { ok: true, code }
    : { ok: false, message: fieldMessages.htsCodeInvalid };
}

/** An HTS code valid for `country`'s mask. */
export function htsCodeSchema(country: string | null | undefined) {
  return z
    .string({ error: fieldMessages.htsCodeInvalid })
    .trim()
    .refine((code) => isValidHtsCode(code, country), fieldMessages.htsCodeInvalid);
}
