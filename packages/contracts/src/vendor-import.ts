import { z } from "zod";
import { type ColumnMappingRules, columnMappingSchema } from "./column-mapping";
import { paginatedSchema } from "./pagination";

/**
 * The fields a vendor list's columns map to (`columns_mapping` of `POST /entities/add-vendors/{id}`):
 * what a vendor master exported from an ERP or a procurement sheet holds. `name` is required and
 * `country` mandatory (spec section 5); the rest are optional.
 */
export const vendorImportFields = [
  "name",
  "registered_name",
  "country",
  "address",
  "city",
  "state",
  "postal_code",
  "website",
  "contact_name",
  "contact_email",
  "phone",
  "identifier_type",
  "identifier_number",
  "start_date",
] as const;
export type VendorImportField = (typeof vendorImportFields)[number];

export const vendorImportFieldLabels: Record<VendorImportField, string> = {
  name: "Vendor name",
  registered_name: "Registered name",
  country: "Country",
  address: "Address",
  city: "City",
  state: "State/province",
  postal_code: "Postal code",
  website: "Website",
  contact_name: "Contact name",
  contact_email: "Contact email",
  phone: "Phone",
  identifier_type: "Identifier type",
  identifier_number: "Identification number",
  start_date: "Start date",
};

export const vendorColumnMappingRules: ColumnMappingRules = {
  requiredFields: ["name", "country"],
  countryField: "country",
};

export type VendorColumnMapping = Partial<Record<VendorImportField, string | null>>;

/**
 * `columns_mapping`: the spec's mapping rules, and only the vendor fields above as keys. Its values are
 * checked to be column names (or null) by the refinement: read it as a `VendorColumnMapping`.
 */
export const vendorColumnMappingSchema = columnMappingSchema(vendorColumnMappingRules, vendorImportFields);

/** The column mapping as answered: each field's column, or absent. */
const mappingAnswerSchema = z.partialRecord(z.enum(vendorImportFields), z.string());

/** `GET /resources/vendors-list/{id}/meta-data`: what the column-verification step shows. */
export const vendorListMetaDataSchema = z.object({
  resource_id: z.uuid(),
  file_name: z.string(),
  /** The file's column names, in order (repeated names made unique: "Address (2)"). */
  columns: z.array(z.string()),
  /** The row of the file the column names are on (a title above the table is skipped). */
  header_row: z.number().int().positive(),
  /** The first rows under the header, cells as text, in column order. */
  vendors: z.array(z.array(z.string())),
  /** Rows under the header: an estimate from the file's size and structure; the import counts exactly. */
  total_vendors: z.number().int().nonnegative(),
  /** What the mapping step starts with: the remembered mapping where the file has its columns, then the suggestion. */
  columns_mapping: mappingAnswerSchema,
  suggested_mapping: mappingAnswerSchema,
  /** The mapping of the workspace's previous import, as it was; null before a first import. */
  remembered_mapping: mappingAnswerSchema.nullable(),
  fields: z.array(z.object({ field: z.enum(vendorImportFields), label: z.string(), required: z.boolean() })),
});
export type VendorListMetaData = z.infer<typeof vendorListMetaDataSchema>;

export const addVendorsRequestSchema = z
  .object({ columns_mapping: vendorColumnMappingSchema })
  .meta({ examples: [{ columns_mapping: { name: "Name", country: "Country" } }] });
export type AddVendorsRequest = z.infer<typeof addVendorsRequestSchema>;
export const resourceIdParamsSchema = z.object({ resourceId: z.uuid() });

export const vendorImportStatuses = ["QUEUED", "RUNNING", "COMPLETED", "FAILED"] as const;

/** What every import answers of its state and progress (vendor lists, product catalogues). */
export const importProgressShape = {
  /** Null once the uploaded file was deleted. */
  resource_id: z.uuid().nullable(),
  status: z.enum(vendorImportStatuses),
  /** Why the file could not be imported (status FAILED). */
  error: z.string().nullable(),
  /** Rows read so far, and of how many: the total is an estimate until COMPLETED. */
  processed_rows: z.number().int().nonnegative(),
  total_rows: z.number().int().nonnegative(),
  /** processed / total, 1 once COMPLETED. */
  progress: z.number().min(0).max(1),
  accepted_rows: z.number().int().nonnegative(),
  rejected_rows: z.number().int().nonnegative(),
  /** Accepted rows that were the same as an earlier row or an existing object. */
  merged_rows: z.number().int().nonnegative(),
  rows_per_second: z.number().nonnegative().nullable(),
  started_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
};

/** An import and its progress (`POST /entities/add-vendors/{resourceId}`, `GET /vendor-imports/{id}`). */
export const vendorImportSchema = z.object({
  id: z.uuid(),
  ...importProgressShape,
  columns_mapping: mappingAnswerSchema,
  created_vendors: z.number().int().nonnegative(),
});
export type VendorImportWire = z.infer<typeof vendorImportSchema>;

/** A rejected or merged row: its reasons on its fields, and its cells as the file had them. */
export const vendorImportRowSchema = z.object({
  row_number: z.number().int().positive(),
  outcome: z.enum(["REJECTED", "MERGED"]),
  reasons: z.array(z.object({ field: z.enum(vendorImportFields).nullable(), message: z.string() })),
  cells: z.array(z.string()),
  /** The row of the same file a merged row went into; null for a vendor the workspace had before. */
  merged_into_row: z.number().int().positive().nullable(),
});
export const vendorImportRowsSchema = paginatedSchema(vendorImportRowSchema);
