import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type Membership,
  memberRoleDescriptions,
  moreSuccessMessages,
  type OpenInviteItem,
  rateLimitMessages,
  successMessages,
} from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import {
  baseRoutes,
  bobMembership,
  carolMembership,
  daveDeactivated,
  membership,
  ownerMembership,
  page,
  roleItem,
  sessionFor,
  userWithRoles,
} from "../../../test/workspace-fixtures";

/** The members API over an in-memory list: status filter, changes and invitations. */
function membersApi(extra: Record<string, RouteHandler> = {}) {
  const members: Membership[] = [ownerMembership, bobMembership, carolMembership, daveDeactivated].map(
    (m) => ({
      ...m,
    }),
  );
  const links: OpenInviteItem[] = [];
  const handler = fakeRoutes({
    ...baseRoutes,
    "GET /memberships": ({ query }) => json(page(members.filter((m) => m.status === query.get("status")))),
    "PATCH /memberships/:id": ({ params, body }) => {
      const found = members.find((m) => m.id === params.id);
      if (!found) return apiErrorResponse(404, "NOT_FOUND", "Resource not found");
      Object.assign(found, body);
      return json(found);
    },
    "PATCH /memberships/:id/re-invite": ({ params }) => {
      const found = members.find((m) => m.id === params.id) as Membership;
      Object.assign(found, { status: "INVITED", invite_expires: "2099-01-01T00:00:00.000Z" });
      return json(found);
    },
    "PATCH /memberships/:id/resend-invite": ({ params }) => {
      const found = members.find((m) => m.id === params.id) as Membership;
      Object.assign(found, { invite_expires: "2099-03-01T00:00:00.000Z" });
      return json(found);
    },
    "PATCH /memberships/:id/revoke-invite": ({ params }) => {
      const found = members.find((m) => m.id === params.id) as Membership;
      Object.assign(found, { status: "HIDDEN", invite_expires: null });
      return json(found);
    },
    "GET /memberships/open-invites": () => json(page(links)),
    "DELETE /memberships/open-invites/:id": ({ params }) => {
      links.splice(
        links.findIndex((l) => l.id === params.id),
        1,
      );
      return json({ ok: true });
    },
    ...extra,
  });
  return { members, links, handler };
}

/** A live open link made by the owner. */
const openLink = (id: string, roles = [roleItem("VIEWER")]): OpenInviteItem => ({
  id,
  roles,
  created_by: { email: ownerMembership.email, first_name: "Ada", last_name: "Lovelace" },
  created: "2024-03-01T10:00:00.000Z",
  expires: "2099-03-15T10:00:00.000Z",
});

/** Picks `name` in the searchable roles list `testId`. */
const chooseRole = (testId: string, name: string) => pickOption(testId, name, { search: true });

async function openRowMenu(email: string) {
  fireEvent.click(await screen.findByTestId(`member-menu-${email}`));
}

beforeEach(() => {
  act(() => authStore.signIn(sessionFor(userWithRoles(["ADMIN"]))));
});

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("members: role gating", () => {
  it("a Viewer sees the members but no invite button and no row menus", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(membersApi().handler);
    renderApp("/settings/members");

    await screen.findByTestId(`member-row-${bobMembership.email}`);
    expect(screen.getByTestId(`member-row-${ownerMembership.email}`).textContent).toContain("Owner");
    expect(screen.queryByTestId("members-invite-button")).toBeNull();
    expect(screen.queryAllByTestId(/^member-menu-/)).toHaveLength(0);
  });

  it("an Admin gets the invite button and row menus, but never on the owner's row or their own", async () => {
    useFakeApi(membersApi().handler);
    renderApp("/settings/members");

    expect(await screen.findByTestId(`member-menu-${bobMembership.email}`)).toBeTruthy();
    expect(screen.getByTestId("members-invite-button")).toBeTruthy();
    expect(screen.queryByTestId(`member-menu-${ownerMembership.email}`)).toBeNull();
    // Carol is the signed-in admin: another admin changes her access.
    expect(screen.queryByTestId(`member-menu-${carolMembership.email}`)).toBeNull();
  });

  it("the owner (an Admin) gets no menu on their own row either", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(membersApi().handler);
    renderApp("/settings/members");

    await screen.findByTestId(`member-menu-${bobMembership.email}`);
    expect(screen.queryByTestId(`member-menu-${ownerMembership.email}`)).toBeNull();
  });

  it("a Compliance Manager may not invite or change members", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["COMPLIANCE_MANAGER", "PROCUREMENT_MANAGER"]))));
    useFakeApi(membersApi().handler);
    renderApp("/settings/members");
    await screen.findByTestId(`member-row-${bobMembership.email}`);
    expect(screen.queryByTestId("members-invite-button")).toBeNull();
    expect(screen.queryAllByTestId(/^member-menu-/)).toHaveLength(0);
  });
});

