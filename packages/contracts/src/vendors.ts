import { z } from "zod";
import { entityStatusSchema } from "./entity-enums";
import { registeredNameSchema } from "./entity-fields";
import { contactEmailSchema } from "./fields";
import { locationIdentifiersSchema } from "./locations";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { proposerSchema, relationshipStatuses, relationshipStatusSchema } from "./relationship-enums";
import { supplyStreamStageSchema } from "./supply-stream-enums";
import { requiredText, trimmedString } from "./text-rules";
import { webUrlSchema } from "./web-url";

/**
 * The workspace's vendor register (GET /workspaces/{id}/vendors): its vendor relationships with the
 * vendor's name, country, statuses, roles, tags and open risks, filtered, sorted and paged; its stats,
 * its CSV export, and a vendor added by hand.
 */

/** The most values one repeatable filter takes (a list of 250 countries is not a filter). */
export const vendorFilterValuesMax = 100;

/**
 * A repeatable filter (decisions.md: `?country=US&country=DE`): one value arrives as text, a repeated
 * key as a list. Values within a key are alternatives (OR); keys combine (AND). No transform, so the
 * schema describes itself in OpenAPI; the service reads it with `filterValues`.
 */
export const repeatable = <T extends z.ZodType>(item: T, message: string) =>
  z
    .union([item, z.array(item).max(vendorFilterValuesMax, fieldMessages.filterValuesTooMany)], {
      error: message,
    })
    .optional();

