import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type AuthUser,
  fieldMessages,
  moreSuccessMessages,
  type PendingInvitation,
  statusMessages,
  type UserWorkspace,
} from "@tierline/contracts";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { AuthStore, authStore, storageKeys } from "../lib/auth-store";
import { WorkspaceStore, workspaceStorageKey, workspaceStore } from "../lib/workspace-store";
import { complianceRequest } from "../test/compliance-fixtures";
import { deferred } from "../test/deferred";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../test/fake-api";
import { testSession, testUser } from "../test/fixtures";
import { memoryStorage } from "../test/memory-storage";
import { newWorkspaceRoutes } from "../test/new-workspace-routes";
import { renderApp } from "../test/render";
import {
  baseRoutes,
  bobMembership,
  globexWorkspace,
  ownerMembership,
  page,
  userOfTwoWorkspaces,
  workspace,
} from "../test/workspace-fixtures";

const acmeId = workspace.id;

function signIn(user: AuthUser) {
  act(() => authStore.signIn({ ...testSession, user }));
}

/** Members answer per workspace, by the header: each workspace sees only its own people. */
const membersByWorkspace: RouteHandler = ({ headers }) =>
  json(page(headers["x-workspace-id"] === globexWorkspace.id ? [bobMembership] : [ownerMembership]));

function shellRoutes(extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /memberships": membersByWorkspace,
    "GET /workspaces/:id": () => json(workspace),
    ...extra,
  });
}

describe("workspace switcher", () => {
  it("lists every workspace of the user with its brand and the user's roles there", async () => {
    signIn(userOfTwoWorkspaces);
    useFakeApi(shellRoutes());
    renderApp("/");

    const switcher = await screen.findByTestId("workspace-switcher");
    expect(within(switcher).getByTestId("workspace-switcher-name").textContent).toBe("Acme Workspace");
    fireEvent.click(switcher);
    const options = await screen.findAllByTestId("workspace-option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Acme WorkspaceAcme GoodsOwner · Admin",
      "Globex TradingGlobexViewer",
    ]);
    expect(options[0]?.getAttribute("aria-current")).toBe("true");
  });

  it("switches: remembered on the device, every cached query dropped, back to /, calls and rights of the new one", async () => {
    signIn(userOfTwoWorkspaces);
    const fake = useFakeApi(shellRoutes());
    const { router, queryClient } = renderApp("/settings/members");

    // In Acme, Ada is the owner: she may invite, and sees Acme's people.
    await screen.findByTestId(`member-row-${ownerMembership.email}`);
    expect(screen.getByTestId("members-invite-button")).toBeTruthy();
    expect(queryClient.getQueryCache().findAll({ queryKey: ["workspaces", acmeId] }).length).toBeGreaterThan(
      0,
    );
    const cachedBefore = queryClient.getQueryCache().getAll();

    fireEvent.click(screen.getByTestId("workspace-switcher"));
    const option = (await screen.findAllByTestId("workspace-option"))[1] as HTMLElement;
    const before = fake.calls.length;
    fireEvent.click(option);

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await screen.findByTestId("vendors-empty");
    expect(workspaceStore.currentId).toBe(globexWorkspace.id);
    expect(window.localStorage.getItem(workspaceStorageKey(testUser.id))).toBe(globexWorkspace.id);
    expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Globex Trading");
    // Nothing cached before the switch survives it (the user and the roles list are fetched anew).
    expect(queryClient.getQueryCache().findAll({ queryKey: ["workspaces", acmeId] })).toEqual([]);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => cachedBefore.includes(query)),
    ).toEqual([]);

    act(() => {
      void router.navigate("/settings/members");
    });
    // Globex's people only, and as a Viewer, Ada may not invite there.
    await screen.findByTestId(`member-row-${bobMembership.email}`);
    expect(screen.queryByTestId(`member-row-${ownerMembership.email}`)).toBeNull();
    expect(screen.queryByTestId("members-invite-button")).toBeNull();
    // Every workspace call since the switch named Globex.
    const after = fake.calls.slice(before).filter((call) => call.path !== "/users/me");
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((call) => call.headers["x-workspace-id"] === globexWorkspace.id)).toBe(true);
  });

  it("creates a company from the switcher: the brand name's rules first, then it becomes current", async () => {
    signIn(testUser);
    let me = testUser;
    const fake = useFakeApi(
      shellRoutes({
        "GET /users/me": () => json(me),
        "POST /workspaces": ({ body }) => {
          me = ownerOf(testUser, (body as { brand_name: string }).brand_name);
          return json({ user: me, workspace_id: newCompany.id }, 201);
        },
        ...newWorkspaceRoutes,
      }),
    );
    renderApp("/contracts");
    fireEvent.click(await screen.findByTestId("workspace-switcher"));
    fireEvent.click(await screen.findByTestId("workspace-create-company"));
    const form = await screen.findByTestId("create-company-form");
    fireEvent.click(within(form).getByTestId("create-company-submit"));
    expect(await within(form).findByText(fieldMessages.brandNameRequired)).toBeTruthy();
    expect(fake.calls.filter((call) => call.path === "/workspaces")).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Brand name/), { target: { value: "Initech" } });
    fireEvent.click(within(form).getByTestId("create-company-submit"));
    await screen.findByTestId("onboarding-wizard");
    expect(workspaceStore.currentId).toBe(newCompany.id);
    fireEvent.click(screen.getByTestId("workspace-switcher"));
    const options = await screen.findAllByTestId("workspace-option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Acme WorkspaceAcme GoodsOwner · Admin",
      "InitechInitechOwner · Admin",
    ]);
    expect(options[1]?.getAttribute("aria-current")).toBe("true");
  });

  it("opens in the workspace chosen last on this device, or the default once that one is gone", async () => {
    window.localStorage.setItem(workspaceStorageKey(testUser.id), globexWorkspace.id);
    signIn(userOfTwoWorkspaces);
    // The server no longer lists Globex (Ada was removed there since).
    const me = deferred<Response>();
    useFakeApi(shellRoutes({ "GET /users/me": () => me.promise }));
    renderApp("/");

    // The stored session still lists Globex: the app opens there, then follows the server.
    expect((await screen.findByTestId("workspace-switcher-name")).textContent).toBe("Globex Trading");
    me.resolve(json(testUser));
    await waitFor(() =>
      expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Acme Workspace"),
    );
    expect(workspaceStore.currentId).toBe(acmeId);
  });
});

