import { z } from "zod";
import { descriptionSchema } from "./general-fields";
import { identifierProblem, normaliseIdentifier } from "./identifier";
import {
  identifierKindSchema,
  type LocationType,
  locationIdentifierTypeSchema,
  locationTypeSchema,
  logisticsLocationKinds,
  onlineLocationStatuses,
  usIdentifierTypes,
} from "./location-enums";
import {
  addressSchema,
  citySchema,
  countrySchema,
  entityLocationTypeSchema,
  identificationNumberSchema,
  identifierKindChoiceSchema,
  locationIdentifierTypeChoiceSchema,
  onlineLocationStatusSchema,
  postalCodeSchema,
  stateSchema,
} from "./location-fields";
import { fieldMessages } from "./messages";
import { paginationQuerySchema } from "./pagination";
import { requiredChoice } from "./text-rules";
import { webUrlSchema } from "./web-url";

/**
 * A workspace entity's locations (spec section 3, "Location"; section 7, GET and POST
 * /entities/{id}/locations, GET, PATCH and DELETE /entities/{id}/locations/{locationId}).
 */

/** The fields each type of location has (spec section 3), in the order its form shows them. */
export const locationTypeFields = {
  retail: ["address", "city", "state", "postal_code", "country"],
  online: ["web_url", "status"],
  logistics: ["country", "location_type", "address", "state", "description"],
} as const satisfies Record<LocationType, readonly string[]>;
export type LocationField = (typeof locationTypeFields)[LocationType][number];

/** How many identifiers one location may list. */
export const locationIdentifiersMax = 20;

/**
 * One identifier of a location: its type, what it identifies and its number, which must be in the
 * type's mask and meet its published rule (`identifierProblem`). The number is stored normalised.
 */
export const locationIdentifierInputSchema = z
  .object(
    {
      type: locationIdentifierTypeChoiceSchema,
      kind: identifierKindChoiceSchema,
      number: identificationNumberSchema,
    },
    { error: fieldMessages.identifierInvalid },
  )
  .superRefine((value, ctx) => {
    const type = locationIdentifierTypeSchema.safeParse(value.type);
    if (!type.success || typeof value.number !== "string") return;
    const problem = identifierProblem(type.data, value.number);
    if (problem) ctx.addIssue({ code: "custom", path: ["number"], message: problem });
  });
export type LocationIdentifierInput = z.infer<typeof locationIdentifierInputSchema>;

/** A location's identifiers: the same type and number listed twice is said on the second. */
export const locationIdentifiersSchema = z
  .array(locationIdentifierInputSchema, { error: fieldMessages.identifierTypeRequired })
  .max(locationIdentifiersMax, fieldMessages.identifiersTooMany)
  .superRefine((identifiers, ctx) => {
    const seen = new Set<string>();
    identifiers.forEach((identifier, index) => {
      if (typeof identifier?.number !== "string" || typeof identifier.type !== "string") return;
      const key = `${identifier.type}:${normaliseIdentifier(identifier.type, identifier.number)}`;
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [index, "number"], message: fieldMessages.identifierRepeated });
      seen.add(key);
    });
  });

/** Every field a location can have; which ones a location takes depends on its type. */
const locationFieldsShape = {
  address: addressSchema.optional(),
  city: citySchema.optional(),
  state: stateSchema.optional(),
  postal_code: postalCodeSchema.optional(),
  country: countrySchema.optional(),
  web_url: webUrlSchema.optional(),
  status: onlineLocationStatusSchema.optional(),
  location_type: entityLocationTypeSchema.optional(),
  description: descriptionSchema.optional(),
  identifiers: locationIdentifiersSchema.optional(),
};

/** A location's values as the type rules read them (a request, or a stored location with a change). */
export type LocationValues = { type: LocationType } & Partial<
  Record<LocationField | "status", unknown> & { identifiers: unknown }
>;

/** Required by each type; the rest of its fields may be left out (status defaults to active). */
const requiredByType: Record<LocationType, readonly { field: LocationField; message: string }[]> = {
  retail: [
    { field: "address", message: fieldMessages.addressRequired },
    { field: "city", message: fieldMessages.cityRequired },
    { field: "postal_code", message: fieldMessages.postalCodeRequired },
    { field: "country", message: fieldMessages.countryRequired },
  ],
  online: [{ field: "web_url", message: fieldMessages.webUrlRequired }],
  logistics: [
    { field: "country", message: fieldMessages.countryRequired },
    { field: "location_type", message: fieldMessages.locationTypeRequired },
    { field: "address", message: fieldMessages.addressRequired },
    { field: "description", message: fieldMessages.descriptionRequired },
  ],
};

