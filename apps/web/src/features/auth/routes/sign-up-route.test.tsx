import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiMessages, fieldMessages } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { newWorkspaceRoutes } from "../../../test/new-workspace-routes";
import { renderApp } from "../../../test/render";

const signedUp = {
  ...testSession,
  entity: { id: testUser.primary_entity!.id, brand_name: "Acme Goods", status: "PENDING" },
};

function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const complete = {
  "Work email": "ada@acme.test",
  "First name": "Ada",
  "Last name": "Lovelace",
  "Brand name": "Acme Goods",
};

beforeEach(() => {
  act(() => authStore.clearSession());
});

describe("sign-up", () => {
  it("is linked from the sign-in screen", async () => {
    useFakeApi(() => json({}));
    const { router } = renderApp("/login");
    fireEvent.click(await screen.findByTestId("sign-up-link"));
    await screen.findByTestId("sign-up-form");
    expect(router.state.location.pathname).toBe("/sign-up");
  });

  it("checks every field with the contract's rules before calling the api", async () => {
    const fake = useFakeApi(() => json({}));
    renderApp("/sign-up");
    await screen.findByTestId("sign-up-form");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.brandNameRequired)).toBeTruthy();

    fillIn({ ...complete, "Work email": "not-an-email", "Brand name": "x".repeat(81) });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(fieldMessages.brandNameTooLong)).toBeTruthy();
    expect(screen.getByText(fieldMessages.passwordTooShort)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it("signs the new company's user in and goes on to the onboarding wizard; no password means none", async () => {
    const fake = useFakeApi(
      fakeRoutes({ "POST /entity-onboarding": () => json(signedUp, 201), ...newWorkspaceRoutes }),
    );
    const { router } = renderApp("/sign-up");
    await screen.findByTestId("sign-up-form");
    fillIn(complete);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByTestId("entity-details-form")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/onboarding/2");
    expect(fake.calls[0]).toMatchObject({ path: "/entity-onboarding", method: "POST" });
    expect(fake.calls[0]?.body).toEqual({
      email: "ada@acme.test",
      first_name: "Ada",
      last_name: "Lovelace",
      brand_name: "Acme Goods",
    });
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
    expect(authStore.isAuthenticated).toBe(true);
    expect(authStore.getState().auth.user?.email).toBe("ada@acme.test");
  });

  it("sends a password when one is typed", async () => {
    const fake = useFakeApi(
      fakeRoutes({ "POST /entity-onboarding": () => json(signedUp, 201), ...newWorkspaceRoutes }),
    );
    renderApp("/sign-up");
    await screen.findByTestId("sign-up-form");
    fillIn(complete);
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "correct horse" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByTestId("entity-details-form");
    expect(fake.calls[0]?.body).toMatchObject({ password: "correct horse" });
  });

  it("shows a taken e-mail under its field, with no snackbar on top", async () => {
    useFakeApi(() =>
      apiErrorResponse(409, "CONFLICT", apiMessages.emailTaken, { email: apiMessages.emailTaken }),
    );
    const { router } = renderApp("/sign-up");
    await screen.findByTestId("sign-up-form");
    fillIn(complete);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(apiMessages.emailTaken)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Work email")));
    expect(screen.queryByTestId("sign-up-error")).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    expect(router.state.location.pathname).toBe("/sign-up");
    expect(authStore.isAuthenticated).toBe(false);
  });

  it("sends a signed-in user on to the app", async () => {
    useFakeApi(() => json({}));
    act(() => authStore.signIn(testSession));
    const { router } = renderApp("/sign-up");
    await screen.findByTestId("account-menu");
    expect(router.state.location.pathname).toBe("/");
  });
});
