import type { APIRequestContext, Page } from "@playwright/test";
import { createSupplyStream } from "@tierline/db";
import { apiHeaders, signIn } from "../../fixtures/auth";
import { pickOption } from "../../fixtures/select";
import { expect, test } from "../../fixtures/test";

/** Picks `option` in a filter's menu (fed by its lookup, each option with its count), typing `typed`. */
const pick = (page: Page, filter: string, typed: string, option: string) =>
  pickOption(page, `product-filter-${filter}`, typed, new RegExp(`^${option} \\(\\d+\\)$`));

const rows = (page: Page) => page.getByTestId("products-table").locator("tbody tr");

/** Makes products through the api, as the workspace's owner. */
async function makeProducts(request: APIRequestContext, owner: { email: string; password: string }) {
  const headers = await apiHeaders(request, owner);
  const products = [
    { name: "Cotton Tee", sku: "TEE-1", country_of_origin: "IN", import_countries: ["US"] },
    { name: "Linen Shirt", sku: "SH-2", country_of_origin: "CN", import_countries: ["US"] },
    { name: "Wool Scarf", sku: "SC-3", country_of_origin: "IN", import_countries: ["DE"] },
    { name: "Bamboo Socks", sku: "SO-4", country_of_origin: "VN", import_countries: ["US"] },
    { name: "Hemp Bag", sku: "HB-5", country_of_origin: "IN", import_countries: ["US", "GB"] },
  ];
  for (const data of products) {
    const made = await request.post("/api/v1/products", { headers, data });
    expect(made.status(), await made.text()).toBe(201);
  }
}

test("filters the catalogue by country of origin, import country and supply stream, searches, opens a product, edits and deletes it, and deletes two at once", async ({
  page,
  workspace,
  request,
  db,
}) => {
  test.slow();
  await makeProducts(request, workspace.owner);
  // Two of them in a supply stream.
  const inStream = await db.product.findMany({
    where: { workspaceId: workspace.id, name: { in: ["Cotton Tee", "Linen Shirt"] } },
  });
  await createSupplyStream(db, {
    workspaceId: workspace.id,
    name: "Summer line",
    productIds: inStream.map((p) => p.id),
  });

  await signIn(page, workspace.owner, "/products");
  await expect(page.getByTestId("catalogue-tab-products")).toHaveAttribute("aria-selected", "true");
  await expect(rows(page)).toHaveCount(5);

  // Country of origin India (three products), then also imported into the United States (two of them).
  await pick(page, "country_of_origin", "Ind", "India");
  await expect(rows(page)).toHaveCount(3);
  await pick(page, "import_country", "United St", "United States");
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId("product-row-Cotton Tee")).toBeVisible();
  await expect(page.getByTestId("product-row-Hemp Bag")).toBeVisible();
  expect(JSON.parse(new URL(page.url()).searchParams.get("country_of_origin")!)).toEqual(["IN"]);
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId("product-filters-clear").click();
  await expect(rows(page)).toHaveCount(5);

  // Supply stream Summer line (two products), then of Indian origin too (one of them).
  await pick(page, "supply_stream", "Summer", "Summer line");
  await expect(rows(page)).toHaveCount(2);
  await pick(page, "country_of_origin", "Ind", "India");
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId("product-row-Cotton Tee")).toBeVisible();
  await page.getByTestId("product-filters-clear").click();
  await expect(rows(page)).toHaveCount(5);

  // Search by name, then open the product.
  await page.getByTestId("products-search").fill("scarf");
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId("product-row-Wool Scarf").getByTestId("product-link").click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("product-name")).toHaveText("Wool Scarf");
  await expect(page.getByTestId("product-origin")).toHaveText("India");
  await expect(page.getByTestId("product-import-countries")).toContainText("Germany");

  // Edit it with the add form, filled.
  await page.getByTestId("product-edit").click();
  await expect(page.getByTestId("product-form-name")).toHaveValue("Wool Scarf");
  await page.getByTestId("product-form-name").fill("");
  await page.getByTestId("product-form-submit").click();
  await expect(page.getByTestId("product-form")).toContainText("Name is required");
  await page.getByTestId("product-form-name").fill("Wool Scarf XL");
  await page.getByTestId("product-form-description").fill("Merino, 180 cm");
  await page.getByTestId("product-form-submit").click();
  await expect(page.getByTestId("product-form")).toHaveCount(0);
  await expect(page.getByTestId("product-name")).toHaveText("Wool Scarf XL");
  await expect(page.getByTestId("product-description")).toHaveText("Merino, 180 cm");

  // Delete it (confirmed): back to the list, without it.
  await page.getByTestId("product-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId("product-row-Wool Scarf XL")).toHaveCount(0);

  // Two selected and deleted at once.
  await page.getByTestId("product-row-Linen Shirt").getByTestId("table-select-row").check();
  await page.getByTestId("product-row-Bamboo Socks").getByTestId("table-select-row").check();
  await page.getByTestId("products-bulk-delete").click();
  await expect(page.getByRole("dialog")).toContainText("Delete 2 products?");
  await page.getByTestId("confirm-ok").click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId("product-row-Cotton Tee")).toBeVisible();
  await expect(page.getByTestId("product-row-Hemp Bag")).toBeVisible();
});
