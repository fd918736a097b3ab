import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import {
  type AuthUser,
  apiMessages,
  fieldMessages,
  type InviteCodeInfo,
  memberRoleDescriptions,
  rateLimitMessages,
} from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, roleItem } from "../../../test/workspace-fixtures";

const otherWorkspace = { id: "f0f0f0f0-f0f0-4f0f-8f0f-f0f0f0f0f0f0", name: "Globex Trading" };

function invite(overrides: Partial<InviteCodeInfo> = {}): InviteCodeInfo {
  return {
    workspace: otherWorkspace,
    email: "new.member@globex.test",
    roles: [roleItem("COMPLIANCE_MANAGER"), roleItem("VIEWER")],
    expires: "2099-02-01T00:00:00.000Z",
    account_exists: false,
    ...overrides,
  };
}

const joinedUser: AuthUser = {
  id: "99999999-9999-4999-8999-999999999999",
  email: "new.member@globex.test",
  first_name: "Grace",
  last_name: "Hopper",
  password_authenticated: true,
  primary_entity: {
    id: "98989898-9898-4898-8898-989898989898",
    brand_name: "Globex",
    workspace: otherWorkspace,
  },
  membership: {
    id: "97979797-9797-4797-8797-979797979797",
    roles: ["COMPLIANCE_MANAGER", "VIEWER"],
    is_owner: false,
  },
  workspaces: [
    {
      ...otherWorkspace,
      brand_name: "Globex",
      membership_id: "97979797-9797-4797-8797-979797979797",
      roles: ["COMPLIANCE_MANAGER", "VIEWER"],
      is_owner: false,
    },
  ],
  invitations: [],
};

function inviteRoutes(info: () => Response, extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({ ...baseRoutes, "GET /memberships/code/:code": info, ...extra });
}

