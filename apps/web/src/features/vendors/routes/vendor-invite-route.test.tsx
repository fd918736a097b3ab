import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiMessages, fieldMessages, type VendorInviteOffer } from "@tierline/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes } from "../../../test/workspace-fixtures";

/** /vendor-invite/:code: the vendor's person signs the company up (on to company info) or signs in and accepts. */
const offer = (overrides: Partial<VendorInviteOffer> = {}): VendorInviteOffer => ({
  customer: { name: "Acme Inc" },
  vendor: { name: "Globex as Acme knows it" },
  email: "vera@globex.test",
  message: "Please share your compliance documents",
  expires: "2099-02-01T00:00:00.000Z",
  account_exists: false,
  ...overrides,
});
const accepted = (next_step: 3 | 9) => ({
  relationship: "5b1f6c1e-7a2d-4c8e-9f10-0a1b2c3d4e5f",
  customer: { name: "Acme Inc" },
  workspace_id: testUser.primary_entity!.workspace.id,
  next_step,
});
const routes = (info: () => Response, extra: Record<string, RouteHandler> = {}) =>
  fakeRoutes({ ...baseRoutes, "GET /vendor-invitations/code/:code": info, ...extra });

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the vendor invitation page", () => {
  it("signs a new company up from the mail and continues on the company info step", async () => {
    const fake = useFakeApi(
      routes(() => json(offer()), {
        "POST /vendor-invitations/sign-up": () =>
          json(
            { ...testSession, user: { ...testUser, email: "vera@globex.test" }, accepted: accepted(3) },
            201,
          ),
      }),
    );
    const { router } = renderApp("/vendor-invite/code-123");
    expect((await screen.findByTestId("vendor-invite-summary")).textContent).toContain(
      "Acme Inc asks your company to share its compliance information",
    );
    expect(screen.getByTestId("vendor-invite-message").textContent).toContain("Please share your compliance");
    fireEvent.click(screen.getByTestId("vendor-invite-signup-submit"));
    expect(await screen.findByText(fieldMessages.firstNameRequired)).toBeTruthy();
    fireEvent.change(screen.getByTestId("vendor-invite-first-name"), { target: { value: "Vera" } });
    fireEvent.change(screen.getByTestId("vendor-invite-last-name"), { target: { value: "Vendor" } });
    fireEvent.change(screen.getByTestId("vendor-invite-brand-name"), { target: { value: "Globex" } });
    fireEvent.change(screen.getByTestId("vendor-invite-password"), {
      target: { value: "a strong password" },
    });
    fireEvent.click(screen.getByTestId("vendor-invite-signup-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding/3"));
    expect(fake.calls.find((c) => c.path === "/vendor-invitations/sign-up")?.body).toEqual({
      code: "code-123",
      email: "vera@globex.test",
      first_name: "Vera",
      last_name: "Vendor",
      brand_name: "Globex",
      password: "a strong password",
    });
    expect(authStore.isAuthenticated).toBe(true);
  });

  it("asks someone with an account to sign in, and coming back signed in accepts for their company", async () => {
    useFakeApi(routes(() => json(offer({ account_exists: true, email: testUser.email }))));
    const first = renderApp("/vendor-invite/code-123");
    expect((await screen.findByTestId("vendor-invite-signin")).getAttribute("href")).toBe(
      `/login?next=${encodeURIComponent("/vendor-invite/code-123")}`,
    );
    first.unmount();

    act(() => authStore.signIn(testSession));
    const fake = useFakeApi(
      routes(() => json(offer({ account_exists: true, email: testUser.email })), {
        "POST /vendor-invitations/accept": () => json(accepted(9)),
      }),
    );
    const { router } = renderApp("/vendor-invite/code-123");
    fireEvent.click(await screen.findByTestId("vendor-invite-accept"));
    // Jump target 9 (compliance): the compliance section.
    await waitFor(() => expect(router.state.location.pathname).toBe("/compliance"));
    expect(fake.calls.find((c) => c.path === "/vendor-invitations/accept")?.body).toEqual({
      code: "code-123",
    });
  });

  it("tells a signed-in user of another address to switch, and a dead link that it cannot be used", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(routes(() => json(offer({ account_exists: true }))));
    const first = renderApp("/vendor-invite/code-123");
    expect((await screen.findByTestId("vendor-invite-other-address")).textContent).toContain(
      "vera@globex.test",
    );
    expect(screen.queryByTestId("vendor-invite-accept")).toBeNull();
    first.unmount();

    useFakeApi(routes(() => apiErrorResponse(400, "LINK_INVALID", apiMessages.linkInvalid)));
    renderApp("/vendor-invite/code-123");
    expect((await screen.findByTestId("vendor-invite-error")).textContent).toContain(apiMessages.linkInvalid);
  });
});
