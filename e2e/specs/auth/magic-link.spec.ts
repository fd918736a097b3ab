import { magicLinkPath, waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";

test("a magic link signs in the device that asked for it", async ({ page, workspace }) => {
  const member = workspace.viewer.email;
  const since = Date.now();
  await page.goto("/login");
  await page.getByLabel("Email").fill(member);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByTestId("magic-link-sent")).toBeVisible();
  await expect(page.getByTestId("magic-link-sent-email")).toHaveText(member);
  await expect(page.getByTestId("magic-link-sent-session")).toContainText("14 days");

  const link = await waitForMailedLink(member, magicLinkPath, since);
  await page.goto(link);
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-menu-email")).toHaveText(member);
});

test("another device must confirm before the link signs it in, and the link works once", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  const since = Date.now();
  await page.goto("/login");
  await page.getByLabel("Email").fill(workspace.owner.email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByTestId("magic-link-sent")).toBeVisible();
  const link = await waitForMailedLink(workspace.owner.email, magicLinkPath, since);

  const phone = await anotherDevice();
  await phone.goto(link);
  await expect(phone.getByText("Continue on this device?")).toBeVisible();
  await expect(phone.getByTestId("account-menu")).toHaveCount(0);
  await phone.getByTestId("magic-link-continue").click();
  await expect(phone.getByTestId("account-menu")).toBeVisible();

  // Single use: the first device can no longer use it.
  await page.goto(link);
  await expect(page.getByTestId("magic-link-error")).toContainText("invalid or has expired");
});
