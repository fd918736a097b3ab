import { act, screen } from "@testing-library/react";
import type { MemberRole, ProductWire } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../test/fake-api";
import { renderApp } from "../test/render";
import { baseRoutes, page, sessionFor, userWithRoles } from "../test/workspace-fixtures";

const product: ProductWire = {
  id: "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c",
  name: "Organic crew tee",
  sku: null,
  description: null,
  product_number: null,
  category: null,
  country_of_origin: null,
  import_countries: [],
  image: null,
  supply_streams: [],
  created_at: "2026-11-25T02:00:00.000Z",
  updated_at: "2026-11-25T02:00:00.000Z",
};

function routes() {
  return fakeRoutes({
    ...baseRoutes,
    "GET /locations/countries": () => json({ results: [] }),
    "GET /products/materials": () => json(page([])),
    "GET /resource-usage-types": () => json(page([])),
    "GET /products/:id/materials": () => json(page([])),
    "GET /products/:id/supply-streams": () => json(page([])),
    "GET /products/:id/categories": () => json([]),
    "GET /products/:id": () => json(product),
  });
}

const signIn = (role: MemberRole) => act(() => authStore.signIn(sessionFor(userWithRoles([role]))));

// The product page hands its sections `can("products.write")`: the role table decides, not the section.
describe("a product's materials, by role", () => {
  it("offers a Viewer (who may not change products) the list without Add material", async () => {
    signIn("VIEWER");
    useFakeApi(routes());
    renderApp(`/products/${product.id}`);
    expect(await screen.findByText(/No materials yet/)).toBeTruthy();
    expect(screen.queryByTestId("product-materials-add")).toBeNull();
  });

  it("offers a Procurement Manager (who may change products) Add material", async () => {
    signIn("PROCUREMENT_MANAGER");
    useFakeApi(routes());
    renderApp(`/products/${product.id}`);
    expect(await screen.findByTestId("product-materials-add")).toBeTruthy();
  });
});
