import { z } from "zod";
import { type ColumnMappingRules, columnMappingSchema } from "./column-mapping";
import { fieldMessages } from "./messages";
import { paginatedSchema } from "./pagination";
import { importProgressShape } from "./vendor-import";

/**
 * The fields a product catalogue's columns map to (`columns_mapping` of
 * `POST /products/add-product-list/{id}` and `PUT /product-catalog-column-mapping`). `name` is required
 * and `country_of_origin` is the catalogue's mandatory country field (spec section 5); the rest are
 * optional. Images are not imported (docs/decisions.md, "Products").
 */
export const productImportFields = [
  "name",
  "sku",
  "description",
  "category",
  "product_number",
  "country_of_origin",
  "import_countries",
] as const;
export type ProductImportField = (typeof productImportFields)[number];

export const productImportFieldLabels: Record<ProductImportField, string> = {
  name: "Product name",
  sku: "SKU",
  description: "Description",
  category: "Category",
  product_number: "Product number",
  country_of_origin: "Country of origin",
  import_countries: "Import countries",
};

export const productColumnMappingRules: ColumnMappingRules = {
  requiredFields: ["name", "country_of_origin"],
  countryField: "country_of_origin",
};

export type ProductColumnMapping = Partial<Record<ProductImportField, string | null>>;

/** `columns_mapping` of a catalogue: the spec's mapping rules, and only the product fields as keys. */
export const productColumnMappingSchema = columnMappingSchema(productColumnMappingRules, productImportFields);

/** The column mapping as answered: each field's column, or absent. */
export const productMappingAnswerSchema = z.partialRecord(z.enum(productImportFields), z.string());

/** The fields with their labels and whether the mapping must name them (the mapping step's rows). */
export const productImportFieldListSchema = z.array(
  z.object({ field: z.enum(productImportFields), label: z.string(), required: z.boolean() }),
);

/** `GET/PUT /product-catalog-column-mapping`: the workspace's remembered mapping (null before any). */
export const productCatalogColumnMappingSchema = z.object({
  columns_mapping: productMappingAnswerSchema.nullable(),
  fields: productImportFieldListSchema,
});
export type ProductCatalogColumnMapping = z.infer<typeof productCatalogColumnMappingSchema>;

export const putProductCatalogColumnMappingSchema = z
  .object({ columns_mapping: productColumnMappingSchema })
  .meta({ examples: [{ columns_mapping: { name: "Product", country_of_origin: "Origin" } }] });

/** `GET /products/product-list-document/{id}/meta-data`: what the column_map step shows. */
export const productListMetaDataSchema = z.object({
  resource_id: z.uuid(),
  file_name: z.string(),
  columns: z.array(z.string()),
  header_row: z.number().int().positive(),
  /** The first rows under the header, cells as text, in column order. */
  products: z.array(z.array(z.string())),
  /** Rows under the header: an estimate from the file's size and structure; the import counts exactly. */
  total_products: z.number().int().nonnegative(),
  columns_mapping: productMappingAnswerSchema,
  suggested_mapping: productMappingAnswerSchema,
  remembered_mapping: productMappingAnswerSchema.nullable(),
  fields: productImportFieldListSchema,
});
export type ProductListMetaData = z.infer<typeof productListMetaDataSchema>;

/** `POST /products/add-product-list/{id}`: the mapping, and the supply stream every product joins. */
export const addProductListRequestSchema = z
  .object({
    columns_mapping: productColumnMappingSchema,
    supply_stream: z.uuid({ error: fieldMessages.supplyStreamInvalid }).nullable().optional(),
  })
  .meta({
    examples: [{ columns_mapping: { name: "Product", country_of_origin: "Origin" }, supply_stream: null }],
  });
export type AddProductListRequest = z.infer<typeof addProductListRequestSchema>;

/** A catalogue import and its progress (`POST /products/add-product-list/{id}`, `GET /product-imports/{id}`). */
export const productImportSchema = z.object({
  id: z.uuid(),
  ...importProgressShape,
  columns_mapping: productMappingAnswerSchema,
  /** The supply stream every imported product joins, or null. */
  supply_stream: z.uuid().nullable(),
  created_products: z.number().int().nonnegative(),
});
export type ProductImportWire = z.infer<typeof productImportSchema>;

/** A rejected or merged row of a catalogue: its reasons on its fields, and its cells as the file had them. */
export const productImportRowSchema = z.object({
  row_number: z.number().int().positive(),
  outcome: z.enum(["REJECTED", "MERGED"]),
  reasons: z.array(z.object({ field: z.enum(productImportFields).nullable(), message: z.string() })),
  cells: z.array(z.string()),
  merged_into_row: z.number().int().positive().nullable(),
});
export const productImportRowsSchema = paginatedSchema(productImportRowSchema);

/** `GET /products/{id}/product-descriptions`: the description now, and as the catalogue import gave it. */
export const productDescriptionsSchema = z.object({
  id: z.uuid(),
  description: z.string().nullable(),
  /** The description cell of the latest catalogue import that wrote this product; null if none did. */
  description_for_import: z.string().nullable(),
  /** The category cell as that import gave it (a taxonomy id or path text). */
  category_for_import: z.string().nullable(),
  import_id: z.uuid().nullable(),
  import_row: z.number().int().positive().nullable(),
});
export type ProductDescriptions = z.infer<typeof productDescriptionsSchema>;