describe("members: tabs", () => {
  it("lists each tab's members from GET /memberships?status=", async () => {
    const invited = membership({
      email: "eve@acme.test",
      status: "INVITED",
      invite_expires: "2099-01-01T00:00:00.000Z",
    });
    const api = membersApi();
    api.members.push(invited);
    const fake = useFakeApi(api.handler);
    const { router } = renderApp("/settings/members");

    await screen.findByTestId(`member-row-${bobMembership.email}`);
    fireEvent.click(screen.getByTestId("members-tab-invited"));
    const row = await screen.findByTestId(`member-row-${invited.email}`);
    expect(within(row).getByTestId("member-expiry").textContent).toContain("Expires");
    expect(screen.queryByTestId(`member-row-${bobMembership.email}`)).toBeNull();
    expect(router.state.location.search).toContain("status=");

    fireEvent.click(screen.getByTestId("members-tab-deactivated"));
    await screen.findByTestId(`member-row-${daveDeactivated.email}`);
    const statuses = fake.calls
      .filter((c) => c.path === "/memberships")
      .map((c) => new URL(c.url, "http://x").searchParams.get("status"));
    expect(statuses).toEqual(["ACTIVE", "INVITED", "DEACTIVATED"]);
  });
});

describe("members: e-mail invitations", () => {
  it("invites several people with roles from the searchable list", async () => {
    const api = membersApi({
      "POST /memberships/email-invite": ({ body }) => {
        const invites = (body as { invites: { email: string }[] }).invites;
        return json(
          { results: invites.map((invite) => membership({ email: invite.email, status: "INVITED" })) },
          201,
        );
      },
    });
    const fake = useFakeApi(api.handler);
    renderApp("/settings/members");

    fireEvent.click(await screen.findByTestId("members-invite-button"));
    fireEvent.change(await screen.findByTestId("invite-email-input-0"), {
      target: { value: "new1@acme.test" },
    });
    await chooseRole("invite-roles-0", "Viewer");
    fireEvent.click(screen.getByTestId("invite-add-row"));
    fireEvent.change(await screen.findByTestId("invite-email-input-1"), {
      target: { value: "new2@acme.test" },
    });
    await chooseRole("invite-roles-1", "Compliance Manager");
    await chooseRole("invite-roles-1", "Procurement Manager");
    fireEvent.click(screen.getByTestId("invite-submit"));

    expect(await screen.findByText(successMessages.invitationsSent)).toBeTruthy();
    expect(fake.calls.find((c) => c.path === "/memberships/email-invite")?.body).toEqual({
      invites: [
        { email: "new1@acme.test", roles: [roleItem("VIEWER").id] },
        {
          email: "new2@acme.test",
          roles: [roleItem("COMPLIANCE_MANAGER").id, roleItem("PROCUREMENT_MANAGER").id],
        },
      ],
    });
    // The modal closes and the Invited tab shows.
    await waitFor(() => expect(screen.queryByTestId("invite-email-form")).toBeNull());
    expect(screen.getByTestId("members-tab-invited").getAttribute("aria-selected")).toBe("true");
  });

  it("says 'Invitation sent' for one, checks the rows first, and puts a server field error on its row", async () => {
    let answer: Response | null = apiErrorResponse(400, "VALIDATION", "Invalid request.", {
      "invites.1.email": "An account with this email is already a member.",
    });
    const api = membersApi({
      "POST /memberships/email-invite": ({ body }) =>
        answer ??
        json({
          results: (body as { invites: { email: string }[] }).invites.map((i) =>
            membership({ email: i.email }),
          ),
        }),
    });
    const fake = useFakeApi(api.handler);
    renderApp("/settings/members");

    fireEvent.click(await screen.findByTestId("members-invite-button"));
    fireEvent.click(await screen.findByTestId("invite-submit"));
    // Rules from contracts, before any call: an e-mail and at least one role.
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Please select at least one role")).toBeTruthy();
    expect(fake.calls.some((c) => c.path === "/memberships/email-invite")).toBe(false);

    fireEvent.change(screen.getByTestId("invite-email-input-0"), { target: { value: "ok@acme.test" } });
    await chooseRole("invite-roles-0", "Viewer");
    fireEvent.click(screen.getByTestId("invite-add-row"));
    fireEvent.change(await screen.findByTestId("invite-email-input-1"), {
      target: { value: "bob@acme.test" },
    });
    await chooseRole("invite-roles-1", "Admin");
    fireEvent.click(screen.getByTestId("invite-submit"));

    const row1 = screen.getByTestId("invite-email-row-1");
    expect(await within(row1).findByText("An account with this email is already a member.")).toBeTruthy();
    expect(within(screen.getByTestId("invite-email-row-0")).queryByText(/already/)).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();

    // Drop the refused row and send the other one.
    answer = null;
    fireEvent.click(screen.getByTestId("invite-remove-1"));
    fireEvent.click(screen.getByTestId("invite-submit"));
    expect(await screen.findByText(successMessages.invitationSent)).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === "/memberships/email-invite").at(-1)?.body).toEqual({
      invites: [{ email: "ok@acme.test", roles: [roleItem("VIEWER").id] }],
    });
  });
});

