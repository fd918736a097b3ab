import type { Page } from "@playwright/test";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

/** Picks `option` in a searchable select (Mantine) after typing `typed` into it. */
async function choose(page: Page, testId: string, typed: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the owner adds a retail location with an EIN, edits it and deletes it; a bad GLN is refused", async ({
  page,
  workspace,
}) => {
  test.slow();
  await signIn(page, workspace.owner, "/settings/locations");
  await expect(page.getByTestId("locations-tab-retail")).toHaveAttribute("data-active", "true");
  await expect(page.getByTestId("place-data-credit")).toContainText("ODbL");

  // A retail location in San Francisco with an EIN typed without its dash: the mask inserts it.
  await page.getByTestId("locations-add").click();
  await page.getByTestId("location-address").fill("1 Market Street");
  await choose(page, "location-country", "United States", "United States");
  await choose(page, "location-state", "Califor", "California");
  await page.getByTestId("location-city").fill("San Francisco");
  await page.getByTestId("location-postal-code").fill("94105");
  await page.getByTestId("identifier-add").click();
  await page.getByTestId("identifier-type-0").click();
  // A US location is offered EIN and SAM only.
  await expect(page.getByRole("option")).toHaveText(["EIN", "SAM"]);
  await page.getByRole("option", { name: "EIN" }).click();
  await page.getByTestId("identifier-number-0").fill("123456789");
  await expect(page.getByTestId("identifier-number-0")).toHaveValue("12-3456789");
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Changes saved")).toBeVisible(),
    page.getByTestId("location-save").click(),
  ]);
  const row = page.locator('[data-testid^="location-row-"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("1 Market Street");
  await expect(row).toContainText("California");
  await expect(row).toContainText("United States");
  await expect(row).toContainText("EIN 12-3456789");

  // A logistics location in Hamburg with a GLN whose check digit is wrong: refused with its message.
  await page.getByTestId("locations-tab-logistics").click();
  await page.getByTestId("locations-add").click();
  await page.getByTestId("location-kind").click();
  await page.getByRole("option", { name: "Warehouse" }).click();
  await page.getByTestId("location-address").fill("Am Sandtorkai 1");
  await choose(page, "location-country", "Germany", "Germany");
  // Another country clears the state (spec section 4).
  await choose(page, "location-state", "Hamb", "Hamburg");
  await choose(page, "location-country", "Austria", "Austria");
  await expect(page.getByTestId("location-state")).toHaveValue("");
  await choose(page, "location-country", "Germany", "Germany");
  await choose(page, "location-state", "Hamb", "Hamburg");
  await page.getByTestId("location-description").fill("Bonded warehouse");
  await page.getByTestId("identifier-add").click();
  await page.getByTestId("identifier-type-0").click();
  await page.getByRole("option", { name: "GLN" }).click();
  await page.getByTestId("identifier-number-0").fill("4006381333932");
  await page.getByTestId("location-save").click();
  await expect(page.getByText("The check digit of this GLN is not valid")).toBeVisible();
  await page.getByTestId("identifier-number-0").fill("4006381333931");
  await page.getByTestId("location-save").click();
  await expect(page.locator('[data-testid^="location-row-"]')).toContainText("GLN 4006381333931");
  // The row shows before the form closes, and tabs are disabled while a form is open.
  await expect(page.getByTestId("location-save")).toHaveCount(0);

  // Back on Retail: the address is changed.
  await page.getByTestId("locations-tab-retail").click();
  await expect(page.getByTestId("locations-tab-retail")).toHaveAttribute("data-active", "true");
  await row.getByTestId("location-menu").click();
  await page.getByTestId("location-edit").click();
  await expect(page.getByTestId("location-address")).toHaveValue("1 Market Street");
  await page.getByTestId("location-address").fill("2 Market Street");
  await page.getByTestId("location-save").click();
  await expect(row).toContainText("2 Market Street");
  await expect(row).toContainText("EIN 12-3456789");

  // And deleted.
  await row.getByTestId("location-menu").click();
  await page.getByTestId("location-delete").click();
  await page.getByTestId("confirm-ok").click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No retail locations yet.")).toBeVisible();
});

test("leaving the page with an unsaved location asks first", async ({ page, workspace }) => {
  await signIn(page, workspace.owner, "/settings/locations");
  await page.getByTestId("locations-tab-online").click();
  await page.getByTestId("locations-add").click();
  await page.getByTestId("location-web-url").fill("https://shop.example.com");

  await page.getByTestId("settings-nav-members").click();
  await expect(page.getByText("Leave without saving?")).toBeVisible();
  await page.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/settings\/locations/);
  await expect(page.getByTestId("location-web-url")).toHaveValue("https://shop.example.com");

  await page.getByTestId("settings-nav-members").click();
  await page.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/settings\/members/);
});
