import { magicLinkPath, waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a phone visitor sees the desktop notice and may request a link", async ({ page, workspace }) => {
  const member = workspace.procurement.email;
  const since = Date.now();
  await page.goto("/login");
  await expect(page.getByTestId("mobile-notice")).toBeVisible();
  await expect(page.getByTestId("login-form")).toHaveCount(0);
  await page.getByTestId("mobile-notice-email").fill(member);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByTestId("magic-link-sent")).toBeVisible();
  await expect(page.getByTestId("magic-link-sent-session")).toContainText("14 days");
  expect(await waitForMailedLink(member, magicLinkPath, since)).toContain("/auth/magic?token=");
});

test("a phone visitor may continue anyway to the normal sign-in", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue anyway" }).click();
  await expect(page.getByTestId("login-form")).toBeVisible();
  await expect(page.getByTestId("mobile-notice")).toHaveCount(0);
});