describe("losing the current workspace", () => {
  /**
   * Ada works in Globex (chosen on this device). Once `removed`, /users/me no longer lists it and its
   * calls answer 404, as the api does; `stillMember` keeps her in it, for a 404 of an object.
   */
  function globexSession() {
    window.localStorage.setItem(workspaceStorageKey(testUser.id), globexWorkspace.id);
    signIn(userOfTwoWorkspaces);
    const state = { removed: false, missingMembers: false };
    const routes = shellRoutes({
      "GET /users/me": () => json(state.removed ? testUser : userOfTwoWorkspaces),
      "GET /memberships": (request) =>
        request.headers["x-workspace-id"] === globexWorkspace.id && (state.removed || state.missingMembers)
          ? apiErrorResponse(404, "NOT_FOUND", statusMessages[404])
          : membersByWorkspace(request),
    });
    return { state, routes };
  }

  it("on a 404 of a workspace call, asks /users/me and falls back like a switch, saying why", async () => {
    const { state, routes } = globexSession();
    const fake = useFakeApi(routes);
    const { router } = renderApp("/settings/members");
    await screen.findByTestId(`member-row-${bobMembership.email}`);
    // Ada was removed from Globex meanwhile: its calls answer 404, /users/me no longer lists it.
    state.removed = true;
    act(() => {
      void router.navigate("/settings/members?status=%22INVITED%22");
    });

    const notice = await screen.findByTestId("snackbar-notice");
    expect(notice.textContent).toBe(
      "You no longer have access to Globex Trading. You are now in Acme Workspace.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Acme Workspace");
    expect(workspaceStore.currentId).toBe(acmeId);
    // The 404 was the workspace's: no "Resource not found" on top, and the route is no error screen.
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    expect(screen.queryByTestId("route-error")).toBeNull();
    expect(fake.calls.filter((call) => call.path === "/users/me").length).toBeGreaterThan(1);
  });

  it("reports a 404 as usual while the workspace is still the user's", async () => {
    const { state, routes } = globexSession();
    state.missingMembers = true;
    useFakeApi(routes);
    renderApp("/settings/members");
    expect((await screen.findByTestId("snackbar-error")).textContent).toContain(statusMessages[404]);
    expect(screen.queryByTestId("snackbar-notice")).toBeNull();
    expect(workspaceStore.currentId).toBe(globexWorkspace.id);
  });

  it("shows the no-workspace screen when the lost workspace was the last", async () => {
    signIn(testUser);
    let me: AuthUser = testUser;
    useFakeApi(
      shellRoutes({
        "GET /users/me": () => json(me),
        "GET /memberships": () => apiErrorResponse(404, "NOT_FOUND", statusMessages[404]),
      }),
    );
    me = nobody;
    renderApp("/settings/members");
    expect((await screen.findByTestId("snackbar-notice")).textContent).toBe(
      "You no longer have access to Acme Workspace.",
    );
    expect(await screen.findByTestId("no-workspace-empty")).toBeTruthy();
  });

  it("stays on a personal page (the account), which shows no workspace's data", async () => {
    const { state, routes } = globexSession();
    state.removed = true;
    useFakeApi(routes);
    const { router } = renderApp("/settings/account");
    expect((await screen.findByTestId("snackbar-notice")).textContent).toContain("Globex Trading");
    expect(router.state.location.pathname).toBe("/settings/account");
    expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Acme Workspace");
  });

  it("follows another tab that saw the loss (the shared session), but never another tab's switch", async () => {
    useFakeApi(globexSession().routes);
    const stop = authStore.watchStorage();
    onTestFinished(stop);
    renderApp("/contracts");
    await screen.findByTestId("workspace-switcher-name");

    // Another tab of this device switches to Acme: this tab stays in Globex.
    const otherTab = new AuthStore();
    await otherTab.restore();
    new WorkspaceStore({ users: otherTab, tabStorage: memoryStorage() }).select(acmeId);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: workspaceStorageKey(testUser.id) }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(workspaceStore.currentId).toBe(globexWorkspace.id);

    // The other tab's /users/me no longer lists Globex: this tab hears it through the stored session.
    otherTab.setUser(testUser);
    // A user change is written once the stored tokens are read; the browser's event follows the write.
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKeys.auth) ?? "null")?.state.user.workspaces).toEqual(
        testUser.workspaces,
      ),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: storageKeys.auth }));
    });
    expect((await screen.findByTestId("snackbar-notice")).textContent).toContain("Globex Trading");
    expect(workspaceStore.currentId).toBe(acmeId);
  });
});

