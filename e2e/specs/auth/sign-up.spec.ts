import { expect, test } from "../../fixtures/test";
import { uniqueTag } from "../../fixtures/workspace";

test("a new company signs up from the sign-in screen and goes on into its onboarding", async ({ page }) => {
  const email = `founder-${uniqueTag()}@e2e.test`;
  const brand = `Globex ${uniqueTag()}`;
  await page.goto("/login");
  await page.getByRole("link", { name: "Create a company account" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Brand name").fill(brand);
  await page.getByRole("button", { name: "Create account" }).click();

  // On into the onboarding wizard (e2e/specs/onboarding goes through it), in the new workspace.
  await page.waitForURL((url) => url.pathname === "/onboarding/2");
  await expect(page.getByTestId("onboarding-step-title")).toHaveText("Entity information");
  await expect(page.getByTestId("workspace-switcher-name")).toHaveText(brand);
  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-menu-email")).toHaveText(email);
  await page.getByTestId("sign-out").click();

  // The address is taken now: signing up with it again says so under the e-mail.
  await page.goto("/sign-up");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Brand name").fill(brand);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists.")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});
