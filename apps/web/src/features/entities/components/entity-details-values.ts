import {
  type EntityUpdate,
  type EntityWire,
  entityUpdateSchema,
  fieldMessages,
  formatDateMmmDdYyyy,
  parseDateInput,
  toIsoDate,
} from "@tierline/contracts";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";

/**
 * The entity details form's values: text inputs as text ("" when empty), the jurisdiction as its two
 * selects (a country, then optionally one of its states), the name lists as lists. They become the PATCH
 * request of contracts, whose rules and messages judge them, so the form says what the api would.
 */
export interface EntityDetailsValues {
  brand_name: string;
  registered_name: string;
  country: string;
  state: string;
  entity_type: string;
  registered_date: string;
  dba_names: string[];
  entity_website: string;
  additional_entity_names: string[];
  contact_email: string;
}

/** The form as the form hook makes it (values in, the request out). */
export type EntityDetailsForm = UseFormReturn<EntityDetailsValues, unknown, EntityUpdate>;

/** The request's jurisdiction is the state when one is chosen, else the country. */
export const jurisdictionOf = (values: Pick<EntityDetailsValues, "country" | "state">) =>
  values.state || values.country;

/**
 * A typed date as the day it is read as, in the unambiguous "Mar 04, 2020" (the spec's formats are tried
 * in order and DD/MM/YYYY comes before MM/DD/YYYY, so 03/04/2020 is the 3rd of April); null when no
 * format reads it.
 */
export function readDate(text: string): string | null {
  const date = parseDateInput(text.trim());
  return date ? formatDateMmmDdYyyy(date) : null;
}

/** A date input sent as the day it was read as (YYYY-MM-DD), or as typed for the rules to refuse. */
function dateRequest(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const date = parseDateInput(trimmed);
  return date ? toIsoDate(date) : trimmed;
}

/** The request the values make; an empty optional field clears it (null). */
export function toEntityUpdate(values: EntityDetailsValues): EntityUpdate {
  return {
    brand_name: values.brand_name,
    registered_name: values.registered_name,
    registered_jurisdiction: jurisdictionOf(values),
    entity_type: values.entity_type || null,
    registered_date: dateRequest(values.registered_date),
    dba_names: values.dba_names,
    entity_website: values.entity_website.trim() || null,
    additional_entity_names: values.additional_entity_names,
    contact_email: values.contact_email.trim() || null,
  };
}

/**
 * Where a rule of the request shows in the form: the jurisdiction under the state when one is chosen
 * (the api says the chosen code is not valid), else under the country; a name list's item under its list.
 */
export function entityFormPath(
  field: string,
  values: Pick<EntityDetailsValues, "state">,
): keyof EntityDetailsValues | null {
  const [head] = field.split(".");
  if (head === "registered_jurisdiction") return values.state ? "state" : "country";
  if (head === "company_info_step") return null;
  return head as keyof EntityDetailsValues;
}

const text = z.string();

/**
 * The values judged as the request they make, by the contracts rules. The form also asks for an entity
 * type once a jurisdiction is chosen: the api takes none (it may be set later), but the details are not
 * complete without one, and this form is where they are completed.
 */
export const entityDetailsSchema = z
  .object({
    brand_name: text,
    registered_name: text,
    country: text,
    state: text,
    entity_type: text,
    registered_date: text,
    dba_names: z.array(text),
    entity_website: text,
    additional_entity_names: z.array(text),
    contact_email: text,
  })
  .transform((values, ctx) => {
    const parsed = entityUpdateSchema.safeParse(toEntityUpdate(values));
    const issues = parsed.success ? [] : parsed.error.issues;
    const said = new Set<string>();
    for (const issue of issues) {
      const path = entityFormPath(issue.path.map(String).join("."), values);
      if (path === null || said.has(path)) continue;
      said.add(path);
      ctx.addIssue({ code: "custom", path: [path], message: issue.message });
    }
    if (values.country && !values.entity_type && !said.has("entity_type")) {
      said.add("entity_type");
      ctx.addIssue({ code: "custom", path: ["entity_type"], message: fieldMessages.entityTypeRequired });
    }
    return parsed.success && said.size === 0 ? parsed.data : z.NEVER;
  });

/**
 * The entity as the form's values. The registered date shows as "Mar 04, 2020", not the default display
 * MM/DD/YYYY, which the accepted input formats would read back as DD/MM/YYYY.
 */
export function entityDetailsValues(entity: EntityWire): EntityDetailsValues {
  const jurisdiction = entity.registered_jurisdiction;
  return {
    brand_name: entity.brand_name,
    registered_name: entity.registered_name ?? "",
    country: jurisdiction ? (jurisdiction.parent?.id ?? jurisdiction.id) : "",
    state: jurisdiction?.parent ? jurisdiction.id : "",
    entity_type: entity.entity_type?.id ?? "",
    registered_date: entity.registered_date ? (readDate(entity.registered_date) ?? "") : "",
    dba_names: entity.dba_names,
    entity_website: entity.entity_website ?? "",
    additional_entity_names: entity.additional_entity_names,
    contact_email: entity.contact_email ?? "",
  };
}

/**
 * What choosing a country or a state changes (spec section 4: a parent change resets its children): a
 * new country clears the state, and either clears the entity type, which belongs to the jurisdiction.
 */
export function jurisdictionChange(
  field: "country" | "state",
  value: string,
): Partial<Pick<EntityDetailsValues, "country" | "state" | "entity_type">> {
  return field === "country"
    ? { country: value, state: "", entity_type: "" }
    : { state: value, entity_type: "" };
}
