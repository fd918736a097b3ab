import {
  applyMask,
  type CreateLocationRequest,
  createLocationRequestSchema,
  type EntityLocationWire,
  identifierMaskFor,
  type LocationType,
  type LocationValues,
  locationTypeFields,
  locationTypeProblems,
  locationTypeSchema,
} from "@tierline/contracts";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";

/**
 * The Locations form's values: every field of every type as text (an empty input is ""), turned into
 * the request of contracts (the type's own fields, the empty ones left out) before the contracts rules
 * judge it, so the form shows the api's messages on the same inputs.
 */
export interface LocationFormValues {
  type: LocationType;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  web_url: string;
  status: string;
  location_type: string;
  description: string;
  identifiers: { type: string; kind: string; number: string }[];
}

/** The form of a location, as the form hook makes it (values in, the request out). */
export type LocationForm = UseFormReturn<LocationFormValues, unknown, CreateLocationRequest>;

const text = z.string();

/** The request a form's values make: only the type's fields, and only those filled in. */
export function toLocationRequest(values: LocationFormValues): Record<string, unknown> {
  const request: Record<string, unknown> = { type: values.type };
  for (const field of locationTypeFields[values.type]) {
    if (values[field] !== "") request[field] = values[field];
  }
  request.identifiers = values.identifiers;
  return request;
}

/** "identifiers.0.type" as a path of the form ("identifiers", 0, "type"). */
const pathOf = (field: string) => field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The form's values, judged as the request they make by the contracts rules. The type rules (a field
 * the tab requires) are said at once with the field rules: the contracts schema checks them only once
 * no field rule stopped it, which would show a user their mistakes in two rounds.
 */
export const locationFormSchema = z
  .object({
    type: locationTypeSchema,
    address: text,
    city: text,
    state: text,
    postal_code: text,
    country: text,
    web_url: text,
    status: text,
    location_type: text,
    description: text,
    identifiers: z.array(z.object({ type: text, kind: text, number: text })),
  })
  .transform((values, ctx) => {
    const request = toLocationRequest(values);
    const parsed = createLocationRequestSchema.safeParse(request);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    const said = new Set(issues.map((issue) => issue.path.join(".")));
    const typeProblems = locationTypeProblems(request as LocationValues);
    for (const [field, message] of Object.entries(typeProblems)) {
      if (!said.has(field)) issues.push({ path: pathOf(field), message });
    }
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  });

export function emptyLocationValues(type: LocationType): LocationFormValues {
  return {
    type,
    address: "",
    city: "",
    state: "",
    postal_code: "",
    country: "",
    web_url: "",
    status: "active",
    location_type: "",
    description: "",
    identifiers: [],
  };
}

/** An existing location as the form's values. */
export function locationFormValues(location: EntityLocationWire): LocationFormValues {
  return {
    type: location.type,
    address: location.address ?? "",
    city: location.city ?? "",
    state: location.state ?? "",
    postal_code: location.postal_code ?? "",
    country: location.country ?? "",
    web_url: location.web_url ?? "",
    status: location.status ?? "active",
    location_type: location.location_type ?? "",
    description: location.description ?? "",
    identifiers: location.identifiers.map(({ type, kind, number }) => ({ type, kind, number })),
  };
}

/**
 * What choosing a country or a state changes (spec section 4: a parent change resets its children): a
 * new country clears the state and the city, a new state the city.
 */
export function placeChange(
  field: "country" | "state",
  value: string,
): Partial<Pick<LocationFormValues, "country" | "state" | "city">> {
  return field === "country" ? { country: value, state: "", city: "" } : { state: value, city: "" };
}

/**
 * An identification number as typed, fitted to its type's input mask (an EIN's dash inserted, letters
 * in upper case, nothing past the mask's end); free text until a type is chosen.
 */
export function maskedIdentifier(type: string, typed: string): string {
  return type ? applyMask(typed, identifierMaskFor(type)).toUpperCase() : typed;
}