beforeEach(() => {
  act(() => authStore.clearSession());
});

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("invitation acceptance", () => {
  it("signs up a new member with the invited e-mail locked, then signs them in and opens the app", async () => {
    const fake = useFakeApi(
      inviteRoutes(() => json(invite()), {
        "POST /members": () => json({ access: "access-9", refresh: "refresh-9", user: joinedUser }, 201),
        "GET /users/me": () => json(joinedUser),
      }),
    );
    const { router } = renderApp("/invite/code-123");

    expect((await screen.findByTestId("invite-workspace")).textContent).toBe("Globex Trading");
    expect(screen.getByTestId("invite-roles").textContent).toContain("Compliance Manager");
    // Each role says what it may do.
    expect(screen.getByTestId("invite-role-VIEWER").textContent).toBe(
      `Viewer${memberRoleDescriptions.VIEWER}`,
    );
    expect(screen.getByTestId("invite-screen")).toBeTruthy();
    const email = screen.getByTestId("invite-email") as HTMLInputElement;
    expect(email.value).toBe("new.member@globex.test");
    expect(email.readOnly).toBe(true);
    // A public call: no bearer token.
    expect(fake.calls[0]).toMatchObject({ path: "/memberships/code/code-123" });
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();

    fireEvent.click(screen.getByTestId("invite-signup-submit"));
    expect(await screen.findByText(fieldMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.passwordTooShort)).toBeTruthy();

    fireEvent.change(screen.getByTestId("invite-first-name"), { target: { value: "Grace" } });
    fireEvent.change(screen.getByTestId("invite-last-name"), { target: { value: "Hopper" } });
    fireEvent.change(screen.getByTestId("invite-password"), { target: { value: "a strong password" } });
    fireEvent.click(screen.getByTestId("invite-signup-submit"));

    await screen.findByTestId("account-menu");
    expect(router.state.location.pathname).toBe("/");
    expect(fake.calls.find((c) => c.path === "/members")?.body).toEqual({
      code: "code-123",
      email: "new.member@globex.test",
      first_name: "Grace",
      last_name: "Hopper",
      password: "a strong password",
    });
    expect(authStore.isAuthenticated).toBe(true);
    expect(authStore.getState().auth.primaryEntity?.workspace.name).toBe("Globex Trading");
    expect(screen.getByTestId("workspace-switcher").textContent).toContain("Globex Trading");
  });

  it("asks before leaving with typed names and a password (data entry, like sign-up)", async () => {
    useFakeApi(inviteRoutes(() => json(invite())));
    const { router } = renderApp("/invite/code-123");
    fireEvent.change(await screen.findByTestId("invite-first-name"), { target: { value: "Grace" } });
    fireEvent.click(screen.getByTestId("invite-signin-link"));
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/invite/code-123");
  });

  it("leaves an open link's page with a typed address without asking", async () => {
    useFakeApi(inviteRoutes(() => json(invite({ email: null }))));
    const { router } = renderApp("/invite/open-1");
    fireEvent.change(await screen.findByTestId("invite-email"), { target: { value: "grace@globex.test" } });
    fireEvent.click(screen.getByTestId("invite-signin-link"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(screen.queryByText("Leave without saving?")).toBeNull();
  });

  it("asks anyone with an open link for their e-mail only, and shows the server's field errors", async () => {
    const limit = rateLimitMessages.invitationMail(1800);
    const fake = useFakeApi(
      inviteRoutes(() => json(invite({ email: null })), {
        "POST /members": () => apiErrorResponse(429, "RATE_LIMITED", limit, { email: limit }),
      }),
    );
    renderApp("/invite/open-1");
    const email = (await screen.findByTestId("invite-email")) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(email.value).toBe("");
    // Names and password are asked once, on the page of the invitation mailed to the address.
    expect(screen.queryByTestId("invite-first-name")).toBeNull();
    expect(screen.queryByTestId("invite-password")).toBeNull();
    fireEvent.change(email, { target: { value: "grace@globex.test" } });
    fireEvent.click(screen.getByTestId("invite-signup-submit"));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(fake.calls.find((c) => c.path === "/members")?.body).toEqual({
      code: "open-1",
      email: "grace@globex.test",
    });
    expect(screen.getByTestId("invite-signin-link").getAttribute("href")).toBe(
      `/login?next=${encodeURIComponent("/invite/open-1")}`,
    );
  });

  it("says above the form when the open link died after the page opened (400 on the code)", async () => {
    useFakeApi(
      inviteRoutes(() => json(invite({ email: null })), {
        "POST /members": () =>
          apiErrorResponse(400, "LINK_INVALID", apiMessages.linkInvalid, { code: apiMessages.linkInvalid }),
      }),
    );
    renderApp("/invite/open-1");
    fireEvent.change(await screen.findByTestId("invite-email"), { target: { value: "grace@globex.test" } });
    fireEvent.click(screen.getByTestId("invite-signup-submit"));
    expect((await screen.findByTestId("invite-signup-error")).textContent).toBe(apiMessages.linkInvalid);
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });

  it("after an open link, tells the person to finish from the invitation mailed to the address they typed", async () => {
    useFakeApi(
      inviteRoutes(() => json(invite({ email: null })), {
        "POST /members": () => json({ email_sent: true, email: "grace@globex.test" }, 202),
      }),
    );
    const { router } = renderApp("/invite/open-1");
    fireEvent.change(await screen.findByTestId("invite-email"), { target: { value: "grace@globex.test" } });
    fireEvent.click(screen.getByTestId("invite-signup-submit"));
    expect((await screen.findByTestId("invite-check-email")).textContent).toContain("grace@globex.test");
    // Nobody was signed in: the address is not proven yet.
    expect(authStore.accessToken).toBeNull();
    expect(router.state.location.pathname).toBe("/invite/open-1");
  });

  it("sends a signed-out user with an account to sign in, and back here afterwards", async () => {
    useFakeApi(inviteRoutes(() => json(invite({ account_exists: true }))));
    renderApp("/invite/code-123");
    const signIn = await screen.findByTestId("invite-signin");
    expect(signIn.getAttribute("href")).toBe(`/login?next=${encodeURIComponent("/invite/code-123")}`);
    expect(screen.queryByTestId("invite-signup-form")).toBeNull();
    expect(screen.queryByTestId("invite-accept")).toBeNull();
  });

  it("accepts while already in a workspace: adds the new one and switches to it", async () => {
    // Ada works in Acme; the invitation to Globex was sent to her address.
    const ada: AuthUser = { ...testUser, email: "new.member@globex.test" };
    const both: AuthUser = { ...ada, workspaces: [...testUser.workspaces, ...joinedUser.workspaces] };
    act(() => authStore.signIn({ ...testSession, user: ada }));
    const fake = useFakeApi(
      inviteRoutes(() => json(invite({ account_exists: true })), {
        "GET /users/me": () => json(both),
        "POST /memberships/accept-invite": () => json({ user: both, workspace_id: otherWorkspace.id }),
      }),
    );
    const { router } = renderApp("/invite/code-123");

    fireEvent.click(await screen.findByTestId("invite-accept"));
    await screen.findByTestId("account-menu");
    expect(router.state.location.pathname).toBe("/");
    const accepted = fake.calls.find((c) => c.path === "/memberships/accept-invite");
    expect(accepted).toMatchObject({
      method: "POST",
      body: { code: "code-123" },
      headers: { authorization: "Bearer access-1" },
    });
    // Joining is about the user, not the workspace they were working in.
    expect(accepted?.headers["x-workspace-id"]).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Globex Trading"),
    );
    expect(authStore.getState().auth.user?.workspaces.map((w) => w.name)).toEqual([
      "Acme Workspace",
      "Globex Trading",
    ]);
    // From now on the app works in Globex: workspace calls name it.
    await waitFor(() =>
      expect(fake.calls.some((c) => c.headers["x-workspace-id"] === otherWorkspace.id)).toBe(true),
    );
    expect(
      fake.calls
        .filter(
          (c) =>
            c.headers["x-workspace-id"] !== undefined &&
            fake.calls.indexOf(c) > fake.calls.indexOf(accepted!),
        )
        .every((c) => c.headers["x-workspace-id"] === otherWorkspace.id),
    ).toBe(true);
  });

  it("does not offer to accept an invitation sent to another address", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(inviteRoutes(() => json(invite({ account_exists: true }))));
    renderApp("/invite/code-123");
    expect((await screen.findByTestId("invite-other-address")).textContent).toContain(
      "new.member@globex.test",
    );
    expect(screen.queryByTestId("invite-accept")).toBeNull();
  });

  it.each([
    [
      "an expired or used code",
      () => apiErrorResponse(400, "LINK_INVALID", apiMessages.linkInvalid, { code: apiMessages.linkInvalid }),
    ],
    ["an unknown code", () => apiErrorResponse(404, "NOT_FOUND", "Resource not found")],
  ])("explains %s clearly, with no snackbar", async (_name, answer) => {
    useFakeApi(inviteRoutes(answer));
    renderApp("/invite/dead-code");
    const error = await screen.findByTestId("invite-error");
    expect(error.textContent).toContain(apiMessages.linkInvalid);
    expect(error.textContent).toContain("14 days");
    expect(screen.queryByTestId("invite-signup-form")).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });
});
