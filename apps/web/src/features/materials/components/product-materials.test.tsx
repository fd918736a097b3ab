import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { fieldMessages, type MaterialWire, type ProductMaterialWire } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { page } from "../../../test/workspace-fixtures";
import { ProductMaterials } from "./product-materials";

const product = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const created = "2026-11-25T02:00:00.000Z";
const cotton: MaterialWire = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Organic cotton yarn",
  uflpa_input: "cotton",
  product_count: 0,
  created,
};
const fibre = { id: "00000000-0000-4000-8000-000000000002", name: "Fibre or fabric", created };
const entry: ProductMaterialWire = {
  id: "00000000-0000-4000-8100-000000000001",
  product,
  material: { id: cotton.id, name: cotton.name, uflpa_input: "cotton" },
  stage: "RAW_MATERIALS",
  usage_type: { id: fibre.id, name: fibre.name },
  created,
};

function routes(add: RouteHandler) {
  const listed: ProductMaterialWire[] = [];
  return fakeRoutes({
    "GET /products/materials": () => json(page([])),
    "GET /resource-usage-types": () => json(page([fibre])),
    "GET /products/:id/materials": () => json(page(listed)),
    "POST /products/materials": () => json(cotton, 201),
    "POST /products/:id/materials": async (request) => {
      const response = await add(request);
      if (response.ok) listed.push(entry);
      return response;
    },
  });
}

const renderSection = (canEdit: boolean) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <ProductMaterials productId={product} canEdit={canEdit} />
      </QueryClientProvider>
    </MantineProvider>,
  );

async function fillMaterial() {
  fireEvent.click(await screen.findByTestId("product-materials-add"));
  fireEvent.change(await screen.findByTestId("add-material-name"), {
    target: { value: "Organic cotton yarn" },
  });
  await pickOption("add-material-stage", "Raw Materials");
  await pickOption("add-material-usage", "Fibre or fabric");
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("a product's materials", () => {
  it("suggests cotton from the name, makes the material and lists it at its stage with a UFLPA badge", async () => {
    const fake = useFakeApi(routes(() => json(entry, 201)));
    renderSection(true);
    expect(await screen.findByText(/No materials yet/)).toBeTruthy();
    await fillMaterial();
    expect((screen.getByTestId("add-material-uflpa") as HTMLInputElement).value).toBe(
      "Cotton (from the name)",
    );
    fireEvent.click(screen.getByTestId("add-material-submit"));
    const row = await screen.findByTestId("product-material");
    expect(row.textContent).toContain("Organic cotton yarn");
    expect(screen.getByTestId("uflpa-input-badge").textContent).toBe("UFLPA: Cotton");
    expect(screen.getByTestId("product-material-where").textContent).toBe("Raw Materials · Fibre or fabric");
    const posts = fake.calls.filter((c) => c.method === "POST");
    // The suggestion is the server's own rule: the name alone is sent.
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ["/products/materials", { name: "Organic cotton yarn" }],
      [
        `/products/${product}/materials`,
        { material_id: cotton.id, stage: "RAW_MATERIALS", usage_type_id: fibre.id },
      ],
    ]);
  });

  it("says a material listed at that stage already under the material input", async () => {
    useFakeApi(
      routes(() =>
        apiErrorResponse(409, "conflict", "Conflict", { material_id: fieldMessages.productMaterialTaken }),
      ),
    );
    renderSection(true);
    await fillMaterial();
    fireEvent.click(screen.getByTestId("add-material-submit"));
    expect(await screen.findByText(fieldMessages.productMaterialTaken)).toBeTruthy();
    expect(screen.queryByTestId("product-material")).toBeNull();
  });

  it("offers no Add material without canEdit (the role mapping: app/product-route.test.tsx)", async () => {
    const fake = useFakeApi(routes(() => json(entry, 201)));
    renderSection(false);
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(0));
    expect(await screen.findByText(/No materials yet/)).toBeTruthy();
    expect(screen.queryByTestId("product-materials-add")).toBeNull();
  });
});
