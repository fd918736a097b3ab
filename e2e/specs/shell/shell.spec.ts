import type { Page, Request } from "@playwright/test";
import { addMember, completeOnboarding, createWorkspace, type Db } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { inviteByEmail } from "../../fixtures/memberships";
import { invitePath, waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";
import { type E2eUser, type NewUserInput, uniqueTag } from "../../fixtures/workspace";

/** Whether the page is wider than the screen (something pushes it sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A second company with an owner of its own (Gina), built through the factories. */
async function anotherCompany(db: Db, newUser: (input: NewUserInput) => Promise<E2eUser>) {
  const globexOwner = await newUser({ label: "globex-owner", firstName: "Gina", lastName: "Globex" });
  const { workspace: globex, entity } = await createWorkspace(db, {
    ownerId: globexOwner.id,
    name: `Globex ${uniqueTag()}`,
  });
  // Set up, as every company here: these specs are about the shell, not onboarding.
  await completeOnboarding(db, { workspaceId: globex.id, entityId: entity.id, userId: globexOwner.id });
  return { globex, globexOwner };
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("after Continue anyway the menu button opens and closes the navigation, and pages fit the screen", async ({
    page,
    workspace,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Continue anyway" }).click();
    await page.getByLabel("Email").fill(workspace.owner.email);
    await page.getByLabel("Password").fill(workspace.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Vendors", level: 1 })).toBeInViewport();

    // The page, not the navigation, fills the screen; the menu button brings it in and takes it away.
    const toggle = page.getByTestId("nav-toggle");
    const contractsLink = page.getByTestId("nav-contracts");
    await expect(contractsLink).not.toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(contractsLink).toBeInViewport();
    await toggle.click();
    await expect(contractsLink).not.toBeInViewport();

    // Following a link closes the navigation and shows the page.
    await toggle.click();
    await contractsLink.click();
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(contractsLink).not.toBeInViewport();
    await expect(page.getByRole("heading", { name: "Contracts", level: 1 })).toBeInViewport();

    // Settings: the sections are a picker here, and the members are cards, not a squeezed table.
    await toggle.click();
    await page.getByTestId("nav-settings").click();
    await page.getByTestId("settings-section-select").click();
    await page.getByRole("option", { name: "Members" }).click();
    await expect(page).toHaveURL(/\/settings\/members$/);
    const members = page.getByRole("list", { name: "Active members" });
    await expect(members.getByTestId(`member-row-${workspace.viewer.email}`)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByTestId("members-invite-button")).toBeInViewport();
    await page.getByTestId(`member-menu-${workspace.viewer.email}`).click();
    await expect(page.getByTestId("member-deactivate")).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);
    await page.keyboard.press("Escape");

    for (const path of ["/", "/products", "/policies", "/screening", "/welcome", "/settings/general"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await overflowsSideways(page), `${path} is wider than the screen`).toBe(false);
    }
  });
});

test.describe("workspace context", () => {
  test("a user of two workspaces switches between them and sees each one's data only", async ({
    page,
    workspace,
    newUser,
    db,
  }) => {
    // A second company, where this workspace's owner is only a Viewer.
    const { globex, globexOwner } = await anotherCompany(db, newUser);
    await addMember(db, { workspaceId: globex.id, userId: workspace.owner.id, roles: ["VIEWER"] });

    await signIn(page, workspace.owner, "/settings/members");
    await expect(page.getByTestId(`member-row-${workspace.viewer.email}`)).toBeVisible();
    await expect(page.getByTestId("members-invite-button")).toBeVisible();

    const workspaceCalls: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/") && !request.url().endsWith("/users/me"))
        workspaceCalls.push(request);
    });

    await page.getByTestId("workspace-switcher").click();
    const options = page.getByTestId("workspace-option");
    await expect(options).toHaveCount(2);
    await expect(options.filter({ hasText: globex.name })).toContainText("Viewer");
    await options.filter({ hasText: globex.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(globex.name);

    await page.goto("/settings/members");
    await expect(page.getByTestId(`member-row-${globexOwner.email}`)).toBeVisible();
    await expect(page.getByTestId(`member-row-${workspace.viewer.email}`)).toHaveCount(0);
    // A Viewer there: no invitations.
    await expect(page.getByTestId("members-invite-button")).toHaveCount(0);
    expect(workspaceCalls.length).toBeGreaterThan(0);
    for (const call of workspaceCalls) expect(call.headers()["x-workspace-id"]).toBe(globex.id);

    // The choice is remembered on this device.
    await page.reload();
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(globex.name);
    await expect(page.getByTestId(`member-row-${globexOwner.email}`)).toBeVisible();

    // And back.
    await page.getByTestId("workspace-switcher").click();
    await page.getByTestId("workspace-option").filter({ hasText: workspace.name }).click();
    await page.goto("/settings/members");
    await expect(page.getByTestId(`member-row-${workspace.viewer.email}`)).toBeVisible();
    await expect(page.getByTestId(`member-row-${globexOwner.email}`)).toHaveCount(0);
  });

  test("removed from the workspace open in two tabs, both go on in the other one and say why", async ({
    page,
    context,
    workspace,
    newUser,
    db,
  }) => {
    const { globex } = await anotherCompany(db, newUser);
    const inGlobex = await addMember(db, {
      workspaceId: globex.id,
      userId: workspace.owner.id,
      roles: ["VIEWER"],
    });
    await signIn(page, workspace.owner);
    await page.getByTestId("workspace-switcher").click();
    await page.getByTestId("workspace-option").filter({ hasText: globex.name }).click();
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(globex.name);
    // A second tab opens the device's last choice.
    const other = await context.newPage();
    await other.goto("/contracts");
    await expect(other.getByTestId("workspace-switcher-name")).toHaveText(globex.name);
    // This tab works on a screen away from the start page, so going back to it is seen.
    await page.getByTestId("nav-settings").click();
    await expect(page).toHaveURL(/\/settings\/general$/);

    // Globex's admin deactivates them: Globex's calls now answer 404.
    await db.membership.update({ where: { id: inGlobex.id }, data: { status: "DEACTIVATED" } });
    const notice = `You no longer have access to ${globex.name}. You are now in ${workspace.name}.`;
    // This tab reads its session again (a reload); the other hears it through the shared session, without
    // a call of its own, at about the same moment. Both snackbars are watched for together, from before
    // the reload, since each hides itself 4 s after it shows. A background call of this tab may see the
    // loss first: then the snackbars are up before the reload, and the reload finds the tab moved already.
    await Promise.all([
      expect(page.getByTestId("snackbar-notice")).toHaveText(notice),
      expect(other.getByTestId("snackbar-notice")).toHaveText(notice),
      page.reload(),
    ]);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(workspace.name);
    await expect(page.getByTestId("route-error")).toHaveCount(0);
    await expect(page.getByTestId("snackbar-error")).toHaveCount(0);
    await expect(other.getByTestId("workspace-switcher-name")).toHaveText(workspace.name);
    await expect(other).toHaveURL(/\/$/);
  });

  test("accepting an invitation while in a workspace adds the new one and switches to it", async ({
    page,
    workspace,
    newUser,
    db,
    anotherDevice,
  }) => {
    const { globex, globexOwner } = await anotherCompany(db, newUser);

    // Globex's owner invites this workspace's admin by e-mail.
    const owner = await anotherDevice();
    await signIn(owner, globexOwner, "/settings/members");
    const since = Date.now();
    await inviteByEmail(owner, workspace.admin.email, "Compliance Manager");

    // The admin, signed in to their own workspace, opens the mailed link and accepts.
    await signIn(page, workspace.admin);
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(workspace.name);
    await page.goto(await waitForMailedLink(workspace.admin.email, invitePath, since));
    await page.getByTestId("invite-accept").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(globex.name);
    await page.getByTestId("workspace-switcher").click();
    await expect(page.getByTestId("workspace-option")).toHaveCount(2);
  });

  test("a signed-in user in no workspace is shown their pending invitation and joins from it", async ({
    page,
    workspace,
    newUser,
    anotherDevice,
  }) => {
    const loner = await newUser({ label: "loner", firstName: "Lou", lastName: "Loner" });
    await signIn(page, loner);
    await expect(page.getByTestId("no-workspace-empty")).toContainText(loner.email);

    const owner = await anotherDevice();
    await signIn(owner, workspace.owner, "/settings/members");
    await inviteByEmail(owner, loner.email, "Viewer");

    await page.getByTestId("no-workspace-refresh").click();
    const invitation = page.getByTestId("pending-invitation");
    await expect(invitation).toContainText(workspace.name);
    await invitation.getByTestId("pending-invitation-accept").click();
    await expect(page.getByTestId("workspace-switcher-name")).toHaveText(workspace.name);
    await expect(page.getByRole("heading", { name: "Vendors", level: 1 })).toBeVisible();
  });
});

test("a long workspace name is cut to 20 characters in the shell, with the full name on hover", async ({
  page,
  newUser,
  db,
}) => {
  const founder = await newUser({ label: "founder", firstName: "Fay", lastName: "Founder" });
  const longName = `Longname${uniqueTag()}${"International".repeat(20)}`.slice(0, 255);
  await createWorkspace(db, { ownerId: founder.id, name: longName });

  await signIn(page, founder);
  const name = page.getByTestId("workspace-switcher-name");
  await expect(name).toHaveText(`${longName.slice(0, 20)}...`);
  await expect(page.getByTestId("account-menu-header-workspace")).toHaveText(`${longName.slice(0, 20)}...`);
  expect(await overflowsSideways(page)).toBe(false);
  // Nothing in the header is pushed off screen.
  await expect(page.getByTestId("account-menu")).toBeInViewport();

  await name.hover();
  await expect(page.getByRole("tooltip")).toHaveText(longName);
});
