import type { Page } from "@playwright/test";
import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { pickOption } from "../../fixtures/select";
import { expect, test } from "../../fixtures/test";

/** Picks `option` in a filter's multi-select, typing `typed` to find it. */
const pick = (page: Page, filter: string, typed: string, option: string) =>
  pickOption(page, `vendor-filter-${filter}`, typed, option);

const rows = (page: Page) => page.getByTestId("vendors-table").locator("tbody tr");

test("filters the list by three filters, keeps the view on reload and in a link shared with a second member", async ({
  page,
  workspace,
  db,
  anotherDevice,
}) => {
  test.slow();
  const vendors = [
    { name: "Acme Metals", country: "US", status: "PENDING" },
    { name: "Berlin Parts", country: "DE", status: "PENDING" },
    { name: "Chicago Foods", country: "US", status: "CONTRACTED_ACTIVE" },
    { name: "Dresden Tools", country: "DE", status: "PENDING" },
    { name: "Lyon Textiles", country: "FR", status: "PENDING" },
  ] as const;
  for (const v of vendors) await createVendor(db, { workspaceId: workspace.id, ...v });
  // Dresden Tools is Validated: the third filter leaves it out.
  await db.entity.updateMany({
    where: { workspaceId: workspace.id, brandName: "Dresden Tools" },
    data: { status: "VALIDATED" },
  });

  await signIn(page, workspace.owner, "/");
  await expect(page.getByTestId("vendor-stats-total")).toHaveText("5");
  await expect(rows(page)).toHaveCount(5);

  await pick(page, "country", "United St", "United States");
  await expect(rows(page)).toHaveCount(2);
  await pick(page, "country", "Germ", "Germany");
  await expect(rows(page)).toHaveCount(4);
  await pick(page, "procurement_stage", "Pend", "Pending");
  await expect(rows(page)).toHaveCount(3);
  await pick(page, "verification_status", "Pend", "Pending");
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId("vendor-row-Acme Metals")).toBeVisible();
  await expect(page.getByTestId("vendor-row-Berlin Parts")).toBeVisible();
  // The header follows the list.
  await expect(page.getByTestId("vendor-stats-total")).toHaveText("2");

  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get("country")!)).toEqual(["US", "DE"]);
  expect(JSON.parse(url.searchParams.get("procurement_stage")!)).toEqual(["PENDING"]);

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId("vendor-filter-country")).toBeVisible();
  await expect(page.getByTestId("vendor-stats-total")).toHaveText("2");

  // Back steps through the views.
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await page.goForward();
  await expect(rows(page)).toHaveCount(2);

  const second = await anotherDevice();
  await signIn(second, workspace.viewer, `${url.pathname}${url.search}`);
  await expect(rows(second)).toHaveCount(2);
  await expect(second.getByTestId("vendor-row-Acme Metals")).toBeVisible();
  await expect(second.getByTestId("vendor-row-Berlin Parts")).toBeVisible();
  await expect(second.getByTestId("vendor-stats-total")).toHaveText("2");
  // A Viewer reads the list but adds no vendor.
  await expect(second.getByTestId("vendors-add")).toHaveCount(0);
});

test("adds a vendor by hand, refusing the same name and country twice", async ({ page, workspace }) => {
  await signIn(page, workspace.procurement, "/");
  await page.getByTestId("vendors-add").click();
  await page.getByTestId("add-vendor-submit").click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("The country field is mandatory")).toBeVisible();
  await page.getByTestId("add-vendor-name").fill("Nordic Steel AB");
  // Enter does not submit the form.
  await page.getByTestId("add-vendor-name").press("Enter");
  await expect(page.getByTestId("add-vendor-form")).toBeVisible();
  await page.getByTestId("add-vendor-country").fill("Swed");
  await page.getByRole("option", { name: "Sweden", exact: true }).click();
  await page.getByTestId("add-vendor-submit").click();
  await expect(page.getByRole("dialog", { name: "Add vendor" })).toHaveCount(0);
  await expect(page.getByTestId("vendor-row-Nordic Steel AB")).toContainText("Sweden");

  await page.getByTestId("vendors-add").click();
  await page.getByTestId("add-vendor-name").fill("NORDIC STEEL");
  await page.getByTestId("add-vendor-country").fill("Swed");
  await page.getByRole("option", { name: "Sweden", exact: true }).click();
  await page.getByTestId("add-vendor-submit").click();
  await expect(page.getByTestId("add-vendor-error")).toContainText(
    "Nordic Steel AB (SE) is already a vendor",
  );
});

test("bulk-tags ten selected vendors with a new tag, then filters the list by it", async ({
  page,
  workspace,
  db,
}) => {
  test.slow();
  for (let i = 0; i < 12; i++)
    await createVendor(db, {
      workspaceId: workspace.id,
      name: `Bulk Vendor ${String(i).padStart(2, "0")}`,
      country: "US",
    });
  await signIn(page, workspace.owner, "/?ordering=%22name%22");
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  await expect(page.getByTestId("vendors-bulk-bar")).toBeVisible();
  await page.getByTestId("vendors-bulk-tag").click();
  await page.getByTestId("tag-picker-input").fill("Priority");
  await page.getByTestId("tag-picker-create").click();
  await page.getByTestId("vendors-bulk-tag-apply").click();
  await expect(page.getByText('10 vendors tagged "Priority"')).toBeVisible();
  await expect(page.getByTestId("vendor-row-Bulk Vendor 00")).toContainText("Priority");

  await pick(page, "tag", "Prio", "Priority");
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId("vendor-stats-total")).toHaveText("10");
  await expect(page.getByTestId("vendor-row-Bulk Vendor 10")).toHaveCount(0);
});