describe("members: link invitations", () => {
  it("creates a link with the chosen roles and copies its URL", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    onTestFinished(() => {
      // Back to the browser's own clipboard (on the prototype).
      delete (navigator as { clipboard?: unknown }).clipboard;
    });
    const url = "http://localhost:5173/invite/abc123";
    const fake = useFakeApi(
      membersApi({
        "POST /memberships/open-invite": () =>
          json({ code: "abc123", url, expires: "2099-01-15T00:00:00.000Z" }, 201),
      }).handler,
    );
    renderApp("/settings/members");

    fireEvent.click(await screen.findByTestId("members-invite-button"));
    fireEvent.click(await screen.findByTestId("invite-link-tab"));
    fireEvent.click(await screen.findByTestId("invite-link-create"));
    expect(await screen.findByText("Please select at least one role")).toBeTruthy();

    await chooseRole("invite-link-roles", "Procurement Manager");
    fireEvent.click(screen.getByTestId("invite-link-create"));

    expect(await screen.findByText(successMessages.inviteUrlCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
    expect((screen.getByTestId("invite-link-url") as HTMLInputElement).value).toBe(url);
    expect(fake.calls.find((c) => c.path === "/memberships/open-invite")?.body).toEqual({
      roles: [roleItem("PROCUREMENT_MANAGER").id],
    });

    fireEvent.click(screen.getByTestId("invite-link-copy"));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });
});

describe("members: changes", () => {
  it("deactivates an active member only after confirmation", async () => {
    const api = membersApi();
    const fake = useFakeApi(api.handler);
    renderApp("/settings/members");

    await openRowMenu(bobMembership.email);
    fireEvent.click(await screen.findByTestId("member-deactivate"));
    // Cancel first: nothing happens.
    fireEvent.click(await screen.findByTestId("confirm-cancel"));
    expect(fake.calls.some((c) => c.method === "PATCH")).toBe(false);

    await openRowMenu(bobMembership.email);
    fireEvent.click(await screen.findByTestId("member-deactivate"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));

    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: `/memberships/${bobMembership.id}`,
      body: { status: "DEACTIVATED" },
    });
    // The list is fetched again: Bob has left the Active tab.
    await waitFor(() => expect(screen.queryByTestId(`member-row-${bobMembership.email}`)).toBeNull());
  });

  it("re-invites and hides deactivated members, and edits roles", async () => {
    const api = membersApi();
    const frank = membership({ email: "frank@acme.test", status: "DEACTIVATED" });
    api.members.push(frank);
    const fake = useFakeApi(api.handler);
    renderApp("/settings/members?status=%22DEACTIVATED%22");

    await openRowMenu(daveDeactivated.email);
    expect(screen.queryByTestId("member-deactivate")).toBeNull();
    fireEvent.click(await screen.findByTestId("member-reinvite"));
    expect(await screen.findByText(successMessages.invitationSent)).toBeTruthy();
    expect(
      fake.calls.some(
        (c) => c.method === "PATCH" && c.path === `/memberships/${daveDeactivated.id}/re-invite`,
      ),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByTestId(`member-row-${daveDeactivated.email}`)).toBeNull());

    // Frank, still deactivated, is hidden after confirmation.
    await openRowMenu(frank.email);
    fireEvent.click(await screen.findByTestId("member-hide"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() =>
      expect(
        fake.calls.find((c) => c.method === "PATCH" && c.path === `/memberships/${frank.id}`)?.body,
      ).toEqual({
        status: "HIDDEN",
      }),
    );
    await waitFor(() => expect(screen.queryByTestId(`member-row-${frank.email}`)).toBeNull());

    fireEvent.click(screen.getByTestId("members-tab-active"));
    await openRowMenu(bobMembership.email);
    fireEvent.click(await screen.findByTestId("member-edit-roles"));
    await chooseRole("edit-roles-select", "Viewer");
    fireEvent.click(screen.getByTestId("edit-roles-submit"));
    await waitFor(() =>
      expect(
        fake.calls.find((c) => c.method === "PATCH" && c.path === `/memberships/${bobMembership.id}`)?.body,
      ).toEqual({
        roles: [roleItem("PROCUREMENT_MANAGER").id, roleItem("VIEWER").id],
      }),
    );
  });
});