const allLocationFields = Object.keys(locationFieldsShape).filter((f) => f !== "identifiers");

/**
 * What the type rules say about a location's values, field by field: a field its type requires is
 * missing, a field of another type's is given, or a US location lists an identifier other than EIN and
 * SAM (spec section 3). The state is required only where the country has states: the api says that,
 * since only it holds the subdivision data.
 */
export function locationTypeProblems(values: LocationValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const own = new Set<string>(locationTypeFields[values.type]);
  for (const { field, message } of requiredByType[values.type]) {
    if (values[field] === undefined || values[field] === null) problems[field] = message;
  }
  for (const field of allLocationFields) {
    const given = values[field as LocationField];
    if (!own.has(field) && given !== undefined && given !== null)
      problems[field] = fieldMessages.locationFieldNotForType;
  }
  if (values.country === "US" && Array.isArray(values.identifiers)) {
    values.identifiers.forEach((identifier: { type?: unknown } | null, index) => {
      const type = identifier?.type;
      if (typeof type === "string" && !(usIdentifierTypes as readonly string[]).includes(type))
        problems[`identifiers.${index}.type`] = fieldMessages.identifierTypeNotForUs;
    });
  }
  return problems;
}

const addTypeProblems = (values: LocationValues, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(locationTypeProblems(values)))
    ctx.addIssue({
      code: "custom",
      path: field.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message,
    });
};

const typeChoiceSchema = requiredChoice(
  ["retail", "online", "logistics"],
  fieldMessages.locationTypeRequired,
  fieldMessages.locationTypeInvalid,
);

/** A complete retail location, a US one with its EIN: the OpenAPI example, and the tests' location. */
export const retailLocationExample = {
  type: "retail",
  address: "1 Market Street",
  city: "San Francisco",
  state: "US-CA",
  postal_code: "94105",
  country: "US",
  identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }],
} as const;

/** POST /entities/{id}/locations. */
export const createLocationRequestSchema = z
  .object({ type: typeChoiceSchema, ...locationFieldsShape })
  .superRefine((value, ctx) => {
    const type = locationTypeSchema.safeParse(value.type);
    if (type.success) addTypeProblems({ ...value, type: type.data }, ctx);
  })
  .meta({ examples: [retailLocationExample] });
export type CreateLocationRequest = z.infer<typeof createLocationRequestSchema>;

/**
 * PATCH /entities/{id}/locations/{locationId}: any of the location's fields; `identifiers`, when given,
 * replaces the whole list. The type does not change (a location moves tabs by being added again); the
 * location with the change must still meet its type's rules.
 */
export const updateLocationRequestSchema = z.object(locationFieldsShape).meta({
  examples: [
    { address: "2 Market Street", identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }] },
  ],
});
export type UpdateLocationRequest = z.infer<typeof updateLocationRequestSchema>;

/** GET /entities/{id}/locations: one tab's locations, oldest first, paged. */
export const locationListQuerySchema = paginationQuerySchema.extend({
  type: typeChoiceSchema.optional().describe("retail, online or logistics; every type when left out"),
});

export const entityLocationParamsSchema = z.object({ id: z.uuid(), locationId: z.uuid() });

export const locationIdentifierWireSchema = z.object({
  id: z.uuid(),
  type: locationIdentifierTypeSchema,
  kind: identifierKindSchema,
  /** Normalised: upper case, an EIN with its dash. */
  number: z.string(),
});
export type LocationIdentifierWire = z.infer<typeof locationIdentifierWireSchema>;

export const entityLocationWireSchema = z.object({
  id: z.uuid(),
  entity_id: z.uuid(),
  type: locationTypeSchema,
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-2 code, and its name. */
  state: z.string().nullable(),
  state_name: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code, and its name. */
  country: z.string().nullable(),
  country_name: z.string().nullable(),
  web_url: z.string().nullable(),
  status: z.enum(onlineLocationStatuses).nullable(),
  location_type: z.enum(logisticsLocationKinds).nullable(),
  description: z.string().nullable(),
  identifiers: z.array(locationIdentifierWireSchema),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type EntityLocationWire = z.infer<typeof entityLocationWireSchema>;
