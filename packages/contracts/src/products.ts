import { z } from "zod";
import { productCatalogHtsCountries } from "./catalog-enums";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { requiredText, trimmedString } from "./text-rules";
import { nameSearchSchema, repeatable } from "./vendors";
import { warningStatuses } from "./warning-enums";

/**
 * The product catalogue (spec sections 3 and 7, "Products"): GET/POST /products, GET/PATCH/DELETE
 * /products/{id}, PUT /products/delete-product-list, and the filters' lookups
 * GET /products/lookups?filter=. docs/decisions.md, "Products".
 */

/** The longest name, SKU and product number (spec section 5: "Name ... up to 255"). */
export const productTextMax = 255;
/** Spec section 5: "Description ... up to 1000". */
export const productDescriptionMax = 1000;
/** The most import countries one product lists (every ISO 3166-1 country is under 250). */
export const productImportCountriesMax = 250;
/** The most products one bulk delete takes (ten pages of 100). */
export const productBulkDeleteMax = 1000;

/** An ISO 3166-1 alpha-2 code as text (the service checks that the country exists). */
const countryCode = (message: string) =>
  z
    .string({ error: message })
    .max(2, message)
    .regex(/^[A-Z]{2}$/, message)
    .meta({ examples: ["US"] });

/** A Google product taxonomy id (GET /products/categories). */
const categoryIdBody = z
  .number({ error: fieldMessages.categoryInvalid })
  .int(fieldMessages.categoryInvalid)
  .min(1, fieldMessages.categoryInvalid)
  .max(2_147_483_647, fieldMessages.categoryInvalid)
  .meta({ examples: [1604] });

const nameSchema = requiredText(productTextMax, {
  required: fieldMessages.nameRequired,
  tooLong: fieldMessages.nameTooLong,
});
/** Optional text: absent, null (cleared) or up to `max` characters ("" is stored as none). */
const optionalField = (max: number, tooLong: string) =>
  trimmedString(tooLong).max(max, tooLong).nullable().optional();
const skuSchema = optionalField(productTextMax, fieldMessages.productSkuTooLong);
const productNumberSchema = optionalField(productTextMax, fieldMessages.productNumberTooLong);
const descriptionSchema = optionalField(productDescriptionMax, fieldMessages.descriptionTooLong);
const importCountriesSchema = z
  .array(countryCode(fieldMessages.locationCountryInvalid), { error: fieldMessages.importCountriesInvalid })
  .max(productImportCountriesMax, fieldMessages.importCountriesInvalid);

/** POST /products: a product made by hand. Only the name is required. */
export const productCreateSchema = z
  .object({
    name: nameSchema,
    sku: skuSchema,
    description: descriptionSchema,
    product_number: productNumberSchema,
    category: categoryIdBody.nullable().optional(),
    country_of_origin: countryCode(fieldMessages.locationCountryInvalid).nullable().optional(),
    import_countries: importCountriesSchema.optional(),
  })
  .meta({
    examples: [
      {
        name: "Organic cotton tee",
        sku: "TEE-001",
        description: "Crew neck, 180 gsm",
        product_number: "P-1001",
        category: 212,
        country_of_origin: "IN",
        import_countries: ["US", "GB"],
      },
    ],
  });
export type ProductCreate = z.infer<typeof productCreateSchema>;

/**
 * PATCH /products/{id}: the fields given change, the others stay; null clears an optional field;
 * `import_countries` replaces the product's list.
 */
export const productPatchSchema = z
  .object({
    name: nameSchema.optional(),
    sku: skuSchema,
    description: descriptionSchema,
    product_number: productNumberSchema,
    category: categoryIdBody.nullable().optional(),
    country_of_origin: countryCode(fieldMessages.locationCountryInvalid).nullable().optional(),
    import_countries: importCountriesSchema.optional(),
  })
  .meta({ examples: [{ name: "Organic cotton tee (navy)", import_countries: ["US", "CA"] }] });
export type ProductPatch = z.infer<typeof productPatchSchema>;

