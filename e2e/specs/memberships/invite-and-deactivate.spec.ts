import { apiHeaders, signIn } from "../../fixtures/auth";
import { inviteByEmail } from "../../fixtures/memberships";
import { invitePath, waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";
import { uniqueTag } from "../../fixtures/workspace";

test("the owner invites by e-mail and the newcomer joins through the mailed link", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  // Two people, a mail and a sign-up: the longest flow of the suite, given three times the budget.
  test.slow();
  const newcomer = { email: `newcomer-${uniqueTag()}@e2e.test`, password: "newcomer-pass-1" };

  // The owner invites the newcomer as a Viewer.
  await signIn(page, workspace.owner, "/settings/members");
  const since = Date.now();
  await inviteByEmail(page, newcomer.email, "Viewer");
  await page.getByTestId("members-tab-invited").click();
  await expect(page.getByTestId(`member-row-${newcomer.email}`)).toBeVisible();

  // The newcomer opens the link from the mail in their own browser and signs up.
  const link = await waitForMailedLink(newcomer.email, invitePath, since);
  const theirs = await anotherDevice();
  await theirs.goto(link);
  await expect(theirs.getByTestId("invite-workspace")).toContainText(workspace.name);
  const form = theirs.getByTestId("invite-signup-form");
  await form.getByLabel("First name").fill("Nia");
  await form.getByLabel("Last name").fill("Newcomer");
  await form.getByLabel("Password").fill(newcomer.password);
  await form.getByRole("button", { name: /join|sign up|create/i }).click();
  await expect(theirs.getByTestId("account-menu")).toBeVisible();
  await theirs.getByTestId("account-menu").click();
  await expect(theirs.getByTestId("account-menu-workspace")).toContainText(workspace.name);

  // The owner, reloading, finds them among the active members.
  await page.reload();
  await page.getByTestId("members-tab-active").click();
  await expect(page.getByTestId(`member-row-${newcomer.email}`)).toBeVisible();
});

test("a deactivated member loses access at their next call and cannot sign in again", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  const { viewer } = workspace;
  const theirs = await anotherDevice();
  await signIn(theirs, viewer);

  await signIn(page, workspace.owner, "/settings/members");
  await page.getByTestId(`member-menu-${viewer.email}`).click();
  await page.getByTestId("member-deactivate").click();
  await page.getByTestId("confirm-ok").click();
  await page.getByTestId("members-tab-deactivated").click();
  await expect(page.getByTestId(`member-row-${viewer.email}`)).toBeVisible();

  await theirs.goto("/settings/account");
  await expect(theirs).toHaveURL(/\/login/);
  await theirs.getByLabel("Email").fill(viewer.email);
  await theirs.getByLabel("Password").fill(viewer.password);
  await theirs.getByRole("button", { name: "Sign in" }).click();
  await expect(theirs.getByTestId("login-error")).toContainText("deactivated");
});

test("a Viewer is not offered the invite button, and the api refuses their invite", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.viewer, "/settings/members");
  await expect(page.getByTestId("members-tab-active")).toBeVisible();
  await expect(page.getByTestId("members-invite-button")).toHaveCount(0);
  await expect(page.getByTestId(/^member-menu-/)).toHaveCount(0);

  const res = await page.request.post("/api/v1/memberships/email-invite", {
    headers: await apiHeaders(page.request, workspace.viewer),
    data: { invites: [{ email: "sneaky@example.test", roles: ["00000000-0000-4000-8000-000000000004"] }] },
  });
  expect(res.status()).toBe(403);
});