/** The values of a repeatable filter as a list (empty when absent). */
export const filterValues = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * What a vendor asks of the workspace (`actions`): `approval_required` has a role assignment (or,
 * before roles, the relationship) Pending; `not_verified` its entity is not Validated; `risk_open` it
 * has an Open risk; `contact_missing` a contact category required of it (by the workspace's own entity or
 * the vendor's) has no contact of it; `requirements_unmet` a requirement of its procurement stage is not met.
 */
export const vendorActions = [
  "approval_required",
  "not_verified",
  "risk_open",
  "contact_missing",
  "requirements_unmet",
] as const;
export const vendorActionSchema = z.enum(vendorActions);
export type VendorAction = z.infer<typeof vendorActionSchema>;
export const vendorActionLabels: Record<VendorAction, string> = {
  approval_required: "Approval required",
  not_verified: "Not verified",
  risk_open: "Open risks",
  contact_missing: "Contact missing",
  requirements_unmet: "Requirements unmet",
};

/** `ordering`: the list's sorts, `-` descending; every sort ends on the relationship id. */
export const vendorOrderings = [
  "name",
  "-name",
  "created",
  "-created",
  "status",
  "-status",
  "country",
  "-country",
] as const;
export const vendorOrderingSchema = z.enum(vendorOrderings, { error: once(fieldMessages.orderingInvalid) });
export type VendorOrdering = z.infer<typeof vendorOrderingSchema>;
/** The register's default: newest first. */
export const defaultVendorOrdering: VendorOrdering = "-created";

/** One `procurement_stage` value: a relationship status, or the id of a stage of the workspace's workflow. */
const procurementStageValueSchema = z
  .string({ error: fieldMessages.procurementStageInvalid })
  // A uuid is the longest value (36).
  .max(36, fieldMessages.procurementStageInvalid)
  .regex(
    // One pattern rather than a union of an enum and a uuid, so OpenAPI and the bad-input sweep read it as text.
    new RegExp(
      `^(?:${relationshipStatuses.join("|")}|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})$`,
    ),
    fieldMessages.procurementStageInvalid,
  )
  .meta({ examples: ["PENDING"] });

/** The filters of the list, its stats and its export (spec section 7), each repeatable. */
/** The longest text a name search of a list takes (a name's own limit). */
export const nameSearchMaxLength = 255;

/** `search` of a list call: a name or part of one, trimmed, at most a name's length. */
export const nameSearchSchema = trimmedString(once(fieldMessages.nameTooLong))
  .max(nameSearchMaxLength, fieldMessages.nameTooLong)
  .optional();

export const vendorFiltersSchema = z.object({
  search: nameSearchSchema,
  country: repeatable(
    z
      .string()
      .max(2, fieldMessages.locationCountryInvalid)
      .regex(/^[A-Z]{2}$/, fieldMessages.locationCountryInvalid),
    fieldMessages.locationCountryInvalid,
  ),
  verification_status: repeatable(entityStatusSchema, fieldMessages.verificationStatusInvalid),
  supply_stream: repeatable(z.uuid(fieldMessages.supplyStreamInvalid), fieldMessages.supplyStreamInvalid),
  supply_stage: repeatable(supplyStreamStageSchema, fieldMessages.supplyStageInvalid),
  role: repeatable(z.uuid(fieldMessages.supplyChainRoleInvalid), fieldMessages.supplyChainRoleInvalid),
  tag: repeatable(z.uuid(fieldMessages.tagInvalid), fieldMessages.tagInvalid),
  procurement_stage: repeatable(procurementStageValueSchema, fieldMessages.procurementStageInvalid),
  actions: repeatable(vendorActionSchema, fieldMessages.vendorActionInvalid),
});
export type VendorFilters = z.infer<typeof vendorFiltersSchema>;
/** The filter keys, in the order the list's controls show them. */
export const vendorFilterKeys = Object.keys(vendorFiltersSchema.shape) as (keyof VendorFilters)[];

/**
 * GET /workspaces/{id}/vendors: the filters, `ordering` and paging. Filters combine with AND across
 * keys and OR within one key; `search` finds a vendor whose brand name, registered name or a DBA name
 * contains the text (case and accents ignored).
 */
export const vendorListQuerySchema = paginationQuerySchema.extend({
  ...vendorFiltersSchema.shape,
  ordering: vendorOrderingSchema.optional(),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

/**
 * GET /workspaces/{id}/vendors/export.csv: the same filters and ordering, and `id` (repeatable) to
 * export only the selected vendors.
 */
export const vendorExportQuerySchema = vendorFiltersSchema.extend({
  ordering: vendorOrderingSchema.optional(),
  id: repeatable(z.uuid(fieldMessages.vendorIdsInvalid), fieldMessages.vendorIdsInvalid),
});
export type VendorExportQuery = z.infer<typeof vendorExportQuerySchema>;

const idNameSchema = z.object({ id: z.uuid(), name: z.string() });

export const vendorSchema = z.object({
  /** The relationship's id: the vendor as this workspace sees it. */
  id: z.uuid(),
  /** The vendor's own entity. */
  entity: z.uuid(),
  name: z.string(),
  /** ISO 3166-1 code and English name; null when the vendor has none. */
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** The relationship's status: the most advanced of its role assignments (decisions.md). */
  status: relationshipStatusSchema,
  /** Who proposed the relationship (spec section 3): the workspace's company or the vendor. */
  proposer: proposerSchema,
  /** The vendor entity's verification status. */
  verification_status: entityStatusSchema,
  /** The supply chain roles the vendor is engaged for in this relationship. */
  roles: z.array(idNameSchema),
  tags: z.array(idNameSchema),
  /** Open risks of the relationship. */
  open_risks: z.number().int().nonnegative(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type VendorWire = z.infer<typeof vendorSchema>;

export const vendorListSchema = paginatedSchema(vendorSchema);

/** GET /workspaces/{id}/vendors-stats: the list's counts under the same filters (the list's header). */
export const vendorStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Every relationship status with its count (zero included). */
  by_status: z.record(relationshipStatusSchema, z.number().int().nonnegative()),
  by_verification_status: z.record(entityStatusSchema, z.number().int().nonnegative()),
  /** Vendors with at least one Open risk, and the Open risks they have. */
  with_open_risks: z.number().int().nonnegative(),
  open_risks: z.number().int().nonnegative(),
});
export type VendorStats = z.infer<typeof vendorStatsSchema>;

/**
 * POST /workspaces/{id}/vendors: a vendor added by hand, with the import's field rules: a name, its
 * country (an ISO code; spec section 5's "The country field is mandatory"), and optionally its
 * registered name, website, contact e-mail and identifiers.
 */
export const vendorCreateSchema = z
  .object({
    name: requiredText(255, { required: fieldMessages.nameRequired, tooLong: fieldMessages.nameTooLong }),
    country: trimmedString(fieldMessages.countryMandatory)
      .min(1, { error: fieldMessages.countryMandatory, abort: true })
      .max(2, { error: fieldMessages.locationCountryInvalid, abort: true })
      .regex(/^[A-Z]{2}$/, fieldMessages.locationCountryInvalid),
    registered_name: registeredNameSchema.nullable().optional(),
    website: webUrlSchema.nullable().optional(),
    contact_email: contactEmailSchema.nullable().optional(),
    identifiers: locationIdentifiersSchema.optional(),
  })
  .meta({
    examples: [
      {
        name: "Acme Metals Inc.",
        country: "US",
        registered_name: "Acme Metals Incorporated",
        website: "https://acme-metals.example",
        contact_email: "sales@acme-metals.example",
        identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }],
      },
    ],
  });
export type VendorCreate = z.infer<typeof vendorCreateSchema>;

/** Messages of the vendor calls beyond the field messages. */
export const vendorMessages = {
  /** 409 of POST /workspaces/{id}/vendors, naming the vendor already there. */
  exists: (name: string, country: string) =>
    `${name} (${country}) is already a vendor of this workspace, with the same name and country.`,
} as const;
/**
 * GET /entity-relationships/{id}/imported-details: what the vendor-list import read about the vendor
 * beyond its entity's own fields (each null when the file had no such cell), for the profile's Details
 * tab; null as a whole when the vendor was not imported or its row held none of them.
 */
export const vendorImportedDetailsSchema = z.object({
  imported: z
    .object({
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postal_code: z.string().nullable(),
      contact_name: z.string().nullable(),
      phone: z.string().nullable(),
      identifier_type: z.string().nullable(),
      identifier_number: z.string().nullable(),
    })
    .nullable(),
  /** The import and the row of its file the vendor came from. */
  import_row: z.number().int().nullable(),
});
export type VendorImportedDetails = z.infer<typeof vendorImportedDetailsSchema>;
