import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import type { UpstreamRiskWire } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { UpstreamRiskPanel } from "./upstream-risk-panel";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const upstreamApi = (answer: UpstreamRiskWire) =>
  fakeRoutes({ "GET /entity-relationships/:id/upstream-risk": () => json(answer) });

function renderPanel() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <UpstreamRiskPanel relationshipId={relationship} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the upstream risk panel", () => {
  it("shows the risk bands as a chart and the traceability index", async () => {
    const fake = useFakeApi(
      upstreamApi({
        sharing: "shared",
        min_suppliers: 5,
        summary: {
          active_suppliers: { min: 10, max: 24 },
          open_risks: [
            { severity: "HIGH", count: { min: 5, max: 9 } },
            { severity: "LOW", count: { min: 0, max: 0 } },
          ],
          completeness_percent: 40,
          oldest_data_days: 41,
        },
      }),
    );
    renderPanel();
    const panel = await screen.findByTestId("upstream-risk");
    expect(panel.dataset.sharing).toBe("shared");
    expect(panel.textContent).toContain("Across this vendor's 10–24 active suppliers");
    expect(screen.getByTestId("upstream-risk-HIGH").textContent).toBe("High5–9");
    expect(screen.getByTestId("upstream-risk-LOW").textContent).toBe("Low0");
    expect(screen.getByTestId("upstream-completeness").textContent).toBe("40%");
    expect(screen.getByTestId("upstream-recency").textContent).toBe("41 days old");
    expect(fake.calls.map((c) => c.path)).toContain(`/entity-relationships/${relationship}/upstream-risk`);
  });

  it("says why nothing is shown for a vendor with too few suppliers", async () => {
    useFakeApi(upstreamApi({ sharing: "withheld", min_suppliers: 5, summary: null }));
    renderPanel();
    const panel = await screen.findByTestId("upstream-risk");
    expect(panel.textContent).toContain("fewer than 5 active suppliers");
    expect(screen.queryByTestId("upstream-risk-chart")).toBeNull();
  });

  it("says what joining would show for a vendor not on Tierline", async () => {
    useFakeApi(upstreamApi({ sharing: "not_linked", min_suppliers: 5, summary: null }));
    renderPanel();
    const panel = await screen.findByTestId("upstream-risk");
    expect(panel.textContent).toContain("once this vendor joins Tierline");
    expect(screen.queryByTestId("upstream-traceability")).toBeNull();
  });
});
