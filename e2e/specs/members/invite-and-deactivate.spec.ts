import { expect, test } from "@playwright/test";
import { OWNER, signInWithPassword } from "../../fixtures/auth";
import { invitePath, waitForMailedLink } from "../../fixtures/outbox";

const NEWCOMER = { email: `newcomer-${Date.now()}@example.test`, password: "newcomer-pass-1" };

test("the owner invites by e-mail, the newcomer joins through the mailed link, and loses access when deactivated", async ({
  page,
  browser,
}) => {
  // The owner invites the newcomer as a Viewer.
  await signInWithPassword(page);
  await page.goto("/settings/members");
  const since = Date.now();
  await page.getByTestId("members-invite-button").click();
  await page.getByTestId("invite-email-input-0").fill(NEWCOMER.email);
  await page.getByTestId("invite-roles-0").click();
  await page.getByRole("option", { name: "Viewer" }).click();
  await page.keyboard.press("Escape");
  await page.getByTestId("invite-submit").click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  await page.getByTestId("members-tab-invited").click();
  await expect(page.getByTestId(`member-row-${NEWCOMER.email}`)).toBeVisible();

  // The newcomer opens the link from the mail in their own browser and signs up.
  const link = await waitForMailedLink(NEWCOMER.email, invitePath, since);
  const theirs = await browser.newContext();
  const newcomer = await theirs.newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByTestId("invite-workspace")).toContainText("Demo Co");
  const form = newcomer.getByTestId("invite-signup-form");
  await form.getByLabel("First name").fill("Nia");
  await form.getByLabel("Last name").fill("Newcomer");
  await form.getByLabel("Password").fill(NEWCOMER.password);
  await form.getByRole("button", { name: /join|sign up|create/i }).click();
  await expect(newcomer.getByTestId("account-menu")).toBeVisible();
  await newcomer.getByTestId("account-menu").click();
  await expect(newcomer.getByTestId("account-menu-workspace")).toContainText("Demo Co");
  await newcomer.keyboard.press("Escape");

  // The owner deactivates them; their session ends at their next call.
  await page.reload();
  await page.getByTestId("members-tab-active").click();
  await page.getByTestId(`member-menu-${NEWCOMER.email}`).click();
  await page.getByTestId("member-deactivate").click();
  await page.getByTestId("confirm-ok").click();
  await page.getByTestId("members-tab-deactivated").click();
  await expect(page.getByTestId(`member-row-${NEWCOMER.email}`)).toBeVisible();

  await newcomer.goto("/settings/account");
  await expect(newcomer).toHaveURL(/\/login/);
  await newcomer.getByLabel("Email").fill(NEWCOMER.email);
  await newcomer.getByLabel("Password").fill(NEWCOMER.password);
  await newcomer.getByRole("button", { name: "Sign in" }).click();
  await expect(newcomer.getByTestId("login-error")).toContainText("deactivated");
  await theirs.close();
});

test("a Viewer is not offered the invite button, and the api refuses their invite", async ({ page }) => {
  await signInWithPassword(page, { email: "viewer@demo.test", password: OWNER.password });
  await page.goto("/settings/members");
  await expect(page.getByTestId("members-tab-active")).toBeVisible();
  await expect(page.getByTestId("members-invite-button")).toHaveCount(0);
  await expect(page.getByTestId(/^member-menu-/)).toHaveCount(0);

  const access = await page.evaluate(() => localStorage.getItem("tierline:access-token"));
  const res = await page.request.post("/api/v1/memberships/email-invite", {
    headers: { authorization: `Bearer ${access}` },
    data: { invites: [{ email: "sneaky@example.test", roles: ["00000000-0000-4000-8000-000000000004"] }] },
  });
  expect(res.status()).toBe(403);
});