/** A pending e-mail invitation. */
const invitedErin = () =>
  membership({
    email: "erin@acme.test",
    user_id: null,
    status: "INVITED",
    invite_expires: "2099-01-10T00:00:00.000Z",
  });

describe("members: pending invitations", () => {
  it("shows when each invitation expires, resends one and revokes another after confirmation", async () => {
    const api = membersApi();
    const erin = invitedErin();
    const finn = membership({
      email: "finn@acme.test",
      user_id: null,
      status: "INVITED",
      invite_expires: "2099-01-12T00:00:00.000Z",
    });
    api.members.push(erin, finn);
    const fake = useFakeApi(api.handler);
    renderApp("/settings/members?status=%22INVITED%22");

    const row = await screen.findByTestId(`member-row-${erin.email}`);
    expect(within(row).getByTestId("member-expiry").textContent).toContain("Expires 01/10/2099");

    await openRowMenu(erin.email);
    expect(screen.queryByTestId("member-deactivate")).toBeNull();
    fireEvent.click(await screen.findByTestId("member-resend"));
    expect(await screen.findByText(successMessages.invitationSent)).toBeTruthy();
    expect(fake.calls.some((c) => c.path === `/memberships/${erin.id}/resend-invite`)).toBe(true);
    // The list is fetched again: the new link's 14 days.
    await waitFor(() =>
      expect(
        within(screen.getByTestId(`member-row-${erin.email}`)).getByTestId("member-expiry").textContent,
      ).toContain("03/01/2099"),
    );

    await openRowMenu(finn.email);
    fireEvent.click(await screen.findByTestId("member-revoke"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(finn.email);
    fireEvent.click(within(dialog).getByTestId("confirm-cancel"));
    expect(fake.calls.some((c) => c.path.endsWith("/revoke-invite"))).toBe(false);

    await openRowMenu(finn.email);
    fireEvent.click(await screen.findByTestId("member-revoke"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    expect(await screen.findByText(moreSuccessMessages.invitationRevoked)).toBeTruthy();
    expect(fake.calls.find((c) => c.path.endsWith("/revoke-invite"))).toMatchObject({
      method: "PATCH",
      path: `/memberships/${finn.id}/revoke-invite`,
    });
    await waitFor(() => expect(screen.queryByTestId(`member-row-${finn.email}`)).toBeNull());
    expect(screen.getByTestId(`member-row-${erin.email}`)).toBeTruthy();
  });

  it("lists the open links that still work and revokes one after confirmation", async () => {
    const api = membersApi();
    api.links.push(
      openLink("12121212-1212-4121-8121-121212121212"),
      openLink("34343434-3434-4343-8343-343434343434", [roleItem("ADMIN")]),
    );
    const fake = useFakeApi(api.handler);
    renderApp("/settings/members");

    fireEvent.click(await screen.findByTestId("members-invite-button"));
    fireEvent.click(await screen.findByTestId("invite-link-tab"));
    const list = await screen.findByTestId("open-invites");
    await waitFor(() => expect(list.textContent).toContain("Links that still work (2)"));
    const admin = screen.getByTestId("open-invite-34343434-3434-4343-8343-343434343434");
    expect(admin.textContent).toContain("Admin");
    expect(admin.textContent).toContain("Created by Ada Lovelace");

    fireEvent.click(within(admin).getByTestId("open-invite-revoke"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    expect(await screen.findByText(moreSuccessMessages.inviteLinkRevoked)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === "DELETE")?.path).toBe(
      "/memberships/open-invites/34343434-3434-4343-8343-343434343434",
    );
    await waitFor(() => expect(list.textContent).toContain("Links that still work (1)"));
  });
});

describe("members: the invitation mail limit", () => {
  it("puts a 429 of an address mailed too often on its row, saying how long to wait, without a snackbar", async () => {
    const limit = rateLimitMessages.invitationMail(1500);
    const api = membersApi({
      "POST /memberships/email-invite": () =>
        apiErrorResponse(429, "RATE_LIMITED", limit, { "invites.0.email": limit }),
    });
    useFakeApi(api.handler);
    renderApp("/settings/members");

    fireEvent.click(await screen.findByTestId("members-invite-button"));
    fireEvent.change(await screen.findByTestId("invite-email-input-0"), {
      target: { value: "often@acme.test" },
    });
    await chooseRole("invite-roles-0", "Viewer");
    fireEvent.click(screen.getByTestId("invite-submit"));
    const row = screen.getByTestId("invite-email-row-0");
    expect(await within(row).findByText(limit)).toBeTruthy();
    expect(limit).toContain("25 minutes");
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });
});

describe("members: resending too often", () => {
  it("says in the snackbar how long to wait when a resend is refused (429)", async () => {
    const limit = rateLimitMessages.invitationMail(3000);
    const erin = invitedErin();
    const api = membersApi({
      "PATCH /memberships/:id/resend-invite": () => apiErrorResponse(429, "RATE_LIMITED", limit),
    });
    api.members.push(erin);
    useFakeApi(api.handler);
    renderApp("/settings/members?status=%22INVITED%22");

    await openRowMenu(erin.email);
    fireEvent.click(await screen.findByTestId("member-resend"));
    const snackbar = await screen.findByTestId("snackbar-error");
    expect(snackbar.textContent).toContain("Try again in 50 minutes.");
    expect(snackbar.textContent).toContain("PATCH /memberships/{id}/resend-invite");
    expect(screen.queryByText(successMessages.invitationSent)).toBeNull();
  });
});

describe("members: roles", () => {
  it("says in the role picker what each role may do", async () => {
    useFakeApi(membersApi().handler);
    renderApp("/settings/members");
    fireEvent.click(await screen.findByTestId("members-invite-button"));
    fireEvent.click(await screen.findByTestId("invite-roles-0"));
    const option = await screen.findByTestId("role-option-Procurement Manager");
    expect(option.textContent).toContain(memberRoleDescriptions.PROCUREMENT_MANAGER);
  });
});
