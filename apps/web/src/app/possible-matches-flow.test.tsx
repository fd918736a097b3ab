import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { RiskWire, ScreeningCase, ScreeningReviewWire, VendorScreeningMatch } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, type RouteRequest, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { renderApp } from "../test/render";
import { vendorRelationship } from "../test/vendor-fixtures";
import { baseRoutes, page } from "../test/workspace-fixtures";

const relationshipId = "5b1f6c1e-7a2d-4c8e-9f10-0a1b2c3d4e5f";
const risk: RiskWire = {
  id: crypto.randomUUID(),
  relationship: relationshipId,
  source_kind: "SCREENING",
  source_key: "possible-matches",
  severity: "HIGH",
  status: "OPEN",
  action_required: true,
  title: "Possible restricted-party match: HARBOR METALS (Specially Designated Nationals (SDN)) and 1 more",
  details: {},
  created: "2026-03-02T10:00:00.000Z",
  updated: "2026-03-02T10:00:00.000Z",
  decided_at: null,
  decided_by: null,
  decision_note: null,
};
const match = (over: Partial<VendorScreeningMatch>): VendorScreeningMatch => ({
  id: "1",
  source: "ofac_sdn",
  source_label: "OFAC SDN",
  list: "SDNs",
  list_label: "Specially Designated Nationals (SDN)",
  name: "HARBOR METALS",
  matched_name: "HARBOR METALS",
  matched_name_kind: "primary",
  query_name: "Harbor Freight Metals",
  query_country: "US",
  score: 0.91,
  parts: {
    name: 0.9,
    country: 0.01,
    identifier: 0,
    tokens: [{ query: "harbor", listed: "harbor", similarity: 1, weight: 1 }],
  },
  schema: "Company",
  programs: ["IRAN"],
  countries: ["IR"],
  archive_date: null,
  group: "ofac_sdn:SDNs:1",
  ...over,
});
const sdn = match({});
const uk = match({
  source: "uk",
  source_label: "UK",
  list: "ukConsolidatedSanctionsList",
  list_label: "UK sanctions list",
  id: "77",
  score: 0.88,
});
const other = match({ id: "2", name: "HARBOUR CO", group: "ofac_sdn:SDNs:2", score: 0.86 });
const reviewCase = (over: Partial<ScreeningCase> = {}): ScreeningCase => ({
  risk,
  screened_at: "2026-03-02T10:00:00.000Z",
  list_versions: [{ source: "ofac_sdn", source_label: "OFAC SDN", version: 3 }],
  evidence: { names: ["Harbor Freight Metals"], countries: ["US"], identifiers: [] },
  groups: [
    { key: sdn.group, severity: "HIGH", score: 0.91, matches: [sdn, uk] },
    { key: other.group, severity: "HIGH", score: 0.86, matches: [other] },
  ],
  pending: null,
  reviews: [],
  four_eyes: false,
  ...over,
});
const answer = (body: { decision: string; match?: string; note: string }): ScreeningReviewWire => ({
  id: crypto.randomUUID(),
  relationship: relationshipId,
  risk: risk.id,
  outcome: body.decision === "confirm" ? "CONFIRMED" : "DISMISSED",
  status: "APPLIED",
  note: body.note,
  list_versions: { ofac_sdn: 3 },
  chosen_match: body.match ?? null,
  decided_by: null,
  decided_at: "2026-03-02T11:00:00.000Z",
  approved_by: null,
  approved_at: null,
  approval_note: null,
  pairs: [],
});

