import type { ProductWire, SupplyStreamWire } from "@tierline/contracts";
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
