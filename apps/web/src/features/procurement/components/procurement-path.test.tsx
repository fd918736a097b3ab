import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { procurementBlockedMessage, type RelationshipComplianceWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { sessionFor, userWithRoles } from "../../../test/workspace-fixtures";
import { ProcurementPath } from "./procurement-path";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const requested = "00000000-0000-4000-8000-0000000000a1";
const approved = "00000000-0000-4000-8000-0000000000a2";
const missing = "a document from the vendor";

const atRequested: RelationshipComplianceWire = {
  relationship,
  stage: { id: requested, name: "Requested" },
  stages: [
    {
      id: requested,
      name: "Requested",
      position: 0,
      state: "current",
      requirements: [
        { requirement: "CONTACTS_PROVIDED", met: true, missing: null },
        { requirement: "DOCUMENTS_PROVIDED", met: false, missing },
      ],
    },
    { id: approved, name: "Approved", position: 1, state: "ahead", requirements: [] },
  ],
  can_advance: false,
};
const atApproved: RelationshipComplianceWire = {
  ...atRequested,
  stage: { id: approved, name: "Approved" },
  stages: [
    { ...atRequested.stages[0]!, state: "passed" },
    { ...atRequested.stages[1]!, state: "current" },
  ],
};

function renderPath() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <ProcurementPath relationshipId={relationship} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const states = () => screen.getAllByTestId("procurement-path-stage").map((s) => s.getAttribute("data-state"));

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the Procurement tab's stage path", () => {
  it("shows each stage with where the vendor is and each requirement met or what it lacks", async () => {
    useFakeApi(fakeRoutes({ "GET /compliances/:id/relationship-compliance": () => json(atRequested) }));
    renderPath();
    await waitFor(() => expect(states()).toEqual(["current", "ahead"]));
    const requirements = screen.getAllByTestId("procurement-path-requirement");
    expect(requirements.map((r) => r.getAttribute("data-met"))).toEqual(["true", "false"]);
    expect(requirements[1]!.textContent).toContain(`missing ${missing}`);
  });

  it("shows the API's refusal naming what is missing, then moves the vendor once it is given", async () => {
    let refuse = true;
    const fake = useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/relationship-compliance": () => json(atRequested),
        "POST /compliances/:id/relationship-compliance/advance": () =>
          refuse
            ? apiErrorResponse(409, "CONFLICT", procurementBlockedMessage("Requested", [missing]))
            : json(atApproved),
      }),
    );
    renderPath();
    fireEvent.click(await screen.findByTestId("procurement-advance"));
    expect((await screen.findByTestId("procurement-advance-refused")).textContent).toBe(
      procurementBlockedMessage("Requested", [missing]),
    );
    expect(fake.calls.find((c) => c.method === "POST")?.body).toEqual({ from: requested });
    refuse = false;
    fireEvent.click(screen.getByTestId("procurement-advance"));
    await waitFor(() => expect(states()).toEqual(["passed", "current"]));
    expect(screen.queryByTestId("procurement-advance-refused")).toBeNull();
    // At the last stage there is nowhere to move on to.
    expect(screen.queryByTestId("procurement-advance")).toBeNull();
  });

  it("offers a Viewer no Advance, and says when the workspace has no workflow", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(fakeRoutes({ "GET /compliances/:id/relationship-compliance": () => json(atRequested) }));
    const view = renderPath();
    await waitFor(() => expect(states()).toEqual(["current", "ahead"]));
    expect(screen.queryByTestId("procurement-advance")).toBeNull();
    view.unmount();
    useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/relationship-compliance": () =>
          json({ relationship, stage: null, stages: [], can_advance: false }),
      }),
    );
    renderPath();
    expect(await screen.findByTestId("procurement-path-none")).toBeTruthy();
  });
});
