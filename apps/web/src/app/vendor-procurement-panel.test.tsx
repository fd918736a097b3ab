import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { RelationshipRole, VendorProcurementStages } from "@tierline/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, type RouteHandler, type RouteRequest, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { renderApp } from "../test/render";
import { vendorRelationship } from "../test/vendor-fixtures";
import { baseRoutes, sessionFor, userWithRoles } from "../test/workspace-fixtures";

const relationshipId = "5b1f6c1e-7a2d-4c8e-9f10-0a1b2c3d4e5f";
const manufacturer = { id: "00000000-0000-4000-9000-000000000004", role: "Manufacturer" };
const importer = { id: "00000000-0000-4000-9000-000000000007", role: "Importer" };

const role = (overrides: Partial<RelationshipRole>): RelationshipRole => ({
  id: crypto.randomUUID(),
  role: manufacturer,
  status: "PENDING",
  start_date: null,
  termination_date: null,
  termination_status: null,
  cause: null,
  explanation: null,
  attested_by: null,
  attested_at: null,
  scheduled: null,
  actions: ["approve", "reject"],
  created: "2026-03-01T10:00:00.000Z",
  updated: "2026-03-01T10:00:00.000Z",
  ...overrides,
});

const pending = role({});
const stages: VendorProcurementStages = {
  relationship: relationshipId,
  status: "PENDING",
  roles: [pending],
  history: [
    {
      id: crypto.randomUUID(),
      kind: "ROLE_ADDED",
      role_assignment: pending.id,
      role: manufacturer,
      from_status: null,
      to_status: "PENDING",
      details: null,
      created_by: {
        id: crypto.randomUUID(),
        email: "pia@acme.test",
        first_name: "Pia",
        last_name: "Procurement",
      },
      created: "2026-03-01T10:00:00.000Z",
    },
  ],
};

const relationship = vendorRelationship(relationshipId, {
  roles: [{ id: pending.id, role: manufacturer, status: "PENDING" }],
});

let sent: unknown[] = [];
function procurementRoutes(): Record<string, RouteHandler> {
  sent = [];
  return {
    ...baseRoutes,
    "GET /entity-relationships/:id": () => json(relationship),
    "GET /entity-relationships/:id/vendor-procurement-stages": () => json(stages),
    "GET /entity-relationships/:id/invitations": () => json({ results: [] }),
    "GET /compliances/:id/relationship-compliance": ({ params }: RouteRequest) =>
      json({ relationship: params.id, stage: null, stages: [], can_advance: false }),
    "GET /supply-chain-roles": () =>
      json({ results: [manufacturer, importer].map((r, i) => ({ ...r, description: "", position: i })) }),
    "PATCH /entity-relationships/:id/roles": ({ body }: RouteRequest) => {
      sent.push(body);
      return json({
        ...stages,
        status: "APPROVED",
        roles: [
          role({
            id: pending.id,
            status: "APPROVED",
            start_date: "2030-07-01",
            actions: ["reschedule", "reject", "terminate_for_cause"],
          }),
        ],
      });
    },
    "GET /entity-relationships/:id/risks/stats": () => json({ open: 0, resolved: 0, confirmed: 0, total: 0 }),
    "GET /warning-notifications/:id": () => json({ results: [], count: 0, next: null, previous: null }),
  };
}
const procurementApi = () => fakeRoutes(procurementRoutes());

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the Procurement tab", () => {
  it("shows each role's status and the history, and approves a role with a start date", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(procurementApi());
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    const card = await screen.findByTestId("procurement-role");
    expect(within(card).getByTestId("procurement-role-status").textContent).toBe("Pending");
    const history = screen.getByTestId("relationship-history-item");
    expect(history.textContent).toContain("Role added");
    expect(history.textContent).toContain("By Pia Procurement");
    // The Importer is not the vendor's yet: it may be added.
    expect(screen.getByTestId("procurement-add-roles")).toBeTruthy();

    fireEvent.click(within(card).getByTestId("procurement-role-approve"));
    const dialog = await screen.findByTestId("relationship-dialog-approve");
    fireEvent.change(within(dialog).getByTestId("relationship-start-date"), {
      target: { value: "2030-07-01" },
    });
    expect(dialog.textContent).toContain("Read as");
    fireEvent.click(within(dialog).getByTestId("relationship-dialog-submit"));
    await waitFor(() =>
      expect(sent).toEqual([{ action: "approve", roles: [pending.id], start_date: "2030-07-01" }]),
    );
    expect(await screen.findByText("Changes saved")).toBeTruthy();
  });

  it("a termination for cause needs a cause, an explanation under 256 characters and the attestation", async () => {
    act(() => authStore.signIn(testSession));
    const active = role({ status: "CONTRACTED_ACTIVE", actions: ["terminate", "terminate_for_cause"] });
    useFakeApi(
      fakeRoutes({
        ...procurementRoutes(),
        "GET /entity-relationships/:id/vendor-procurement-stages": () => json({ ...stages, roles: [active] }),
      }),
    );
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    fireEvent.click(await screen.findByTestId("procurement-role-terminate_for_cause"));
    const dialog = await screen.findByTestId("relationship-dialog-terminate_for_cause");
    fireEvent.change(within(dialog).getByTestId("relationship-explanation"), {
      target: { value: "x".repeat(256) },
    });
    fireEvent.click(within(dialog).getByTestId("relationship-dialog-submit"));
    await waitFor(() => expect(dialog.textContent).toContain("Explanation must be under 256 characters"));
    expect(dialog.textContent).toContain("Date is required");
    expect(dialog.textContent).toContain("Cause is required");
    expect(dialog.textContent).toContain("Please confirm that the information is true");
    expect(sent).toEqual([]);
  });

  it("terminating the whole relationship names the link a linked vendor loses and what it gave", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(
      fakeRoutes({
        ...procurementRoutes(),
        "GET /entity-relationships/:id/terminate": () =>
          json({
            relationship: relationshipId,
            vendor: "Harbor Freight Metals",
            roles: [manufacturer],
            imported_details: [],
            resources: [],
            vendor_share: {
              linked: true,
              questionnaire_responses: 2,
              contacts: 1,
              compliance_attestations: 0,
              open_invitations: 0,
            },
            status_after: "PAST_VENDOR",
          }),
      }),
    );
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    fireEvent.click(await screen.findByTestId("procurement-terminate-relationship"));
    expect((await screen.findByTestId("relationship-terminate-unlink")).textContent).toContain(
      "with what it gave: 2 UFLPA questionnaire response(s), 1 contact(s)",
    );
    expect(screen.queryByTestId("relationship-terminate-invitations")).toBeNull();
  });

  it("offers a Viewer no moves", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(procurementApi());
    renderApp(`/vendors/${relationshipId}?tab=procurement`);
    const card = await screen.findByTestId("procurement-role");
    expect(within(card).getByTestId("procurement-role-status").textContent).toBe("Pending");
    expect(within(card).queryByTestId("procurement-role-approve")).toBeNull();
    expect(screen.queryByTestId("procurement-add-roles")).toBeNull();
    expect(screen.queryByTestId("procurement-terminate-relationship")).toBeNull();
  });
});
