import { fieldMessages } from "./messages";
import { requiredPlainText, requiredText } from "./text-rules";

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

/** City, state/province and country are required selections (ids or codes from /locations/*). */
export const citySchema = requiredPlainText(fieldMessages.cityRequired);
export const stateSchema = requiredPlainText(fieldMessages.stateRequired);
export const countrySchema = requiredPlainText(fieldMessages.countryRequired);

/** A logistics location's type: required selection (an id from /entity-location-types). */
export const entityLocationTypeSchema = requiredPlainText(fieldMessages.locationTypeRequired);
