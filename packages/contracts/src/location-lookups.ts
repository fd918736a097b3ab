import { z } from "zod";
import { identifierKindSchema, locationIdentifierTypeSchema, locationTypeSchema } from "./location-enums";
import { fieldMessages } from "./messages";
import { once } from "./query-text";

/**
 * The Locations look-ups of spec section 7: countries, states and cities for the address fields (ISO
 * codes, as jurisdictions), the location types, and the identifier types with their masks.
 */

const codeSchema = (pattern: RegExp, max: number, message: string) =>
  z
    .string({ error: once(message) })
    .max(max, { error: message, abort: true })
    .regex(pattern, message);

/** An ISO 3166-1 alpha-2 code (`US`). */
export const locationCountrySchema = codeSchema(/^[A-Z]{2}$/, 2, fieldMessages.locationCountryInvalid);
/** An ISO 3166-2 code (`US-CA`). */
export const locationStateSchema = codeSchema(
  /^[A-Z]{2}-[A-Z0-9]{1,3}$/,
  6,
  fieldMessages.locationStateInvalid,
);

/** GET /locations/states. */
export const locationStatesQuerySchema = z.object({ country: locationCountrySchema });
/** GET /locations/cities: the state's country too, so a state of another country is said on `state`. */
export const locationCitiesQuerySchema = z.object({
  country: locationCountrySchema,
  state: locationStateSchema,
});
/** GET /identifier-types: with `country`, the types offered there (US: EIN and SAM). */
export const identifierTypesQuerySchema = z.object({ country: locationCountrySchema.optional() });

export const locationCountryWireSchema = z.object({ code: z.string(), name: z.string() });
export type LocationCountryWire = z.infer<typeof locationCountryWireSchema>;
export const locationCountriesResponseSchema = z.object({ results: z.array(locationCountryWireSchema) });

export const locationStateWireSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The subdivision's category (State, Province, Land...). */
  type: z.string(),
});
export type LocationStateWire = z.infer<typeof locationStateWireSchema>;
export const locationStatesResponseSchema = z.object({ results: z.array(locationStateWireSchema) });

export const locationCityWireSchema = z.object({ name: z.string() });
export type LocationCityWire = z.infer<typeof locationCityWireSchema>;
/** A whole state's cities (at most 1,757, Bavaria): a select filters them as the user types. */
export const locationCitiesResponseSchema = z.object({ results: z.array(locationCityWireSchema) });

export const entityLocationTypeWireSchema = z.object({ id: locationTypeSchema, name: z.string() });
export type EntityLocationTypeWire = z.infer<typeof entityLocationTypeWireSchema>;
export const entityLocationTypesResponseSchema = z.object({
  results: z.array(entityLocationTypeWireSchema),
});

export const identifierKindWireSchema = z.object({ id: identifierKindSchema, name: z.string() });
export type IdentifierKindWire = z.infer<typeof identifierKindWireSchema>;
export const identifierTypeWireSchema = z.object({
  id: locationIdentifierTypeSchema,
  /** As shown: `D-U-N-S` for `DUNS`. */
  name: z.string(),
  /** The input mask (9 digit, A letter, * letter or digit). */
  mask: z.string(),
});
export type IdentifierTypeWire = z.infer<typeof identifierTypeWireSchema>;
/** What an identifier identifies (`kinds`), and the identifier types (`results`). */
export const identifierTypesResponseSchema = z.object({
  kinds: z.array(identifierKindWireSchema),
  results: z.array(identifierTypeWireSchema),
});
