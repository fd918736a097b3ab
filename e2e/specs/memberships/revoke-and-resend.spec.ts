import type { Page } from "@playwright/test";
import { apiHeaders, signIn } from "../../fixtures/auth";
import { invitePath, waitForMailedLink } from "../../fixtures/outbox";
import { type E2eUser, expect, test } from "../../fixtures/test";
import { uniqueTag } from "../../fixtures/workspace";

/**
 * Invites `email` as a Viewer through the api, as `admin` (the invite dialog has its own spec), and
 * answers the link of the mail it sends.
 */
async function invitedThroughApi(page: Page, admin: E2eUser, email: string) {
  const headers = await apiHeaders(page.request, admin);
  const roles: { id: string; code: string }[] = await (
    await page.request.get("/api/v1/member-roles", { headers })
  ).json();
  const since = Date.now();
  const res = await page.request.post("/api/v1/memberships/email-invite", {
    headers,
    data: { invites: [{ email, roles: [roles.find((r) => r.code === "VIEWER")!.id] }] },
  });
  expect(res.status()).toBe(200);
  return waitForMailedLink(email, invitePath, since);
}

/** The Invited tab, with `email`'s row showing. */
async function openInvitedTab(page: Page, email: string) {
  await page.reload();
  await page.getByTestId("members-tab-invited").click();
  await expect(page.getByTestId(`member-row-${email}`)).toBeVisible();
}

test("an Admin revokes an invitation, and its link then says it cannot be used", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  const email = `revoked-${uniqueTag()}@e2e.test`;
  await signIn(page, workspace.admin, "/settings/members");
  const link = await invitedThroughApi(page, workspace.admin, email);

  await openInvitedTab(page, email);
  await page.getByTestId(`member-menu-${email}`).click();
  await page.getByTestId("member-revoke").click();
  await expect(page.getByRole("dialog")).toContainText(email);
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Invitation revoked")).toBeVisible(),
    page.getByTestId("confirm-ok").click(),
  ]);
  await expect(page.getByTestId(`member-row-${email}`)).toHaveCount(0);

  const theirs = await anotherDevice();
  await theirs.goto(link);
  await expect(theirs.getByTestId("invite-error")).toContainText("This invitation can't be used");
});

test("an Admin resends an invitation: the new mail's link works, the old one does not", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  test.slow(); // two mails, two browsers and a sign-up
  const email = `resent-${uniqueTag()}@e2e.test`;
  await signIn(page, workspace.admin, "/settings/members");
  const oldLink = await invitedThroughApi(page, workspace.admin, email);

  await openInvitedTab(page, email);
  await expect(page.getByTestId(`member-row-${email}`)).toContainText("Expires");
  const since = Date.now();
  await page.getByTestId(`member-menu-${email}`).click();
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Invitation sent")).toBeVisible(),
    page.getByTestId("member-resend").click(),
  ]);
  const newLink = await waitForMailedLink(email, invitePath, since);
  expect(newLink).not.toBe(oldLink);

  const theirs = await anotherDevice();
  await theirs.goto(oldLink);
  await expect(theirs.getByTestId("invite-error")).toContainText("This invitation can't be used");

  await theirs.goto(newLink);
  await expect(theirs.getByTestId("invite-workspace")).toContainText(workspace.name);
  const form = theirs.getByTestId("invite-signup-form");
  await form.getByLabel("First name").fill("Rhea");
  await form.getByLabel("Last name").fill("Resent");
  await form.getByLabel("Password").fill("resent-pass-1");
  await form.getByRole("button", { name: "Create account and join" }).click();
  await expect(theirs.getByTestId("account-menu")).toBeVisible();
});
