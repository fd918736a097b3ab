import {
  type ProductImportWire,
  type ProductListMetaData,
  type ProductWire,
  productColumnMappingRules,
  productImportFieldLabels,
  productImportFields,
  type SupplyStreamWire,
} from "@tierline/contracts";
import { json, type RouteHandler } from "./fake-api";
import { page } from "./workspace-fixtures";

const created = "2026-03-01T10:00:00.000Z";

/** A product as GET /products/{id} answers it: a cotton tee from India, in no stream. */
export function product(id: string, overrides: Partial<ProductWire> = {}): ProductWire {
  return {
    id,
    name: "Cotton Tee",
    sku: "TEE-1",
    description: null,
    product_number: null,
    category: null,
    country_of_origin: "IN",
    import_countries: [],
    image: null,
    supply_streams: [],
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** A supply stream as GET /products/supply-stream lists it, without vendors. */
export function supplyStream(id: string, name: string, overrides: Partial<SupplyStreamWire> = {}) {
  return {
    id,
    name,
    products_count: 0,
    stages: [],
    created: created,
    updated: created,
    ...overrides,
  } satisfies SupplyStreamWire;
}

/**
 * The calls of the catalogue and of a product's page besides the product itself (its sections, the
 * countries, the filter menus), answered empty.
 */
export const catalogueRoutes: Record<string, RouteHandler> = {
  "GET /locations/countries": () => json({ results: [{ code: "IN", name: "India" }] }),
  "GET /products/lookups": () => json(page([])),
  "GET /products/supply-stream": () => json(page([])),
  "GET /products/materials": () => json(page([])),
  "GET /products/:id/supply-streams": () => json({ results: [] }),
  "GET /products/:id/materials": () => json(page([])),
  "GET /products/:id/categories": () => json({ category: null, lineage: [], suggestions: [] }),
  "GET /products/:id/image": () => json({ image: null }),
};

/** A catalogue file's columns and first row as the column_map step reads them, mapped by name. */
export function catalogueMeta(resourceId: string): ProductListMetaData {
  const mapping = { name: "Product Name", sku: "SKU", country_of_origin: "Country of Origin" };
  return {
    resource_id: resourceId,
    file_name: "catalogue.csv",
    columns: ["Product Name", "SKU", "Country of Origin"],
    header_row: 1,
    products: [["Cotton Tee", "TEE-1", "India"]],
    total_products: 1,
    columns_mapping: mapping,
    suggested_mapping: mapping,
    remembered_mapping: null,
    fields: productImportFields.map((field) => ({
      field,
      label: productImportFieldLabels[field],
      required: productColumnMappingRules.requiredFields.includes(field),
    })),
  };
}

/** A catalogue import of one row, in `status`; done, it added one product. */
export function productImport(
  id: string,
  resourceId: string,
  status: ProductImportWire["status"],
  overrides: Partial<ProductImportWire> = {},
): ProductImportWire {
  const done = status === "COMPLETED";
  return {
    id,
    resource_id: resourceId,
    status,
    error: null,
    processed_rows: done ? 1 : 0,
    total_rows: 1,
    progress: done ? 1 : 0,
    accepted_rows: done ? 1 : 0,
    rejected_rows: 0,
    merged_rows: 0,
    rows_per_second: null,
    started_at: null,
    finished_at: null,
    created_at: created,
    columns_mapping: { name: "Product Name", country_of_origin: "Country of Origin" },
    supply_stream: null,
    created_products: done ? 1 : 0,
    ...overrides,
  };
}
