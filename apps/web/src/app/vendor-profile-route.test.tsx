import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { RiskStats, RiskWire, TagItemWire, VendorScreeningWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, type RouteRequest, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { renderApp } from "../test/render";
import { vendorRelationship } from "../test/vendor-fixtures";
import { baseRoutes, page } from "../test/workspace-fixtures";

const relationshipId = "5b1f6c1e-7a2d-4c8e-9f10-0a1b2c3d4e5f";

const relationship = vendorRelationship(relationshipId);

const risk = (
  title: string,
  status: RiskWire["status"],
  severity: RiskWire["severity"] = "HIGH",
): RiskWire => ({
  id: crypto.randomUUID(),
  relationship: relationshipId,
  source_kind: "SCREENING",
  source_key: title,
  severity,
  status,
  action_required: true,
  title,
  details: {},
  created: "2026-03-02T10:00:00.000Z",
  updated: "2026-03-02T10:00:00.000Z",
  decided_at: null,
  decided_by: null,
  decision_note: null,
});

const risks = [
  risk("Possible match: HARBOR METALS (SDN)", "OPEN"),
  risk("Certificate expires soon", "OPEN", "LOW"),
  risk("Dismissed match: HARBOUR CO (UK)", "RESOLVED"),
];
const tagItem: TagItemWire = {
  id: crypto.randomUUID(),
  tag: {
    id: crypto.randomUUID(),
    name: "Strategic",
    type: "vendor",
    colour: null,
    created: "2026-03-01T10:00:00.000Z",
  },
  object_id: relationshipId,
  created: "2026-03-01T10:00:00.000Z",
};
const stats: RiskStats = { open: 2, resolved: 1, confirmed: 0, total: 3 };

/** Screened without a match, but the CSL failed to load and the UK list is stale. */
const screening: VendorScreeningWire = {
  screened_at: "2026-03-02T09:00:00.000Z",
  list_versions: [
    { source: "ofac_sdn", source_label: "OFAC SDN", version: 4 },
    { source: "uk", source_label: "UK OFSI", version: 2 },
  ],
  evidence: { names: ["Harbor Freight Metals"], countries: ["US"], identifiers: [] },
  sources: [
    {
      source: "ofac_sdn",
      label: "OFAC SDN",
      status: "searched",
      version: 4,
      last_success_at: "2026-03-02T02:00:00.000Z",
      last_error_at: null,
    },
    {
      source: "csl",
      label: "US Consolidated Screening List",
      status: "failed",
      version: null,
      last_success_at: null,
      last_error_at: "2026-03-02T02:00:00.000Z",
    },
    {
      source: "uk",
      label: "UK OFSI",
      status: "stale",
      version: 2,
      last_success_at: "2026-02-20T02:00:00.000Z",
      last_error_at: "2026-03-02T02:00:00.000Z",
    },
  ],
  lists_not_searched: [
    { list: "bisEntities", label: "Entity List", status: "failed", sources: ["csl"] },
    {
      list: "ukConsolidatedSanctionsList",
      label: "UK Consolidated Sanctions List",
      status: "stale",
      sources: ["uk"],
    },
  ],
  max_list_age_hours: 48,
  match_count: 0,
  matches: [],
};

/** Every risk list request, to see what the tab asked for. */
let asked: URLSearchParams[] = [];

function profileApi() {
  asked = [];
  return fakeRoutes({
    ...baseRoutes,
    "GET /entity-relationships/:id": ({ params }: RouteRequest) =>
      params.id === relationshipId
        ? json(relationship)
        : json({ status: 404, code: "NOT_FOUND", message: "Resource not found" }, 404),
    "GET /entity-relationships/:id/risks/stats": () => json(stats),
    "GET /entity-relationships/:id/screening": () => json(screening),
    "GET /entity-relationships/:id/upstream-risk": () =>
      json({ sharing: "not_linked", min_suppliers: 5, summary: null }),
    "GET /entity-relationships/:id/risks": ({ query }: RouteRequest) => {
      asked.push(query);
      return json(page(risks.filter((r) => r.status === (query.get("status") ?? r.status))));
    },
    "GET /warning-notifications/:id": () => json(page([])),
    "GET /tag-items": ({ query }: RouteRequest) =>
      json(page(query.get("object_id") === relationshipId ? [tagItem] : [])),
    "GET /risks/:id": ({ params }: RouteRequest) => {
      const found = risks.find((r) => r.id === params.id)!;
      return json({
        ...found,
        events: [
          {
            id: crypto.randomUUID(),
            kind: "RAISED",
            from_status: null,
            to_status: "OPEN",
            note: null,
            details: null,
            actor: null,
            created: found.created,
          },
          {
            id: crypto.randomUUID(),
            kind: "RESOLVED",
            from_status: "OPEN",
            to_status: "RESOLVED",
            note: "Another company in another city",
            details: null,
            actor: {
              id: crypto.randomUUID(),
              email: "cm@acme.test",
              first_name: "Cole",
              last_name: "Compliance",
            },
            created: "2026-03-03T10:00:00.000Z",
          },
        ],
      });
    },
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the vendor profile", () => {
  it("shows the vendor's last screening in the Risk tab, naming the lists not searched in full", async () => {
    useFakeApi(profileApi());
    renderApp(`/vendors/${relationshipId}`);
    const summary = await screen.findByTestId("vendor-screening");
    await waitFor(() =>
      expect(within(summary).getByTestId("vendor-screening-when").textContent).toMatch(/^Screened /),
    );
    expect(within(summary).getByTestId("vendor-screening-outcome").textContent).toBe(
      "No possible match on the lists searched: not every list was searched, so this is no all-clear.",
    );
    const warning = within(summary).getByTestId("screening-not-searched");
    expect(within(warning).getByTestId("screening-not-searched-bisEntities").textContent).toMatch(
      /^Entity List: not searched, loading it failed/,
    );
    expect(
      within(warning).getByTestId("screening-not-searched-ukConsolidatedSanctionsList").textContent,
    ).toMatch(
      /^UK Consolidated Sanctions List: searched on a copy not refreshed for over 48 hours \(last refreshed Feb 20, 2026/,
    );
    expect(within(summary).getByTestId("vendor-screening-versions").textContent).toBe(
      "Screened against OFAC SDN (version 4), UK OFSI (version 2)",
    );
  });

  it("opens on the Risk tab's Open segment with the counters, and the segment follows the address", async () => {
    useFakeApi(profileApi());
    const { router } = renderApp(`/vendors/${relationshipId}`);
    expect((await screen.findByTestId("vendor-name")).textContent).toContain("Harbor Freight Metals");
    expect(screen.getByTestId("vendor-country").textContent).toContain("United States");
    // The vendor's tags under its name (the tags feature's chips, composed here).
    await waitFor(() =>
      expect(screen.getAllByTestId("object-tag").map((t) => t.textContent)).toEqual(["Strategic"]),
    );
    const segments = screen.getByTestId("risk-segments");
    await waitFor(() => expect(segments.textContent).toContain("Open (2)"));
    expect(segments.textContent).toContain("Resolved (1)");
    expect(segments.textContent).toContain("Confirmed (0)");
    await waitFor(() => expect(screen.getAllByTestId("risk-title")).toHaveLength(2));
    expect(asked.at(-1)?.get("status")).toBe("OPEN");
    expect(asked.at(-1)?.get("ordering")).toBe("-created");

    fireEvent.click(within(segments).getByText("Resolved (1)"));
    await waitFor(() => expect(router.state.location.search).toBe("?segment=resolved"));
    await waitFor(() =>
      expect(screen.getAllByTestId("risk-title").map((t) => t.textContent)).toEqual([
        "Dismissed match: HARBOUR CO (UK)",
      ]),
    );
    expect(asked.at(-1)?.get("status")).toBe("RESOLVED");
    // Its history: raised by Tierline, resolved by a member with the note.
    fireEvent.click(screen.getByTestId("risk-history-toggle"));
    const history = await screen.findByTestId("risk-history");
    await waitFor(() => expect(history.textContent).toContain("Another company in another city"));
    expect(history.textContent).toContain("Raised");
    expect(history.textContent).toContain("Cole Compliance");

    fireEvent.click(within(segments).getByText("Confirmed (0)"));
    expect((await screen.findByTestId("risks-empty")).textContent).toContain("No confirmed risks");
  });

  it("reads the tab from the address (an unknown one is Risk) and writes it on a click", async () => {
    useFakeApi(profileApi());
    const { router } = renderApp(`/vendors/${relationshipId}?tab=nonsense`);
    expect(await screen.findByTestId("risk-tab")).toBeTruthy();
    fireEvent.click(screen.getByTestId("vendor-tab-duties"));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=duties"));
    expect(await screen.findByTestId("vendor-duties-tab")).toBeTruthy();
    fireEvent.click(screen.getByTestId("vendor-notes"));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?tab=duties&modalMetaId=${relationshipId}`),
    );
  });

  it("shows the not-found screen for a vendor id the workspace does not have", async () => {
    useFakeApi(profileApi());
    renderApp(`/vendors/${crypto.randomUUID()}`);
    expect(await screen.findByTestId("not-found")).toBeTruthy();
  });
});