/** PUT /products/delete-product-list: the products to delete (ids of other workspaces are ignored). */
export const productBulkDeleteSchema = z.object({
  product_ids: z
    .array(z.uuid({ error: fieldMessages.productIdsInvalid }), { error: fieldMessages.productIdsInvalid })
    .min(1, fieldMessages.productIdsInvalid)
    .max(productBulkDeleteMax, fieldMessages.productIdsInvalid),
});
export type ProductBulkDelete = z.infer<typeof productBulkDeleteSchema>;

export const productBulkDeletedSchema = z.object({
  /** The products deleted now; an id not found (gone already, or not the workspace's) is not listed. */
  deleted: z.array(z.uuid()),
  count: z.number().int().nonnegative(),
});
export type ProductBulkDeleted = z.infer<typeof productBulkDeletedSchema>;

/**
 * `screening_eligibility` (docs/decisions.md, "Products"): a product is `eligible` for tariff-warning
 * screening when it has a country of origin and at least one import country among the catalogue's
 * supported HTS countries (US, AU, GB, CA); `not_eligible` otherwise.
 */
export const screeningEligibilities = ["eligible", "not_eligible"] as const;
export const screeningEligibilitySchema = z.enum(screeningEligibilities, {
  error: fieldMessages.screeningEligibilityInvalid,
});
export type ScreeningEligibility = z.infer<typeof screeningEligibilitySchema>;
export const screeningEligibilityLabels: Record<ScreeningEligibility, string> = {
  eligible: "Eligible for screening",
  not_eligible: "Not eligible",
};
/** The import countries that make a product eligible (spec section 9). */
export const screeningEligibleCountries = productCatalogHtsCountries;

/** `warning`: products with a warning in this status (warnings arrive with issue 14). */
export const productWarningSchema = z.enum(warningStatuses, { error: fieldMessages.warningInvalid });

const filterText = (message: string) =>
  trimmedString(message)
    .min(1, message)
    .max(productTextMax, message)
    .meta({ examples: ["TEE-001"] });

/**
 * One value of each repeatable filter of GET /products, with its message (the page keeps lists of them
 * in its address and takes only values these accept).
 */
export const productFilterValueSchemas = {
  import_country: countryCode(fieldMessages.locationCountryInvalid),
  country_of_origin: countryCode(fieldMessages.locationCountryInvalid),
  warning: productWarningSchema,
  /** A warning type's id (issue 14's warning definitions). */
  warning_type: z.uuid(fieldMessages.warningTypeInvalid),
  screening_eligibility: screeningEligibilitySchema,
  supply_stream: z.uuid(fieldMessages.supplyStreamInvalid),
  /** Google product taxonomy ids: each finds its category and every category under it. */
  category: z.coerce
    .number({ error: fieldMessages.categoryInvalid })
    .int(fieldMessages.categoryInvalid)
    .min(1, fieldMessages.categoryInvalid)
    .max(2_147_483_647, fieldMessages.categoryInvalid),
  /** The workspace's product numbers, exact. */
  product_id: filterText(fieldMessages.productNumberTooLong),
  /** Product names, exact (case and accents ignored). */
  name: filterText(fieldMessages.nameTooLong),
  /** SKUs, exact (case ignored). */
  sku: filterText(fieldMessages.productSkuTooLong),
};

const values = productFilterValueSchemas;

