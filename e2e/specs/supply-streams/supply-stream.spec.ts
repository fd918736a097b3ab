import type { Page } from "@playwright/test";
import { createProduct, createRisk, createVendor } from "@tierline/db";
import { apiHeaders, signIn } from "../../fixtures/auth";
import { pickOption } from "../../fixtures/select";
import { expect, test } from "../../fixtures/test";

const vendorRows = (page: Page) => page.getByTestId("vendors-table").locator("tbody tr");

test("builds a supply stream with vendors at three stages, shows the risky one, holds products and filters the vendor list", async ({
  page,
  workspace,
  db,
}) => {
  test.slow();
  const vendor = async (name: string) =>
    (await createVendor(db, { workspaceId: workspace.id, name, country: "US" })).relationship.id;
  await vendor("Acme Cotton");
  const risky = await vendor("Risky Mills");
  await vendor("Swift Freight");
  await vendor("Elsewhere Co");
  await createRisk(db, { workspaceId: workspace.id, relationshipId: risky, severity: "HIGH" });
  const tee = await createProduct(db, { workspaceId: workspace.id, name: "Organic tee", sku: "TEE-1" });
  const hoodie = await createProduct(db, { workspaceId: workspace.id, name: "Hoodie", sku: "HOOD-1" });

  await signIn(page, workspace.owner, "/products/supply-streams");
  await page.getByTestId("stream-new").click();
  await page.getByTestId("stream-editor-name").fill("Cotton apparel");
  await pickOption(page, "stream-editor-stage-RAW_MATERIALS", "Acme", "Acme Cotton");
  await pickOption(page, "stream-editor-stage-MANUFACTURING", "Risky", "Risky Mills");
  await pickOption(page, "stream-editor-stage-TRANSPORTATION_LOGISTICS", "Swift", "Swift Freight");
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Supply stream added")).toBeVisible(),
    page.getByTestId("stream-editor-submit").click(),
  ]);

  // The list shows the stream with its stages at a glance; the same name again is refused on the name.
  const link = page.getByTestId("stream-link").filter({ hasText: "Cotton apparel" });
  await expect(link).toBeVisible();
  await page.getByTestId("stream-new").click();
  await page.getByTestId("stream-editor-name").fill("cotton APPAREL");
  await page.getByTestId("stream-editor-submit").click();
  await expect(page.getByText("A supply stream with this name already exists")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  // The picture: the risky vendor's stage is exposed, the others clear or without vendors.
  await link.click();
  await expect(page.getByRole("heading", { name: "Cotton apparel" })).toBeVisible();
  const manufacturing = page.getByTestId("stream-stage-MANUFACTURING");
  await expect(manufacturing).toHaveAttribute("data-exposure", "open_high");
  await expect(manufacturing.getByTestId("stream-vendor")).toHaveAttribute("data-risk-status", "open_high");
  await expect(manufacturing).toContainText("Risky Mills");
  await expect(manufacturing).toContainText("Open risk (high)");
  await expect(page.getByTestId("stream-stage-RAW_MATERIALS")).toHaveAttribute("data-exposure", "clear");
  await expect(page.getByTestId("stream-stage-RETAIL_END_USE")).toHaveAttribute(
    "data-exposure",
    "unassigned",
  );
  await expect(page.getByTestId("stream-exposure-summary")).toContainText("Manufacturing: Open risk (high)");
  await expect(page.getByTestId("stream-stats-vendors")).toHaveText("3");

  // Products into the stream through the API the catalogue's "add to stream" calls, then one taken out.
  const streamId = page.url().split("/").pop()!;
  const headers = await apiHeaders(page.request, workspace.owner);
  const added = await page.request.post("/api/v1/products/add-supply-streams-to-products", {
    headers: { ...headers, "x-workspace-id": workspace.id },
    data: { product_ids: [tee.id, hoodie.id], supply_stream_ids: [streamId] },
  });
  expect(await added.json()).toEqual({ added: 2, already_linked: 0 });
  await page.reload();
  // A busy machine may take a while over the reload's three reads.
  await expect(page.getByTestId("stream-stats-products")).toHaveText("2", { timeout: 30_000 });
  await expect(page.getByTestId(`stream-product-${tee.id}`)).toBeVisible();
  await page.getByTestId(`stream-product-${hoodie.id}`).getByRole("checkbox").check();
  await page.getByTestId("stream-products-remove").click();
  await expect(page.getByTestId(`stream-product-${hoodie.id}`)).toHaveCount(0);
  await expect(page.getByTestId("stream-stats-products")).toHaveText("1");

  // The vendor list by supply stream, then by stage too.
  await page.goto("/");
  await expect(vendorRows(page)).toHaveCount(4, { timeout: 30_000 });
  await pickOption(page, "vendor-filter-supply_stream", "Cotton", "Cotton apparel");
  await expect(vendorRows(page)).toHaveCount(3);
  await pickOption(page, "vendor-filter-supply_stage", "Manuf", "Manufacturing");
  await expect(vendorRows(page)).toHaveCount(1);
  await expect(page.getByTestId("vendor-row-Risky Mills")).toBeVisible();

  // The vendor's profile names the stream, its stage and the product.
  await page.goto(`/vendors/${risky}?tab=details`);
  const panel = page.getByTestId("vendor-supply-streams");
  await expect(panel).toContainText("Cotton apparel", { timeout: 30_000 });
  await expect(panel).toContainText("Manufacturing");
  await expect(panel).toContainText("Organic tee");
});
