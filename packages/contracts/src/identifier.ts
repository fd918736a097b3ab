import { z } from "zod";
import { type InputMask, matchesMask } from "./input-mask";
import type { LocationIdentifierType } from "./location-enums";
import { fieldMessages } from "./messages";

/**
 * Identifier masks of spec section 5 in the `input-mask` notation (9 digit, A letter, * letter or
 * digit). Letters are accepted in either case.
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

export function isValidIdentifier(type: string | null | undefined, value: string): boolean {
  return typeof value === "string" && matchesMask(value.trim(), identifierMaskFor(type));
}

/** An identification number of the given type: required, up to 250, in the type's mask. */
export function identifierSchema(type: string | null | undefined) {
  return z
    .string({ error: fieldMessages.identificationNumberRequired })
    .trim()
    .min(1, { error: fieldMessages.identificationNumberRequired, abort: true })
    .max(identificationNumberMaxLength, { error: fieldMessages.identificationNumberTooLong, abort: true })
    .refine((value) => isValidIdentifier(type, value), fieldMessages.identificationNumberInvalid);
}
