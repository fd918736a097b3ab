import { readFile } from "node:fs/promises";
import { expect, test } from "../../fixtures/test";
import { uniqueTag } from "../../fixtures/workspace";

/** The spec's field messages (section 8) and the import's own, as the screens show them. */
const fieldMessages = {
  registeredDateFuture: "Registered date must not be in the future",
  rolesRequired: "Please select at least one role",
  columnNameInUse: "Column name is already in use",
  countryRequired: "Country is required",
};

/**
 * A vendor list as a buyer exports it: a row without a country (rejected), the same company twice
 * under two spellings (merged), the rest imported.
 */
const vendorCsv = [
  "Vendor Name,Country,City,Website",
  "Acme Metals Inc.,US,Boston,acme-metals.example",
  "Müller Präzision GmbH,Germany,Stuttgart,",
  "Nowhere Supplies,,Paris,",
  "ACME METALS LLC,USA,Boston,",
  "Shenzhen Bright Parts Co,CN,Shenzhen,",
].join("\n");

test("a new company signs up from the sign-in screen, goes through the wizard and lands on its vendors", async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const brand = `Initech ${tag}`;
  const founder = { email: `founder-${tag}@e2e.test`, password: "a long enough password" };
  await page.goto("/login");
  await page.getByRole("link", { name: "Create a company account" }).click();
  await page.getByLabel("Work email").fill(founder.email);
  await page.getByLabel("First name").fill("Peter");
  await page.getByLabel("Last name").fill("Gibbons");
  await page.getByLabel("Brand name").fill(brand);
  await page.getByLabel(/^Password/).fill(founder.password);
  await page.getByRole("button", { name: "Create account" }).click();

  // Step 2: entity information. A parent change clears the child.
  await page.waitForURL((url) => url.pathname === "/onboarding/2");
  const stepTitle = page.getByTestId("onboarding-step-title");
  await expect(stepTitle).toHaveText("Entity information");
  await expect(page.getByTestId("jurisdictions-credit")).toContainText("ODbL");
  await page.getByLabel("Registered name").fill(`${brand} LLC`);
  await page.getByTestId("entity-country").click();
  await page.getByTestId("entity-country").fill("Canada");
  await page.getByRole("option", { name: "Canada", exact: true }).click();
  await page.getByTestId("entity-state").click();
  await page.getByRole("option", { name: "Ontario" }).click();
  await page.getByTestId("entity-country").click();
  await page.getByTestId("entity-country").fill("United States");
  await page.getByRole("option", { name: "United States", exact: true }).click();
  await expect(page.getByTestId("entity-state")).toHaveValue("");
  await page.getByTestId("entity-state").click();
  await page.getByTestId("entity-state").fill("Delaware");
  await page.getByRole("option", { name: "Delaware" }).click();
  await page.getByTestId("entity-type").click();
  await page.getByRole("option", { name: /Limited liability company/ }).click();
  // A future date is refused with the spec's message; the date is shown back as understood.
  await page.getByTestId("entity-registered-date").fill("12/31/2999");
  await page.getByTestId("entity-registered-date").blur();
  await expect(page.getByText(fieldMessages.registeredDateFuture)).toBeVisible();
  await page.getByTestId("entity-registered-date").fill("2015-03-14");
  await page.getByTestId("entity-registered-date").blur();
  await expect(page.getByText("Read as Mar 14, 2015")).toBeVisible();
  await page.getByTestId("entity-website").fill("www.initech.example");
  // Enter does not submit the form (spec section 5).
  await page.getByTestId("entity-website").press("Enter");
  await expect(stepTitle).toHaveText("Entity information");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Step 3: supply chain roles and the onboarding attestations.
  await expect(stepTitle).toHaveText("Supply chain roles and attestations");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText(fieldMessages.rolesRequired)).toBeVisible();
  await page.getByRole("checkbox", { name: "Brand owner", exact: true }).check();
  await expect(page.getByText(/I am an officer, director or authorised representative/)).toBeVisible();
  for (const box of await page.locator('[data-testid^="attestation-check-"]').all()) await box.check();
  await page.getByRole("button", { name: "Save and continue" }).click();

  // Step 4: the vendor list, uploaded with its progress.
  await expect(stepTitle).toHaveText("Vendor list upload");

  // Another device resumes where this one left off: the step is kept on the server, not in the browser.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto("/login");
  await other.getByLabel("Email").fill(founder.email);
  await other.getByLabel("Password").fill(founder.password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await other.waitForURL((url) => url.pathname === "/onboarding/4");
  await expect(other.getByTestId("onboarding-step-title")).toHaveText("Vendor list upload");
  await otherDevice.close();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "vendors.csv", mimeType: "text/csv", buffer: Buffer.from(vendorCsv) });

  // Step 5: the columns, recognised from their names; the spec's rules on a wrong mapping.
  await expect(stepTitle).toHaveText("Column verification");
  await expect(page.getByTestId("vendor-list-preview")).toContainText("Nowhere Supplies");
  await expect(page.getByTestId("mapping-name")).toHaveValue("Vendor Name");
  await expect(page.getByTestId("mapping-country")).toHaveValue("Country");
  await page.getByTestId("mapping-city").click();
  await page.getByRole("option", { name: "Country", exact: true }).click();
  await page.getByRole("button", { name: "Import vendors" }).click();
  await expect(page.getByText(fieldMessages.columnNameInUse)).toBeVisible();
  await page.getByTestId("mapping-city").click();
  await page.getByRole("option", { name: "City", exact: true }).click();
  await expect(page.getByText(fieldMessages.columnNameInUse)).toHaveCount(0);
  await page.getByRole("button", { name: "Import vendors" }).click();

  // Step 6: review. Five rows: one rejected, one merged into the first, three vendors created.
  await expect(stepTitle).toHaveText("Review");
  await expect(page.getByTestId("import-review")).toHaveAttribute("data-status", "COMPLETED", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("import-total")).toHaveText("5");
  await expect(page.getByTestId("import-accepted")).toHaveText("4");
  await expect(page.getByTestId("import-merged")).toHaveText("1");
  await expect(page.getByTestId("import-rejected")).toHaveText("1");
  const rejected = page.getByTestId("rejected-row-4");
  await expect(rejected).toContainText("Nowhere Supplies");
  await expect(rejected).toContainText(fieldMessages.countryRequired);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download rejected rows (CSV)" }).click(),
  ]);
  const csv = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe("Row,Reasons,Vendor Name,Country,City,Website");
  expect(lines).toEqual([`4,Country: ${fieldMessages.countryRequired},Nowhere Supplies,,Paris,`]);
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 7: the vendor workflow, confirmed.
  await expect(stepTitle).toHaveText("Access dashboard");
  await expect(page.getByTestId("vendor-workflow")).toContainText("Restricted-party screening");
  await page.getByRole("button", { name: "Confirm the vendor workflow" }).click();

  // Step 8: the plan; payment comes with billing.
  await expect(stepTitle).toHaveText("Subscription customisation");
  await expect(page.getByTestId("plan-payment-note")).toContainText("Nothing is charged now");
  await page.getByTestId("plan-ENTERPRISE").click();
  await page.getByText("Every 6 months").click();
  await page.getByRole("button", { name: "Finish" }).click();

  // The dashboard lists the vendors imported, each Pending.
  await page.waitForURL((url) => url.pathname === "/");
  const table = page.getByTestId("vendors-table");
  for (const name of ["Acme Metals Inc.", "Müller Präzision GmbH", "Shenzhen Bright Parts Co"]) {
    await expect(page.getByTestId(`vendor-row-${name}`)).toBeVisible();
  }
  await expect(table).not.toContainText("Nowhere Supplies");
  await expect(table).not.toContainText("ACME METALS LLC");
  await expect(page.getByTestId("vendor-row-Acme Metals Inc.")).toContainText("United States");
  await expect(page.getByTestId("vendor-row-Acme Metals Inc.")).toContainText("Pending");
});
