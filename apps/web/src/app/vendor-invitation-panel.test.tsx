import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { VendorInvitation, VendorProcurementStages } from "@tierline/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, type RouteHandler, type RouteRequest, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { renderApp } from "../test/render";
import { vendorRelationship } from "../test/vendor-fixtures";
import { baseRoutes, sessionFor, userWithRoles } from "../test/workspace-fixtures";

/** The vendor's invitation on its profile (Procurement tab): invite with a message, status, resend, revoke. */
const relationshipId = "5b1f6c1e-7a2d-4c8e-9f10-0a1b2c3d4e5f";
const stages: VendorProcurementStages = {
  relationship: relationshipId,
  status: "PENDING",
  roles: [],
  history: [],
};
const invitation = (overrides: Partial<VendorInvitation>): VendorInvitation => ({
  id: "7c1f6c1e-7a2d-4c8e-9f10-0a1b2c3d4e5f",
  relationship: relationshipId,
  email: "ada@vendor.test",
  message: null,
  status: "PENDING",
  expires: "2030-03-15T10:00:00.000Z",
  last_sent: "2030-03-01T10:00:00.000Z",
  reminders_sent: 0,
  created_by: null,
  created: "2030-03-01T10:00:00.000Z",
  accepted: null,
  revoked: null,
  ...overrides,
});

let sent: { method: string; body: unknown }[] = [];
let current: VendorInvitation[] = [];
/** Whether the relationship's vendor company is linked now (GET /entity-relationships/{id}). */
let linked = false;
function routes(): Record<string, RouteHandler> {
  sent = [];
  return {
    ...baseRoutes,
    "GET /entity-relationships/:id": () => json(vendorRelationship(relationshipId, { linked })),
    "GET /entity-relationships/:id/vendor-procurement-stages": () => json(stages),
    "GET /supply-chain-roles": () => json({ results: [] }),
    "GET /entity-relationships/:id/risks/stats": () => json({ open: 0, resolved: 0, confirmed: 0, total: 0 }),
    "GET /warning-notifications/:id": () => json({ results: [], count: 0, next: null, previous: null }),
    "GET /entity-relationships/:id/invitations": () => json({ results: current }),
    "POST /entity-relationships/:id/invitations": ({ body }: RouteRequest) => {
      sent.push({ method: "invite", body });
      current = [invitation({ email: (body as { email: string }).email })];
      return json(current[0], 201);
    },
    "PATCH /vendor-invitations/:id/resend": () => {
      sent.push({ method: "resend", body: null });
      return json(current[0]);
    },
    "PATCH /vendor-invitations/:id/revoke": () => {
      sent.push({ method: "revoke", body: null });
      current = [invitation({ status: "REVOKED", revoked: "2030-03-02T10:00:00.000Z" })];
      return json(current[0]);
    },
  };
}

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the vendor invitation panel", () => {
  it("invites the compliance contact with a message, checking the address and the message's length", async () => {
    current = [];
    act(() => authStore.signIn(testSession));
    useFakeApi(fakeRoutes(routes()));
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    expect((await screen.findByTestId("vendor-invitation-none")).textContent).toContain("Not invited yet");
    fireEvent.click(screen.getByTestId("vendor-invite"));
    const form = await screen.findByTestId("invite-vendor-form");
    fireEvent.change(within(form).getByTestId("invite-vendor-email"), { target: { value: "nope" } });
    fireEvent.change(within(form).getByTestId("invite-vendor-message"), {
      target: { value: "x".repeat(1001) },
    });
    fireEvent.click(within(form).getByTestId("invite-vendor-submit"));
    await waitFor(() => expect(form.textContent).toContain("Please enter a valid email"));
    expect(form.textContent).toContain("Message must be at most 1000 characters");
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByTestId("invite-vendor-email"), {
      target: { value: "ada@vendor.test" },
    });
    fireEvent.change(within(form).getByTestId("invite-vendor-message"), {
      target: { value: "By Friday please" },
    });
    fireEvent.click(within(form).getByTestId("invite-vendor-submit"));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: "invite", body: { email: "ada@vendor.test", message: "By Friday please" } },
      ]),
    );
    expect(await screen.findByText("Invitation sent")).toBeTruthy();
    expect((await screen.findByTestId("vendor-invitation-status")).textContent).toBe("Pending");
  });

  it("resends and revokes a pending invitation; a revoked one may be replaced by a new invitation", async () => {
    current = [invitation({ reminders_sent: 2 })];
    act(() => authStore.signIn(testSession));
    useFakeApi(fakeRoutes(routes()));
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    const panel = await screen.findByTestId("vendor-invitation-panel");
    await waitFor(() => expect(panel.textContent).toContain("2 reminder(s)"));
    fireEvent.click(within(panel).getByTestId("vendor-invitation-resend"));
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(["resend"]));
    fireEvent.click(within(panel).getByTestId("vendor-invitation-revoke"));
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(["resend", "revoke"]));
    await waitFor(() =>
      expect(within(panel).getByTestId("vendor-invitation-status").textContent).toBe("Revoked"),
    );
    expect(within(panel).getByTestId("vendor-invite")).toBeTruthy();
  });

  it("shows an expired invitation with Resend, an accepted one without moves, and a Viewer no moves", async () => {
    current = [invitation({ status: "EXPIRED" })];
    act(() => authStore.signIn(testSession));
    useFakeApi(fakeRoutes(routes()));
    const first = renderApp(`/vendors/${relationshipId}?tab=procurement`);
    expect((await screen.findByTestId("vendor-invitation-status")).textContent).toBe("Expired");
    expect(screen.getByTestId("vendor-invitation-resend")).toBeTruthy();
    first.unmount();

    current = [invitation({ status: "ACCEPTED", accepted: "2030-03-03T10:00:00.000Z" })];
    linked = true;
    const second = renderApp(`/vendors/${relationshipId}?tab=procurement`);
    expect((await screen.findByTestId("vendor-invitation-status")).textContent).toBe("Accepted");
    expect(screen.queryByTestId("vendor-invite")).toBeNull();
    expect(screen.queryByTestId("vendor-invitation-resend")).toBeNull();
    expect(screen.queryByTestId("vendor-invitation-link-ended")).toBeNull();
    second.unmount();
    linked = false;

    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    current = [invitation({})];
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    expect((await screen.findByTestId("vendor-invitation-status")).textContent).toBe("Pending");
    expect(screen.queryByTestId("vendor-invitation-resend")).toBeNull();
    expect(screen.queryByTestId("vendor-invitation-revoke")).toBeNull();
  });

  it("offers Invite vendor again once an accepted invitation's link ended (the whole relationship terminated)", async () => {
    current = [invitation({ status: "ACCEPTED", accepted: "2030-03-03T10:00:00.000Z" })];
    linked = false;
    act(() => authStore.signIn(testSession));
    useFakeApi(fakeRoutes(routes()));
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    expect((await screen.findByTestId("vendor-invitation-link-ended")).textContent).toContain(
      "invite the vendor again",
    );
    fireEvent.click(screen.getByTestId("vendor-invite"));
    expect(await screen.findByTestId("invite-vendor-form")).toBeTruthy();
  });
});
