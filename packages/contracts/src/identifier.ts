import { z } from "zod";
import {
  einPrefixAssigned,
  eoriCountryIssues,
  eoriShapeValid,
  gs1CheckDigitValid,
  leiCheckDigitsValid,
  samUeiValid,
} from "./identifier-rules";
import { type InputMask, matchesMask } from "./input-mask";
import type { LocationIdentifierType } from "./location-enums";
import { fieldMessages } from "./messages";

/**
 * Identifier masks of spec section 5 in the `input-mask` notation (9 digit, A letter, * letter or
 * digit). Letters are accepted in either case. EORI's mask is its longest form: a shorter real EORI
 * (GB + 12 digits) is accepted too (see `identifierProblem`).
 */
export const identifierMasks: Readonly<Record<LocationIdentifierType, InputMask>> = {
  SAM: "*".repeat(12),
  LEI: "*".repeat(20),
  UFI: "9".repeat(9),
  EIN: "99-9999999",
  DUNS: "9".repeat(9),
  GLN: "9".repeat(13),
  EORI: `AA${"*".repeat(15)}`,
};

/** Any other identifier type: 9 letters or digits. */
export const defaultIdentifierMask: InputMask = "*".repeat(9);

/** Identification number: required, up to 250 (spec section 5). */
export const identificationNumberMaxLength = 250;

function normaliseType(type: string | null | undefined): string {
  const upper = (type ?? "").trim().toUpperCase();
  return upper === "D-U-N-S" ? "DUNS" : upper;
}

/** The mask for an identifier type; accepts "D-U-N-S" as well as "DUNS", and any case. */
export function identifierMaskFor(type: string | null | undefined): InputMask {
  return identifierMasks[normaliseType(type) as LocationIdentifierType] ?? defaultIdentifierMask;
}

/**
 * The form identifiers are checked and stored in: trimmed, upper case, and an EIN of nine bare digits
 * (as spreadsheets keep it) with its dash.
 */
export function normaliseIdentifier(type: string | null | undefined, value: string): string {
  const upper = value.trim().toUpperCase();
  return normaliseType(type) === "EIN" && /^\d{9}$/.test(upper)
    ? `${upper.slice(0, 2)}-${upper.slice(2)}`
    : upper;
}

/** The published rule each type's value must meet once in its shape, with the message of its failure. */
const publishedRules: Partial<
  Record<LocationIdentifierType, { holds: (value: string) => boolean; message: string }>
> = {
  LEI: { holds: leiCheckDigitsValid, message: fieldMessages.leiCheckDigitsInvalid },
  GLN: { holds: gs1CheckDigitValid, message: fieldMessages.glnCheckDigitInvalid },
  EIN: { holds: einPrefixAssigned, message: fieldMessages.einPrefixUnassigned },
  EORI: { holds: eoriCountryIssues, message: fieldMessages.eoriCountryUnknown },
  SAM: { holds: samUeiValid, message: fieldMessages.samUeiInvalid },
};

/**
 * What is wrong with an identification number of the given type, as its field message, or null when
 * it is valid: the spec's mask message for a wrong shape, then the message of the published rule
 * (check digits, EIN prefix, EORI country, SAM UEI characters) it breaks.
 */
export function identifierProblem(type: string | null | undefined, value: string): string | null {
  if (typeof value !== "string") return fieldMessages.identificationNumberInvalid;
  const normalisedType = normaliseType(type) as LocationIdentifierType;
  const normalised = normaliseIdentifier(type, value);
  const shapeValid =
    normalisedType === "EORI" ? eoriShapeValid(normalised) : matchesMask(normalised, identifierMaskFor(type));
  if (!shapeValid) return fieldMessages.identificationNumberInvalid;
  const rule = publishedRules[normalisedType];
  return rule && !rule.holds(normalised) ? rule.message : null;
}

export function isValidIdentifier(type: string | null | undefined, value: string): boolean {
  return identifierProblem(type, value) === null;
}

/**
 * An identification number of the given type: required, up to 250, in the type's shape and meeting
 * its published rule. The value is left as typed (trimmed); store `normaliseIdentifier` of it.
 */
export function identifierSchema(type: string | null | undefined) {
  return z
    .string({ error: fieldMessages.identificationNumberRequired })
    .trim()
    .min(1, { error: fieldMessages.identificationNumberRequired, abort: true })
    .max(identificationNumberMaxLength, { error: fieldMessages.identificationNumberTooLong, abort: true })
    .superRefine((value, ctx) => {
      const problem = identifierProblem(type, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