let posted: unknown[] = [];
function flowApi(current: () => ScreeningCase) {
  posted = [];
  return fakeRoutes({
    ...baseRoutes,
    "GET /entity-relationships/:id": () => json(vendorRelationship(relationshipId)),
    "GET /entity-relationships/:id/risks/stats": () => json({ open: 1, resolved: 0, confirmed: 0, total: 1 }),
    "GET /entity-relationships/:id/risks": () => json(page([risk])),
    "GET /warning-notifications/:id": () => json(page([])),
    "GET /tag-items": () => json(page([])),
    "GET /entity-relationships/:id/screening/review": () => json(current()),
    "POST /entity-relationships/:id/screening/reviews": ({ body }: RouteRequest) => {
      posted.push(body);
      return json(answer(body as never), 201);
    },
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the possible-matches flow", () => {
  it("runs pmStep 0 to 3: each party's copies beside the vendor, the closest confirmed with a note", async () => {
    useFakeApi(flowApi(() => reviewCase()));
    const { router } = renderApp(`/vendors/${relationshipId}`);
    fireEvent.click(await screen.findByTestId("risk-review-matches"));
    await waitFor(() => expect(router.state.location.search).toBe("?pmStep=0"));
    expect((await screen.findByTestId("pm-found")).textContent).toContain("3 possible matches");

    fireEvent.click(screen.getByTestId("pm-start"));
    await waitFor(() => expect(router.state.location.search).toBe("?pmStep=1"));
    expect((await screen.findByTestId("pm-vendor")).textContent).toContain("Harbor Freight Metals");
    expect(screen.getAllByTestId("pm-group")).toHaveLength(2);
    expect(screen.getAllByTestId("pm-group")[0]!.textContent).toContain("2 lists");
    expect(screen.getAllByTestId("pm-tokens").length).toBeGreaterThan(0);
    const confirm = screen.getByTestId("pm-confirm-match") as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getAllByTestId("pm-match-choice")[0]!);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    await waitFor(() => expect(router.state.location.search).toBe("?pmStep=2"));
    expect((await screen.findByTestId("pm-summary")).textContent).toContain("this vendor is HARBOR METALS");
    fireEvent.click(screen.getByTestId("pm-submit"));
    expect(await screen.findByText("Please say why")).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByTestId("pm-note"), { target: { value: "Same company, same port" } });
    fireEvent.click(screen.getByTestId("pm-submit"));

    await waitFor(() => expect(router.state.location.search).toBe("?pmStep=3"));
    expect(posted).toEqual([
      { decision: "confirm", match: "ofac_sdn:SDNs:1", note: "Same company, same port" },
    ]);
    expect((await screen.findByTestId("pm-result")).textContent).toContain("Match confirmed");
    expect(await screen.findByText("Restricted Party Screening completed")).toBeTruthy();
    // A confirmed match offers to end the relationship for cause: the roles of the Procurement tab.
    fireEvent.click(screen.getByTestId("pm-terminate"));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=procurement"));
  });

  it("dismisses every match with a note", async () => {
    useFakeApi(flowApi(() => reviewCase()));
    const { router } = renderApp(`/vendors/${relationshipId}?pmStep=1`);
    fireEvent.click(await screen.findByTestId("pm-dismiss-all"));
    await waitFor(() => expect(router.state.location.search).toBe("?pmStep=2"));
    expect((await screen.findByTestId("pm-summary")).textContent).toContain(
      "dismiss all 3 possible matches (2 listed parties)",
    );
    fireEvent.change(screen.getByTestId("pm-note"), { target: { value: "Different company" } });
    fireEvent.click(screen.getByTestId("pm-submit"));
    expect((await screen.findByTestId("pm-result")).textContent).toContain("Possible matches dismissed");
    expect(posted).toEqual([{ decision: "dismiss", note: "Different company" }]);
  });

  it("shows a decision waiting for a second reviewer instead of the review", async () => {
    const pending = {
      ...answer({ decision: "dismiss", note: "Not them" }),
      status: "PENDING_APPROVAL" as const,
    };
    useFakeApi(flowApi(() => reviewCase({ pending, four_eyes: true })));
    renderApp(`/vendors/${relationshipId}?pmStep=0`);
    expect((await screen.findByTestId("pm-pending")).textContent).toContain("Not them");
    expect(screen.queryByTestId("pm-start")).toBeNull();
    expect(screen.getByTestId("pm-approve")).toBeTruthy();
  });
});
