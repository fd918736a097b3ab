import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fieldMessages, successMessages } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, useFakeApi } from "../../test/fake-api";
import { testSession, testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { baseRoutes, workspace } from "../../test/workspace-fixtures";

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("settings", () => {
  it("lists all twelve sections in the side menu", async () => {
    useFakeApi(fakeRoutes({ ...baseRoutes, "GET /workspaces/:id": () => json(workspace) }));
    renderApp("/settings/general");
    const nav = await screen.findByTestId("settings-nav");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "General",
      "Members",
      "Billing",
      "Account",
      "Entities",
      "Password",
      "Workspace",
      "Locations",
      "Workflows",
      "Procurement",
      "Notifications",
      "Vendor Workflow",
    ]);
    expect(await screen.findByTestId("general-section")).toBeTruthy();
  });

  it("Workflows: an Admin turns on the second reviewer for screening decisions", async () => {
    let fourEyes = false;
    const fake = useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /workspaces/:id": () => json(workspace),
        "GET /workspaces/:id/screening-settings": () => json({ four_eyes: fourEyes }),
        "PUT /workspaces/:id/screening-settings": ({ body }) => {
          fourEyes = (body as { four_eyes: boolean }).four_eyes;
          return json({ four_eyes: fourEyes });
        },
      }),
    );
    renderApp("/settings/workflows");
    const card = await screen.findByTestId("screening-review-settings");
    const toggle = (await within(card).findByRole("switch")) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(fake.calls.find((c) => c.method === "PUT")).toMatchObject({
      path: `/workspaces/${workspace.id}/screening-settings`,
      body: { four_eyes: true },
    });
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(screen.getByTestId("settings-workflows-empty")).toBeTruthy();
  });

  it("redirects /settings and unknown sections to General", async () => {
    useFakeApi(fakeRoutes({ ...baseRoutes, "GET /workspaces/:id": () => json(workspace) }));
    const { router } = renderApp("/settings/nope");
    await screen.findByTestId("general-section");
    expect(router.state.location.pathname).toBe("/settings/general");
  });

  it("shows the account details from GET /users/me", async () => {
    const fake = useFakeApi(() => json({ ...testUser, first_name: "Augusta" }));
    renderApp("/settings/account");
    await waitFor(() =>
      expect((screen.getByTestId("account-first-name") as HTMLInputElement).value).toBe("Augusta"),
    );
    expect(screen.getByTestId("account-email").textContent).toBe(testUser.email);
    expect(screen.getByTestId("account-workspace").textContent).toBe("Acme Workspace");
    expect(
      fake.calls.some((c) => c.path === "/users/me" && c.headers.authorization === "Bearer access-1"),
    ).toBe(true);
    expect(authStore.getState().auth.user?.first_name).toBe("Augusta");
  });

  it("sets a password (rules from contracts) and reflects password_authenticated", async () => {
    const fake = useFakeApi(({ path }) =>
      path === "/set-password" ? json({ ...testUser, password_authenticated: true }) : json(testUser),
    );
    renderApp("/settings/password");
    expect((await screen.findByTestId("password-status")).textContent).toBe("Off");

    const input = screen.getByLabelText("New password");
    fireEvent.change(input, { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(fieldMessages.passwordTooShort)).toBeTruthy();

    fireEvent.change(input, { target: { value: "long enough password" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(screen.getByTestId("password-status").textContent).toBe("On"));
    expect(fake.calls.find((c) => c.path === "/set-password")?.body).toEqual({
      password: "long enough password",
    });
    expect(authStore.getState().auth.user?.password_authenticated).toBe(true);
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
  });

  it("disables the password after asking for the current one, showing a wrong password under the field", async () => {
    act(() => authStore.setUser({ ...testUser, password_authenticated: true }));
    let answer = apiErrorResponse(400, "VALIDATION", "Invalid request.", {
      password: "The password is incorrect.",
    });
    const fake = useFakeApi(({ path }) =>
      path === "/disable-password" ? answer : json(authStore.getState().auth.user),
    );
    renderApp("/settings/password");

    fireEvent.click(await screen.findByTestId("disable-password-open"));
    const current = within(await screen.findByTestId("disable-password-form")).getByLabelText(
      "Current password",
    );
    fireEvent.change(current, { target: { value: "wrong" } });
    fireEvent.click(screen.getByTestId("disable-password-submit"));
    expect(await screen.findByText("The password is incorrect.")).toBeTruthy();

    answer = json({ ...testUser, password_authenticated: false });
    fireEvent.change(current, { target: { value: "right password" } });
    fireEvent.click(screen.getByTestId("disable-password-submit"));
    await waitFor(() => expect(screen.getByTestId("password-status").textContent).toBe("Off"));
    expect(fake.calls.filter((c) => c.path === "/disable-password").map((c) => c.body)).toEqual([
      { password: "wrong" },
      { password: "right password" },
    ]);
    expect(authStore.getState().auth.user?.password_authenticated).toBe(false);
  });

  it("edits first and last name with the contract's rules, saves them through PATCH /users/me", async () => {
    let answer: Response | null = null;
    const fake = useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /users/me": () => json(testUser),
        "PATCH /users/me": ({ body }) => answer ?? json({ ...testUser, ...(body as object) }),
      }),
    );
    renderApp("/settings/account");
    const first = (await screen.findByLabelText("First name")) as HTMLInputElement;
    const last = screen.getByLabelText("Last name") as HTMLInputElement;
    const save = screen.getByTestId("account-names-submit") as HTMLButtonElement;
    expect(first.value).toBe("Ada");
    expect(save.disabled).toBe(true);

    fireEvent.change(first, { target: { value: "  " } });
    fireEvent.change(last, { target: { value: "x".repeat(120) } });
    fireEvent.click(save);
    expect(await screen.findByText(fieldMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.lastNameTooLong)).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === "PATCH")).toHaveLength(0);

    // The api's own field messages land under the inputs, with no snackbar on top.
    answer = apiErrorResponse(400, "VALIDATION", "Invalid request.", {
      last_name: fieldMessages.lastNameRequired,
    });
    fireEvent.change(first, { target: { value: "Augusta Ada" } });
    fireEvent.change(last, { target: { value: "King" } });
    fireEvent.click(save);
    expect(await screen.findByText(fieldMessages.lastNameRequired)).toBeTruthy();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();

    answer = null;
    fireEvent.click(save);
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === "PATCH").at(-1)).toMatchObject({
      path: "/users/me",
      body: { first_name: "Augusta Ada", last_name: "King" },
    });
    expect(authStore.getState().auth.user).toMatchObject({ first_name: "Augusta Ada", last_name: "King" });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(first.value).toBe("Augusta Ada");
  });

  it("asks before leaving the Account page with unsaved names, and not once they are saved", async () => {
    useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /users/me": () => json(testUser),
        "PATCH /users/me": ({ body }) => json({ ...testUser, ...(body as object) }),
      }),
    );
    const { router } = renderApp("/settings/account");
    const first = (await screen.findByLabelText("First name")) as HTMLInputElement;
    fireEvent.change(first, { target: { value: "Augusta" } });
    const toPassword = () =>
      fireEvent.click(within(screen.getByTestId("settings-nav")).getByRole("link", { name: "Password" }));

    toPassword();
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByText("Leave without saving?")).toBeNull());
    expect(router.state.location.pathname).toBe("/settings/account");
    expect(first.value).toBe("Augusta");

    fireEvent.click(screen.getByTestId("account-names-submit"));
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    toPassword();
    await screen.findByTestId("password-section");
    expect(screen.queryByText("Leave without saving?")).toBeNull();
    expect(router.state.location.pathname).toBe("/settings/password");
  });

  it("changes the password with the current one, showing the api's field errors and what happens to other sessions", async () => {
    act(() => authStore.setUser({ ...testUser, password_authenticated: true }));
    let answer = apiErrorResponse(400, "VALIDATION", "Invalid request.", {
      current_password: "The password is incorrect.",
    });
    const fake = useFakeApi(({ path }) =>
      path === "/set-password" ? answer : json({ ...testUser, password_authenticated: true }),
    );
    renderApp("/settings/password");
    const form = await screen.findByTestId("change-password-form");
    expect(within(form).getByTestId("change-password-sessions").textContent).toContain(
      "Every other device and browser signed in to your account is signed out",
    );
    const current = within(form).getByLabelText("Current password");
    const next = within(form).getByLabelText("New password");

    fireEvent.change(next, { target: { value: "short" } });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText(fieldMessages.currentPasswordRequired)).toBeTruthy();
    expect(within(form).getByText(fieldMessages.passwordTooShort)).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === "/set-password")).toHaveLength(0);

    fireEvent.change(current, { target: { value: "not it" } });
    fireEvent.change(next, { target: { value: "brand new password" } });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("The password is incorrect.")).toBeTruthy();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();

    answer = json({ ...testUser, password_authenticated: true });
    fireEvent.change(current, { target: { value: "the old password" } });
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === "/set-password").map((c) => c.body)).toEqual([
      { current_password: "not it", password: "brand new password" },
      { current_password: "the old password", password: "brand new password" },
    ]);
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(""));
    expect(authStore.isAuthenticated).toBe(true);
  });
});
