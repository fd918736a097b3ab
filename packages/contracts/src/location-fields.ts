import {
  identifierKinds,
  locationIdentifierTypes,
  logisticsLocationKinds,
  onlineLocationStatuses,
} from "./location-enums";
import { fieldMessages } from "./messages";
import { requiredChoice, requiredText, trimmedString } from "./text-rules";

/** Location field rules of spec section 5 (retail, online and logistics locations). */

/** Address: required, up to 500. */
export const addressSchema = requiredText(500, {
  required: fieldMessages.addressRequired,
  tooLong: fieldMessages.addressTooLong,
});

/** Postal code: required, up to 16. */
export const postalCodeSchema = requiredText(16, {
  required: fieldMessages.postalCodeRequired,
  tooLong: fieldMessages.postalCodeTooLong,
});

/** Identification number: required, up to 250 (with a type, use `identifierSchema(type)` for its mask). */
export const identificationNumberSchema = requiredText(250, {
  required: fieldMessages.identificationNumberRequired,
  tooLong: fieldMessages.identificationNumberTooLong,
});

/**
 * City: required free text, up to 120 (the longest city names are under 90 characters). Not a code:
 * the city data is incomplete (no cities for England's or France's regions), so the list only suggests.
 */
export const citySchema = requiredText(120, {
  required: fieldMessages.cityRequired,
  tooLong: fieldMessages.cityTooLong,
});

/** A code chosen from a look-up: required, then of the code's shape. */
const codeSchema = (pattern: RegExp, max: number, messages: { required: string; invalid: string }) =>
  trimmedString(messages.required)
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.invalid, abort: true })
    .regex(pattern, messages.invalid);

/** State/province: an ISO 3166-2 code (`US-CA`) from GET /locations/states. */
export const stateSchema = codeSchema(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 6, {
  required: fieldMessages.stateRequired,
  invalid: fieldMessages.locationStateInvalid,
});

/** Country: an ISO 3166-1 alpha-2 code (`US`) from GET /locations/countries. */
export const countrySchema = codeSchema(/^[A-Z]{2}$/, 2, {
  required: fieldMessages.countryRequired,
  invalid: fieldMessages.locationCountryInvalid,
});

/** A logistics location's type: required, one of `logisticsLocationKinds`. */
export const entityLocationTypeSchema = requiredChoice(
  logisticsLocationKinds,
  fieldMessages.locationTypeRequired,
  fieldMessages.locationTypeInvalid,
);

/** An online location's status. */
export const onlineLocationStatusSchema = requiredChoice(
  onlineLocationStatuses,
  fieldMessages.onlineStatusRequired,
  fieldMessages.onlineStatusInvalid,
);

export const locationIdentifierTypeChoiceSchema = requiredChoice(
  locationIdentifierTypes,
  fieldMessages.identifierTypeRequired,
  fieldMessages.identifierTypeInvalid,
);

export const identifierKindChoiceSchema = requiredChoice(
  identifierKinds,
  fieldMessages.identifierKindRequired,
  fieldMessages.identifierKindInvalid,
);
