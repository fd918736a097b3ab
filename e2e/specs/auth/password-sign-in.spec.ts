import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("the sign-in page renders", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
});

test("a wrong password shows the server's message and signs nobody in", async ({ page, workspace }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(workspace.owner.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toContainText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/login/);
});

test("the owner signs in with a password, sees the app shell, and signs out", async ({ page, workspace }) => {
  await signIn(page, workspace.owner);
  for (const item of ["Vendors", "Products", "Contracts", "Policies"]) {
    await expect(page.getByRole("link", { name: item, exact: true })).toBeVisible();
  }
  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-menu-email")).toHaveText(workspace.owner.email);
  await expect(page.getByTestId("account-menu-workspace")).toHaveText(`Workspace: ${workspace.name}`);
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login/);

  // Signed out for real: the app sends the visitor back to sign-in, and the tokens are gone.
  await page.goto("/products");
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("tierline:refresh-token"))).toBeNull();
});

test("the settings side menu lists all twelve sections", async ({ page, workspace }) => {
  await signIn(page, workspace.owner, "/settings/account");
  const menu = page.getByTestId("settings-nav");
  for (const item of [
    "General",
    "Members",
    "Billing",
    "Account",
    "Entities",
    "Password",
    "Workspace",
    "Locations",
    "Workflows",
    "Procurement",
    "Notifications",
    "Vendor Workflow",
  ]) {
    await expect(menu.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("account-section")).toContainText(workspace.owner.email);
});
