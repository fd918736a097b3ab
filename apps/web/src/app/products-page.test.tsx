import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fieldMessages, importMessages } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { pickOption } from "../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../test/fake-api";
import { acceptUploads, announcedUpload, uploadedResource } from "../test/fake-storage";
import { testSession } from "../test/fixtures";
import { phoneWidth } from "../test/phone-width";
import {
  catalogueMeta,
  catalogueRoutes,
  product,
  productImport,
  supplyStream,
} from "../test/product-fixtures";
import { renderApp } from "../test/render";
import { baseRoutes, page } from "../test/workspace-fixtures";
import { theme } from "./theme";

const tee = product("7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c");
const apparel = supplyStream("3c9d2e1f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", "Apparel chain");
const catalogueFile = uploadedResource(
  "5b3a3c52-0a37-4c1b-9a5e-2b2f0c8f6d11",
  "catalogue.csv",
  "product_catalogue",
);
const importId = "6d4e5f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f";

/**
 * The catalogue with the import's calls: the file takes, the import started is done at once, and from
 * then on the catalogue lists its product and the stream counts it. `routes` go on top.
 */
function importApi(routes: Record<string, RouteHandler> = {}) {
  let imported = false;
  return fakeRoutes({
    ...baseRoutes,
    ...catalogueRoutes,
    "GET /products": () => json(page(imported ? [tee] : [])),
    "GET /products/supply-stream": () => json(page([{ ...apparel, products_count: imported ? 1 : 0 }])),
    "POST /products/product-list-document": () => json(announcedUpload(catalogueFile), 201),
    "PUT /resources/:id": () => json(catalogueFile),
    "GET /products/product-list-document/:id/meta-data": () => json(catalogueMeta(catalogueFile.id)),
    "POST /products/add-product-list/:id": () => {
      imported = true;
      return json(productImport(importId, catalogueFile.id, "QUEUED"), 201);
    },
    "GET /product-imports/:id": () =>
      json(productImport(importId, catalogueFile.id, "COMPLETED", { supply_stream: apparel.id })),
    ...routes,
  });
}

/** Opens the wizard and uploads a catalogue: the column_map step. */
async function uploadCatalogue() {
  acceptUploads();
  fireEvent.click(await screen.findByTestId("import-catalogue"));
  const input = await screen.findByLabelText("Upload your product catalogue");
  fireEvent.change(input, { target: { files: [new File(["Product Name\n"], "catalogue.csv")] } });
  await screen.findByTestId("product-import-column-map");
}

/** From the column_map step to the supply_stream step, the file's mapping as it came. */
async function toStreamStep() {
  fireEvent.click(screen.getByTestId("product-import-next"));
  await screen.findByTestId("product-import-review");
  fireEvent.click(screen.getByTestId("product-import-next"));
  await screen.findByTestId("product-import-supply-stream");
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

/** Mantine's rem (16 px at its 1rem) as the app renders it: a 10 px root scaled by the theme's 1.4. */
const px = (rem: number) => rem * 10 * (theme.scale ?? 1);

/** The width Mantine's responsive style gives `element` from 36em up, in px. */
function wideScreenWidth(element: Element): number {
  const name = [...element.classList].find((c) => c.startsWith("__m__"));
  const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
  const rem = new RegExp(`min-width: 36em\\)\\{\\.${name}\\{width:calc\\(([\\d.]+)rem`).exec(css)?.[1];
  return px(Number(rem));
}

describe("the catalogue", () => {
  it("gives the search room for its whole placeholder on a wide screen", async () => {
    useFakeApi(fakeRoutes({ ...baseRoutes, ...catalogueRoutes, "GET /products": () => json(page([tee])) }));
    renderApp("/products");
    const search = (await screen.findByTestId("products-search")) as HTMLInputElement;
    expect(search.getAttribute("aria-label")).toBe("Search products by name, SKU or product number");
    // 14 px text averages under 8 px a character; the icon's section and the right padding take their share.
    const room = wideScreenWidth(search.closest(".mantine-TextInput-root") as Element) - px(2.25) - px(0.75);
    expect(room).toBeGreaterThanOrEqual(search.placeholder.length * 8);
  });

  it.each([
    ["a category id past the taxonomy's", "category", '["9999999999"]'],
    ["a blank name", "name", '[" "]'],
  ])("ignores %s in the address, as the list call's rule would refuse it", async (_case, key, value) => {
    const fake = useFakeApi(
      fakeRoutes({ ...baseRoutes, ...catalogueRoutes, "GET /products": () => json(page([tee])) }),
    );
    renderApp(`/products?${key}=${encodeURIComponent(value)}`);
    expect(await screen.findByTestId("product-row-Cotton Tee")).toBeTruthy();
    expect(screen.queryByTestId("route-error")).toBeNull();
    const lists = fake.calls.filter((c) => c.method === "GET" && c.path === "/products");
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists) expect(new URL(call.url, "http://localhost").searchParams.has(key)).toBe(false);
  });
});

describe("the catalogue import", () => {
  it.each([
    { phone: true, title: "numbers the steps alone on a phone, naming them for assistive technology" },
    { phone: false, title: "labels the steps on a wider screen" },
  ])("$title", async ({ phone }) => {
    phoneWidth(phone);
    useFakeApi(fakeRoutes({ ...baseRoutes, ...catalogueRoutes, "GET /products": () => json(page([])) }));
    renderApp("/products");
    fireEvent.click(await screen.findByTestId("import-catalogue"));
    const steps = await screen.findByTestId("product-import-steps");
    const labels = ["Upload", "Map columns", "Review", "Supply stream"];
    expect([...steps.querySelectorAll("[data-step]")].map((step) => step.getAttribute("aria-label"))).toEqual(
      labels,
    );
    for (const label of labels) expect(within(steps).queryByText(label) === null).toBe(phone);
  });
});