/** A company created in the test: its workspace as GET /users/me lists it. */
const newCompany: UserWorkspace = {
  id: "a0a0a0a0-a0a0-4a0a-8a0a-a0a0a0a0a0a0",
  name: "",
  brand_name: "",
  membership_id: "a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1",
  roles: ["ADMIN"],
  is_owner: true,
};

/** `user` after creating the company `brand`: its owner, their default workspace unchanged. */
function ownerOf(user: AuthUser, brand: string): AuthUser {
  const created = { ...newCompany, name: brand, brand_name: brand };
  return {
    ...user,
    primary_entity: user.primary_entity ?? {
      id: "a2a2a2a2-a2a2-4a2a-8a2a-a2a2a2a2a2a2",
      brand_name: brand,
      workspace: { id: created.id, name: brand },
    },
    membership: user.membership ?? { id: created.membership_id, roles: ["ADMIN"], is_owner: true },
    workspaces: [...user.workspaces, created],
  };
}

const nobody: AuthUser = {
  ...testUser,
  primary_entity: null,
  membership: null,
  workspaces: [],
  invitations: [],
};

const globexInvitation: PendingInvitation = {
  id: "e1e1e1e1-e1e1-4e1e-8e1e-e1e1e1e1e1e1",
  workspace: { id: globexWorkspace.id, name: globexWorkspace.name },
  roles: [{ id: "44444444-4444-4444-8444-444444444444", code: "VIEWER", name: "Viewer" }],
  expires: "2099-01-01T00:00:00.000Z",
};