/** The filters of GET /products (spec section 7), each repeatable: OR within a key, AND across keys. */
export const productFiltersSchema = z.object({
  search: nameSearchSchema,
  import_country: repeatable(values.import_country, fieldMessages.locationCountryInvalid),
  country_of_origin: repeatable(values.country_of_origin, fieldMessages.locationCountryInvalid),
  warning: repeatable(values.warning, fieldMessages.warningInvalid),
  warning_type: repeatable(values.warning_type, fieldMessages.warningTypeInvalid),
  screening_eligibility: repeatable(values.screening_eligibility, fieldMessages.screeningEligibilityInvalid),
  supply_stream: repeatable(values.supply_stream, fieldMessages.supplyStreamInvalid),
  category: repeatable(values.category, fieldMessages.categoryInvalid),
  product_id: repeatable(values.product_id, fieldMessages.productNumberTooLong),
  name: repeatable(values.name, fieldMessages.nameTooLong),
  sku: repeatable(values.sku, fieldMessages.productSkuTooLong),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;
/** The filters that have a lookup (every one but the search). */
export const productLookupFilters = [
  "import_country",
  "country_of_origin",
  "warning",
  "warning_type",
  "screening_eligibility",
  "supply_stream",
  "category",
  "product_id",
  "name",
  "sku",
] as const satisfies readonly (keyof ProductFilters)[];
export type ProductLookupFilter = (typeof productLookupFilters)[number];
export const productLookupFilterLabels: Record<ProductLookupFilter, string> = {
  import_country: "Import country",
  country_of_origin: "Country of origin",
  warning: "Warning",
  warning_type: "Warning type",
  screening_eligibility: "Screening eligibility",
  supply_stream: "Supply stream",
  category: "Category",
  product_id: "Product number",
  name: "Name",
  sku: "SKU",
};

/** `ordering`: `-` descending; every sort ends on the id. */
export const productOrderings = [
  "name",
  "-name",
  "created",
  "-created",
  "country_of_origin",
  "-country_of_origin",
] as const;
export const productOrderingSchema = z.enum(productOrderings, { error: once(fieldMessages.orderingInvalid) });
export type ProductOrdering = z.infer<typeof productOrderingSchema>;
export const defaultProductOrdering: ProductOrdering = "-created";

/**
 * GET /products: the filters, `search` (name, SKU or product number containing the text, case and
 * accents ignored), `ordering` and paging.
 */
export const productListQuerySchema = paginationQuerySchema.extend({
  ...productFiltersSchema.shape,
  ordering: productOrderingSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productParamsSchema = z.object({ id: z.uuid() });

/**
 * GET /products/lookups?filter=: the values of one filter present in the catalogue (the filter menus'
 * choices), `search` in the value or its label, paged.
 */
export const productLookupQuerySchema = paginationQuerySchema.extend({
  filter: z.enum(productLookupFilters, { error: once(fieldMessages.productLookupInvalid) }),
  /** Values (or their labels) containing this text, case and accents ignored. */
  search: nameSearchSchema,
});
export type ProductLookupQuery = z.infer<typeof productLookupQuerySchema>;

export const productLookupItemSchema = z.object({
  /** What the filter takes (`?{filter}=value`). */
  value: z.string(),
  /** What a menu shows (a country's name, a stream's name, a category's path). */
  label: z.string(),
  /** Products of the catalogue with this value. */
  count: z.number().int().nonnegative(),
});
export type ProductLookupItem = z.infer<typeof productLookupItemSchema>;
export const productLookupSchema = paginatedSchema(productLookupItemSchema);

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sku: z.string().nullable(),
  description: z.string().nullable(),
  product_number: z.string().nullable(),
  /**
   * The Google taxonomy category: its id, own name and path from the root (ending with its name). While
   * the taxonomy is not loaded, or for an id it lacks, the id alone: name null, path empty
   * (`productCategoryLabel` says "Category 1234").
   */
  category: z
    .object({ id: z.number().int(), name: z.string().nullable(), path: z.array(z.string()) })
    .nullable(),
  country_of_origin: z.string().nullable(),
  import_countries: z.array(z.string()),
  /** The image: its file, the 96 px thumbnail and the original (signed-in GETs, product-images.ts). */
  image: z.object({ id: z.uuid(), thumbnail_url: z.string(), url: z.string() }).nullable(),
  supply_streams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ProductWire = z.infer<typeof productSchema>;
export const productListSchema = paginatedSchema(productSchema);

/** Messages of the product calls beyond the field messages. */
export const productMessages = {
  /** 409 of POST and PATCH /products: the same SKU, product number or (without them) name. */
  exists: (name: string) =>
    `${name} is already in your catalogue with the same SKU, product number or (without those) name.`,
} as const;
