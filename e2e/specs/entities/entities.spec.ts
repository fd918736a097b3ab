import type { Page } from "@playwright/test";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

// These specs set a company up through Settings: their workspaces start before onboarding.
test.use({ onboarded: false });

/** Picks `option` in a searchable select (Mantine) after typing `typed` into it. */
async function choose(page: Page, testId: string, typed: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** MM/DD/YYYY of a day `years` from today. */
function dayIn(years: number) {
  const day = new Date();
  day.setFullYear(day.getFullYear() + years);
  return `${String(day.getMonth() + 1).padStart(2, "0")}/${String(day.getDate()).padStart(2, "0")}/${day.getFullYear()}`;
}

test("the owner completes the company's details: a future registered date refused, a new country clears the state, saved and read back", async ({
  page,
  workspace,
}) => {
  test.slow();
  await signIn(page, workspace.owner, "/settings/entities");
  await expect(page.getByTestId("entity-status-badge")).toHaveText("Pending");
  await expect(page.getByTestId("entity-details-missing")).toContainText("Still needed");

  await page.getByTestId("entity-registered-name").fill("Tierline Test Holdings LLC");
  await choose(page, "entity-country", "United States", "United States");
  await choose(page, "entity-state", "Delaw", "Delaware");
  await choose(page, "entity-type", "Limited", "Limited liability company (LLC)");
  await page.getByTestId("entity-registered-date").fill(dayIn(1));
  await page.getByTestId("entity-website").fill("www.tierline-test.example");
  await page.getByTestId("entity-dba-names").fill("Tierline Goods,");
  await page.getByTestId("entity-details-save").click();
  await expect(page.getByText("Registered date must not be in the future")).toBeVisible();

  // Another country clears the state and the entity type (spec section 4).
  await choose(page, "entity-country", "Germany", "Germany");
  await expect(page.getByTestId("entity-state")).toHaveValue("");
  await expect(page.getByTestId("entity-type")).toHaveValue("");
  await choose(page, "entity-state", "Hamb", "Hamburg");
  await choose(page, "entity-type", "GmbH", "Gesellschaft mit beschränkter Haftung (GmbH)");
  await page.getByTestId("entity-registered-date").fill("01/15/2020");
  // Enter does not submit the form (spec section 5).
  await page.getByTestId("entity-registered-date").press("Enter");
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Changes saved")).toBeVisible(),
    page.getByTestId("entity-details-save").click(),
  ]);

  // The roles and both attestations complete the details.
  await page.getByRole("checkbox", { name: "Manufacturer", exact: true }).check();
  await page.getByTestId("supply-chain-roles-save").click();
  await expect(page.getByTestId("entity-details-missing")).not.toContainText("supply chain roles");
  await page.getByTestId("attestations-save").click();
  await expect(page.getByText("Please confirm each statement")).toBeVisible();
  for (const box of await page.locator('[data-testid^="attestation-check-"]').all()) await box.check();
  await page.getByTestId("attestations-save").click();
  await expect(page.locator('[data-testid^="attestation-last-"]')).toHaveText([
    /Attested by Owen Owner/,
    /Attested by Owen Owner/,
  ]);
  await expect(page.getByTestId("entity-details-missing")).toHaveText("The company's details are complete.");

  await page.reload();
  await expect(page.getByTestId("entity-registered-name")).toHaveValue("Tierline Test Holdings LLC");
  await expect(page.getByTestId("entity-country")).toHaveValue("Germany");
  await expect(page.getByTestId("entity-state")).toHaveValue("Hamburg");
  await expect(page.getByTestId("entity-type")).toHaveValue("Gesellschaft mit beschränkter Haftung (GmbH)");
  await expect(page.getByTestId("entity-registered-date")).toHaveValue("Jan 15, 2020");
  await expect(page.getByTestId("entity-dba-names").locator("..")).toContainText("Tierline Goods");
  await expect(page.getByRole("checkbox", { name: "Manufacturer", exact: true })).toBeChecked();

  await page.goto("/welcome");
  await expect(page.getByTestId("welcome-item-company_details")).toHaveAttribute("data-done", "true");
});

test("leaving Entities with unsaved details asks first; a Viewer reads them only", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  await signIn(page, workspace.owner, "/settings/entities");
  await page.getByTestId("entity-registered-name").fill("Unsaved Name Ltd");
  await page.getByTestId("settings-nav-members").click();
  await expect(page.getByText("Leave without saving?")).toBeVisible();
  await page.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByTestId("entity-registered-name")).toHaveValue("Unsaved Name Ltd");

  const viewer = await anotherDevice();
  await signIn(viewer, workspace.viewer, "/settings/entities");
  await expect(viewer.getByText("Only an Admin can change your company's details.")).toBeVisible();
  await expect(viewer.getByTestId("entity-registered-name")).toBeDisabled();
  await expect(viewer.getByTestId("entity-details-save")).toHaveCount(0);
  await expect(viewer.getByTestId("supply-chain-roles-save")).toHaveCount(0);
  await expect(viewer.getByTestId("attestations-save")).toHaveCount(0);
});

test("the owner confirms the vendor workflow and the welcome checklist shows it done", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.owner, "/welcome");
  await expect(page.getByTestId("welcome-item-vendor_workflow")).toHaveAttribute("data-done", "false");
  await page.goto("/settings/vendor-workflow");
  await expect(page.getByTestId("vendor-workflow-status")).toHaveText("Not confirmed");
  await expect(page.getByTestId("vendor-workflow-stage-screened")).toBeVisible();
  await page.getByTestId("vendor-workflow-confirm").click();
  await expect(page.getByTestId("vendor-workflow-status")).toHaveText("Confirmed");
  await expect(page.getByTestId("vendor-workflow-confirmed-by")).toContainText("By Owen Owner");
  await expect(page.getByTestId("vendor-workflow-confirm")).toHaveCount(0);

  await page.getByRole("link", { name: "Get started" }).click();
  await expect(page.getByTestId("welcome-item-vendor_workflow")).toHaveAttribute("data-done", "true");
});