describe("after a catalogue import", () => {
  it("lists the imported products and counts them in their stream, both read before", async () => {
    useFakeApi(importApi());
    const { router } = renderApp("/products/supply-streams");
    expect((await screen.findByTestId("supply-streams-table")).textContent).toContain("0 products");
    await act(() => router.navigate("/products"));
    expect(await screen.findByText(/No products yet/)).toBeTruthy();

    await uploadCatalogue();
    await toStreamStep();
    await pickOption("product-import-stream", "Apparel chain");
    fireEvent.click(screen.getByTestId("product-import-start"));
    fireEvent.click(await screen.findByTestId("product-import-done"));

    expect(await screen.findByTestId("product-row-Cotton Tee")).toBeTruthy();
    await act(() => router.navigate("/products/supply-streams"));
    await waitFor(() =>
      expect(screen.getByTestId("supply-streams-table").textContent).toContain("1 product"),
    );
  });
});

describe("the catalogue import's column mapping", () => {
  it("says a column used twice under the later field, and does not go on", async () => {
    useFakeApi(importApi());
    renderApp("/products");
    await uploadCatalogue();
    await pickOption("product-mapping-product_number", "SKU");
    fireEvent.click(screen.getByTestId("product-import-next"));
    await waitFor(() =>
      expect(
        screen.getByTestId("product-mapping-product_number").closest(".mantine-InputWrapper-root")!
          .textContent,
      ).toContain(fieldMessages.columnNameInUse),
    );
    expect(
      screen.getByTestId("product-mapping-sku").closest(".mantine-InputWrapper-root")!.textContent,
    ).not.toContain(fieldMessages.columnNameInUse);
    expect(screen.queryByTestId("product-import-review")).toBeNull();
  });
});

describe("a catalogue import the server refuses", () => {
  const refused = (fields: Record<string, string>) =>
    importApi({
      "POST /products/add-product-list/:id": () =>
        apiErrorResponse(
          400,
          "VALIDATION",
          "Invalid request. Please check your input and try again.",
          fields,
        ),
    });
  /** The input's own wrapper: its label, the input and the message under it. */
  const wrapperOf = (testId: string) => screen.getByTestId(testId).closest(".mantine-InputWrapper-root")!;

  it("says a stream it refuses under the stream picker, on the stream's step", async () => {
    useFakeApi(refused({ supply_stream: fieldMessages.supplyStreamInvalid }));
    renderApp("/products");
    await uploadCatalogue();
    await toStreamStep();
    await pickOption("product-import-stream", "Apparel chain");
    fireEvent.click(screen.getByTestId("product-import-start"));
    await waitFor(() =>
      expect(wrapperOf("product-import-stream").textContent).toContain(fieldMessages.supplyStreamInvalid),
    );
    expect(screen.getByTestId("product-import-supply-stream")).toBeTruthy();
    expect(screen.queryByTestId("product-import-error")).toBeNull();
  });

  it("goes back to the mapping and says a column the file lacks under its select", async () => {
    useFakeApi(refused({ "columns_mapping.sku": importMessages.columnNotInFile }));
    renderApp("/products");
    await uploadCatalogue();
    await toStreamStep();
    fireEvent.click(screen.getByTestId("product-import-start"));
    await screen.findByTestId("product-import-column-map");
    await waitFor(() =>
      expect(wrapperOf("product-mapping-sku").textContent).toContain(importMessages.columnNotInFile),
    );
    expect(screen.queryByTestId("product-import-error")).toBeNull();
  });
});

describe("a catalogue import that failed", () => {
  it("says the file could not be imported when the import gave no reason", async () => {
    useFakeApi(
      importApi({
        "GET /product-imports/:id": () => json(productImport(importId, catalogueFile.id, "FAILED")),
      }),
    );
    renderApp("/products");
    await uploadCatalogue();
    await toStreamStep();
    fireEvent.click(screen.getByTestId("product-import-start"));
    expect((await screen.findByTestId("product-import-failed")).textContent).toBe(
      "The file could not be imported.",
    );
    expect(screen.getByTestId("product-import-done")).toBeTruthy();
  });
});

describe("the catalogue import's supply streams", () => {
  it("offers a stream made after the picker was first read", async () => {
    const streams = [apparel];
    useFakeApi(
      importApi({
        "GET /products/supply-stream": () => json(page(streams)),
        "POST /products/supply-stream": () => {
          const made = supplyStream("8f9e0d1c-2b3a-4c5d-8e6f-7a8b9c0d1e2f", "Footwear chain");
          streams.push(made);
          return json(made, 201);
        },
      }),
    );
    const { router } = renderApp("/products");
    await uploadCatalogue();
    await toStreamStep();
    await pickOption("product-import-stream", "Apparel chain");
    fireEvent.click(screen.getByTestId("product-import-back"));
    fireEvent.click(screen.getByTestId("product-import-back"));
    fireEvent.click(screen.getByTestId("product-import-back"));
    fireEvent.click(screen.getByTestId("product-import-back"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));

    await act(() => router.navigate("/products/supply-streams"));
    fireEvent.click(await screen.findByTestId("stream-new"));
    fireEvent.change(await screen.findByTestId("stream-editor-name"), {
      target: { value: "Footwear chain" },
    });
    fireEvent.click(screen.getByTestId("stream-editor-submit"));
    await waitFor(() => expect(screen.queryByTestId("stream-editor")).toBeNull());

    await act(() => router.navigate("/products"));
    await uploadCatalogue();
    await toStreamStep();
    await pickOption("product-import-stream", "Footwear chain");
  });
});
