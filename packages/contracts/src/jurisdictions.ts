import { z } from "zod";
import { fieldMessages } from "./messages";
import { once } from "./query-text";

/**
 * Jurisdictions (spec sections 3 and 7): ISO 3166-1 countries and their ISO 3166-2 subdivisions, each
 * named by its ISO code (`US`, `US-CA`), with the entity types (legal forms) registered there.
 */

/** An ISO 3166-1 alpha-2 code, or one with an ISO 3166-2 subdivision part (1 to 3 letters or digits). */
export const jurisdictionIdPattern = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

export const jurisdictionIdSchema = z
  .string({ error: once(fieldMessages.jurisdictionInvalid) })
  .max(6, { error: fieldMessages.jurisdictionInvalid, abort: true })
  .regex(jurisdictionIdPattern, fieldMessages.jurisdictionInvalid);

/** GET /entity-jurisdictions: the countries, or the subdivisions of `parent`. */
export const jurisdictionsQuerySchema = z.object({ parent: jurisdictionIdSchema.optional() });
export type JurisdictionsQuery = z.infer<typeof jurisdictionsQuerySchema>;

/** GET /entity-jurisdictions/{id}/entity-types. */
export const jurisdictionParamsSchema = z.object({ id: jurisdictionIdSchema });

export const jurisdictionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Country, or the subdivision's category (State, Province, Land, Region...). */
  type_name: z.string(),
  /** The country of a subdivision; null for a country. */
  parent: z.string().nullable(),
});
export type JurisdictionWire = z.infer<typeof jurisdictionSchema>;

/** A whole level at once: a look-up for a select, at most a few hundred entries (decisions.md). */
export const jurisdictionsResponseSchema = z.object({ results: z.array(jurisdictionSchema) });

/** A legal form, e.g. `{id: "us-llc", name: "Limited liability company", abbreviation: "LLC"}`. */
export const entityTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string().nullable(),
});
export type EntityTypeWire = z.infer<typeof entityTypeSchema>;

export const entityTypesResponseSchema = z.object({ results: z.array(entityTypeSchema) });
