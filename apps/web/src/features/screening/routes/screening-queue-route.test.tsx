import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ScreeningQueueItemWire, ScreeningQueueStatsWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, page, sessionFor, userWithRoles } from "../../../test/workspace-fixtures";

const sdn = { value: "SDNs" as const, label: "Specially Designated Nationals (SDN)" };
const uk = { value: "ukConsolidatedSanctionsList" as const, label: "UK Consolidated Sanctions List" };

function item(
  overrides: Partial<ScreeningQueueItemWire> & { name: string; id: string },
): ScreeningQueueItemWire {
  const { name, id, ...rest } = overrides;
  return {
    risk: `${id.slice(0, -1)}f`,
    vendor: {
      id,
      name,
      country: { code: "CU", name: "Cuba" },
      status: "APPROVED",
      verification_status: "VALIDATED",
    },
    severity: "HIGH",
    score: 0.97,
    raised: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    lists: [sdn, uk],
    sources: [{ value: "ofac_sdn", label: "OFAC SDN" }],
    match_count: 3,
    parties: [
      {
        key: "a",
        name: "AEROCARIBEAN AIRLINES",
        score: 0.97,
        severity: "HIGH",
        lists: [sdn, uk],
        sources: [],
      },
      { key: "b", name: "AERO CARIBE", score: 0.86, severity: "HIGH", lists: [sdn], sources: [] },
    ],
    awaiting_approval: null,
    ...rest,
  };
}

const aero = item({ name: "Aerocaribean Airlines", id: "11111111-1111-4111-8111-111111111111" });
const banco = item({
  name: "Banco Nacional",
  id: "22222222-2222-4222-8222-222222222222",
  severity: "LOW",
  score: 0.88,
  lists: [sdn],
  parties: [
    { key: "c", name: "BANCO NACIONAL DE CUBA", score: 0.88, severity: "LOW", lists: [sdn], sources: [] },
  ],
  awaiting_approval: {
    review: "33333333-3333-4333-8333-333333333333",
    outcome: "DISMISSED",
    decided_by: null,
    decided_at: new Date().toISOString(),
  },
});

const stats = (rows: ScreeningQueueItemWire[]): ScreeningQueueStatsWire => ({
  total: rows.length,
  by_severity: {
    HIGH: rows.filter((r) => r.severity === "HIGH").length,
    LOW: rows.filter((r) => r.severity === "LOW").length,
  },
  older_than_week: 0,
  awaiting_approval: rows.filter((r) => r.awaiting_approval).length,
});

function queueApi(rows: () => ScreeningQueueItemWire[], more: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id/screening-queue": () => json(page(rows())),
    "GET /workspaces/:id/screening-queue/stats": () => json(stats(rows())),
    ...more,
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("matches to review", () => {
  it("lists every open possible match with its vendor's status, counts and a link into the review flow", async () => {
    useFakeApi(queueApi(() => [aero, banco]));
    renderApp("/screening/queue");

    const row = await screen.findByTestId("queue-row-Aerocaribean Airlines");
    expect(within(row).getByTestId("queue-severity").textContent).toBe("High");
    expect(within(row).getByTestId("queue-vendor-status").textContent).toBe("Approved");
    expect(row.textContent).toContain("AEROCARIBEAN AIRLINES");
    expect(within(row).getByTestId("queue-more-parties").textContent).toBe("+1 more party");
    expect(within(row).getByTestId("queue-lists").textContent).toBe(
      "Specially Designated Nationals (SDN) · UK Consolidated Sanctions List",
    );
    expect(row.textContent).toContain("3 days ago");
    expect(within(row).getByTestId("queue-review").getAttribute("href")).toBe(
      `/vendors/${aero.vendor.id}?tab=risk&pmStep=0`,
    );
    expect(within(row).queryByTestId("queue-awaiting-approval")).toBeNull();
    const waiting = screen.getByTestId("queue-row-Banco Nacional");
    expect(within(waiting).getByTestId("queue-awaiting-approval").textContent).toBe("Awaiting approval");

    expect((await screen.findByTestId("queue-stats-total")).textContent).toBe("2");
    expect(screen.getByTestId("queue-stats-high").textContent).toBe("1");
    expect(screen.getByTestId("queue-stats-approval").textContent).toBe("1");
  });

  it("keeps its filters and sort in the address and asks the api with them", async () => {
    const fake = useFakeApi(queueApi(() => [aero]));
    const { router } = renderApp("/screening/queue");
    await screen.findByTestId("queue-row-Aerocaribean Airlines");

    await pickOption("queue-filter-list", "UK Consolidated Sanctions List");
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?list=${encodeURIComponent('["ukConsolidatedSanctionsList"]')}`,
      ),
    );
    await pickOption("queue-filter-age", "Open over 7 days");
    await waitFor(() => {
      const call = fake.calls.filter((c) => c.path.endsWith("/screening-queue")).at(-1);
      const query = new URL(call?.url ?? "", "http://localhost").searchParams;
      expect(query.getAll("list")).toEqual(["ukConsolidatedSanctionsList"]);
      expect(query.get("older_than")).toBe("7");
    });
    const stats = fake.calls.filter((c) => c.path.endsWith("/screening-queue/stats")).at(-1);
    expect(new URL(stats?.url ?? "", "http://localhost").searchParams.get("older_than")).toBe("7");
  });

  it("says all is clear when nothing waits, and that no match fits when filtered", async () => {
    useFakeApi(queueApi(() => []));
    renderApp("/screening/queue");
    expect((await screen.findByTestId("queue-all-clear")).textContent).toContain("All clear");

    useFakeApi(queueApi(() => []));
    renderApp(`/screening/queue?severity=${encodeURIComponent('["LOW"]')}`);
    await screen.findByText("No possible match fits these filters.");
  });

  it("is in the navigation of those who decide matches, and not for a Viewer", async () => {
    useFakeApi(queueApi(() => [aero]));
    const { router } = renderApp("/");
    fireEvent.click(await screen.findByTestId("nav-screening-queue"));
    await screen.findByTestId("queue-row-Aerocaribean Airlines");
    expect(router.state.location.pathname).toBe("/screening/queue");
    // Only its own item is active, not the search's above it.
    expect(screen.getByTestId("nav-screening").hasAttribute("data-active")).toBe(false);

    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(queueApi(() => [aero]));
    renderApp("/screening/queue");
    await screen.findByTestId("queue-forbidden");
    expect(screen.queryByTestId("nav-screening-queue")).toBeNull();
  });
});
