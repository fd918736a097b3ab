import type { Page } from "@playwright/test";
import { magicLinkPath, waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";

/** Asks for a sign-in link on the sign-in screen, as a person would, and reads it from the outbox. */
async function askForLink(page: Page, email: string): Promise<string> {
  const since = Date.now();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByTestId("magic-link-sent")).toBeVisible();
  return waitForMailedLink(email, magicLinkPath, since);
}

test("a magic link signs in the device that asked for it", async ({ page, workspace }) => {
  const member = workspace.viewer.email;
  const link = await askForLink(page, member);
  await expect(page.getByTestId("magic-link-sent-email")).toHaveText(member);
  await expect(page.getByTestId("magic-link-sent-session")).toContainText("14 days");

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
  const link = await askForLink(page, workspace.owner.email);

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

test("a used link opened on another device says at once that it cannot be used", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  const link = await askForLink(page, workspace.compliance.email);
  await page.goto(link);
  await expect(page.getByTestId("account-menu")).toBeVisible();

  const laptop = await anotherDevice();
  await laptop.goto(link);
  await expect(laptop.getByTestId("magic-link-error")).toContainText("This sign-in link can't be used");
  await expect(laptop.getByText("Continue on this device?")).toHaveCount(0);
  await expect(laptop.getByTestId("snackbar-error")).toHaveCount(0);
  await laptop.getByTestId("magic-link-back").click();
  await expect(laptop).toHaveURL(/\/login/);
});