describe("the layout's workspace guard", () => {
  it("shows a user in no workspace their pending invitation; accepting joins and switches to it", async () => {
    const invited: AuthUser = { ...nobody, invitations: [globexInvitation] };
    const joined: AuthUser = {
      ...nobody,
      primary_entity: {
        id: "e2e2e2e2-e2e2-4e2e-8e2e-e2e2e2e2e2e2",
        brand_name: "Globex",
        workspace: globexInvitation.workspace,
      },
      workspaces: [globexWorkspace],
    };
    let me = invited;
    signIn(invited);
    const fake = useFakeApi(
      shellRoutes({
        "GET /users/me": () => json(me),
        "POST /users/me/invitations/:id/accept": () => {
          me = joined;
          return json({ user: joined, workspace_id: globexWorkspace.id });
        },
      }),
    );
    const { router } = renderApp("/contracts");

    const card = await screen.findByTestId("pending-invitation");
    expect(within(card).getByTestId("pending-invitation-workspace").textContent).toBe("Globex Trading");
    expect(card.textContent).toContain("Viewer");
    // No workspace screen, and no workspace navigation, behind the guard.
    expect(screen.queryByTestId("contracts-empty")).toBeNull();
    expect(screen.queryByTestId("nav-vendors")).toBeNull();

    fireEvent.click(within(card).getByTestId("pending-invitation-accept"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await screen.findByTestId("vendors-empty");
    expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Globex Trading");
    expect(workspaceStore.currentId).toBe(globexWorkspace.id);
    const accept = fake.calls.find((call) => call.path.endsWith("/accept"));
    expect(accept?.path).toBe(`/users/me/invitations/${globexInvitation.id}/accept`);
    expect(accept?.headers["x-workspace-id"]).toBeUndefined();
  });

  it("says how to get into a workspace when there is no invitation, and checks again on request", async () => {
    signIn(nobody);
    const fake = useFakeApi(shellRoutes({ "GET /users/me": () => json(nobody) }));
    renderApp("/settings/members");

    const empty = await screen.findByTestId("no-workspace-empty");
    expect(empty.textContent).toContain(nobody.email);
    expect(screen.getByTestId("no-workspace-create-company").textContent).toBe("Create a company");
    expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("No workspace yet");
    await waitFor(() => expect(fake.calls.filter((c) => c.path === "/users/me")).toHaveLength(1));

    fireEvent.click(screen.getByTestId("no-workspace-refresh"));
    await waitFor(() => expect(fake.calls.filter((c) => c.path === "/users/me")).toHaveLength(2));
    // Nothing was asked of a workspace.
    expect(fake.calls.filter((c) => c.path !== "/users/me")).toEqual([]);
  });

  it("creates a company for a user in none, and opens its onboarding wizard", async () => {
    signIn(nobody);
    let me = nobody;
    const fake = useFakeApi(
      shellRoutes({
        "GET /users/me": () => json(me),
        "POST /workspaces": ({ body }) => {
          me = ownerOf(nobody, (body as { brand_name: string }).brand_name);
          return json({ user: me, workspace_id: newCompany.id }, 201);
        },
        ...newWorkspaceRoutes,
      }),
    );
    const { router } = renderApp("/");
    fireEvent.click(await screen.findByTestId("no-workspace-create-company"));
    const form = await screen.findByTestId("create-company-form");
    fireEvent.change(within(form).getByLabelText(/^Brand name/), { target: { value: "Initech" } });
    fireEvent.click(within(form).getByTestId("create-company-submit"));

    await screen.findByTestId("entity-details-form");
    expect(router.state.location.pathname).toBe("/onboarding/2");
    expect(screen.getByTestId("workspace-switcher-name").textContent).toBe("Initech");
    expect(workspaceStore.currentId).toBe(newCompany.id);
    expect(await screen.findByText(moreSuccessMessages.companyCreated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("create-company-form")).toBeNull());
    const create = fake.calls.find((call) => call.path === "/workspaces");
    expect(create).toMatchObject({ method: "POST", body: { brand_name: "Initech" } });
    // The user's own act, in no workspace.
    expect(create?.headers["x-workspace-id"]).toBeUndefined();
    // Every workspace call after it named the new company.
    const onboarding = fake.calls.find((call) => call.path.endsWith("/onboarding"));
    expect(onboarding?.headers["x-workspace-id"]).toBe(newCompany.id);
  });

  it("lets a user in no workspace reach their own account and password settings", async () => {
    signIn(nobody);
    useFakeApi(shellRoutes({ "GET /users/me": () => json(nobody) }));
    renderApp("/settings/password");
    expect(await screen.findByTestId("password-status")).toBeTruthy();
    expect(screen.queryByTestId("no-workspace")).toBeNull();
  });
});

describe("the shell on a phone", () => {
  it("folds the navigation behind a menu button that opens it and closes on navigation", async () => {
    signIn(testUser);
    useFakeApi(shellRoutes());
    const { router } = renderApp("/");

    const toggle = await screen.findByTestId("nav-toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Close navigation");

    fireEvent.click(screen.getByTestId("nav-contracts"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contracts"));
    await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("false"));

    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the navigation's Compliance", () => {
  const linked = complianceRequest("7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c");

  it("is shown once a customer's request is linked to the company, and leads to /compliance", async () => {
    signIn(testUser);
    useFakeApi(shellRoutes({ "GET /compliances": () => json(page([linked])) }));
    const { router } = renderApp("/");
    fireEvent.click(await screen.findByTestId("nav-compliance"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliance"));
    expect((await screen.findByTestId("compliance-customer")).textContent).toBe("Customer Co");
  });

  it("is not shown to a company no customer has asked anything", async () => {
    signIn(testUser);
    const fake = useFakeApi(shellRoutes());
    renderApp("/");
    await screen.findByTestId("nav-vendors");
    await waitFor(() => expect(fake.calls.some((c) => c.path === "/compliances")).toBe(true));
    expect(screen.queryByTestId("nav-compliance")).toBeNull();
  });
});
