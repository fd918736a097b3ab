import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import type { SupplyStreamWire } from "@tierline/contracts";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { theme } from "../../../app/theme";
import { ExposureSummary, StreamPicture } from "./stream-picture";

const vendor = (
  id: number,
  name: string,
  risk: SupplyStreamWire["stages"][number]["vendors"][number]["risk_status"],
) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  country: "US",
  risk_status: risk,
  open_risks_high: risk === "open_high" ? 1 : 0,
  open_risks_low: risk === "open_low" ? 1 : 0,
  confirmed_risks: risk === "confirmed" ? 1 : 0,
});

const stream: SupplyStreamWire = {
  id: "00000000-0000-4000-9000-000000000001",
  name: "Cotton apparel",
  products_count: 2,
  created: "2026-11-25T00:00:00.000Z",
  updated: "2026-11-25T00:00:00.000Z",
  stages: [
    {
      supply_stream_stage: "RAW_MATERIALS",
      label: "Raw Materials",
      exposure: "clear",
      vendors: [vendor(1, "Acme", "clear")],
    },
    {
      supply_stream_stage: "MANUFACTURING",
      label: "Manufacturing",
      exposure: "confirmed",
      vendors: [vendor(2, "Mill", "confirmed"), vendor(3, "Other mill", "open_low")],
    },
    {
      supply_stream_stage: "TRANSPORTATION_LOGISTICS",
      label: "Transportation & Logistics",
      exposure: "unassigned",
      vendors: [],
    },
    {
      supply_stream_stage: "WAREHOUSING_DISTRIBUTION",
      label: "Warehousing & Distribution",
      exposure: "unassigned",
      vendors: [],
    },
    {
      supply_stream_stage: "RETAIL_END_USE",
      label: "Retail & End-Use",
      exposure: "open_high",
      vendors: [vendor(4, "Shop", "open_high")],
    },
  ],
};

const renderIt = () =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <ExposureSummary stream={stream} />
        <StreamPicture stream={stream} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe("StreamPicture", () => {
  it("shows the five stages in chain order with each vendor's risk status and the stage's exposure", () => {
    renderIt();
    const stages = within(screen.getByTestId("stream-picture")).getAllByRole("listitem");
    expect(stages.map((s) => s.textContent?.match(/\d(.+?)(Clear|Confirmed|Open|No vendor)/)?.[1])).toEqual([
      "Raw Materials",
      "Manufacturing",
      "Transportation & Logistics",
      "Warehousing & Distribution",
      "Retail & End-Use",
    ]);
    const manufacturing = screen.getByTestId("stream-stage-MANUFACTURING");
    expect(manufacturing?.getAttribute("data-exposure")).toBe("confirmed");
    expect(
      within(manufacturing).getByText("Mill").closest("[data-risk-status]")?.getAttribute("data-risk-status"),
    ).toBe("confirmed");
    expect(within(manufacturing).getByText("Open risk (low)")).toBeTruthy();
    expect(
      within(screen.getByTestId("stream-stage-TRANSPORTATION_LOGISTICS")).getByText("No vendor assigned"),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shop" }).getAttribute("href")).toBe(
      `/vendors/${vendor(4, "", "clear").id}?tab=risk`,
    );
  });

  it("sums up the exposed stages and the stages without vendors", () => {
    renderIt();
    const summary = screen.getByTestId("stream-exposure-summary");
    expect(summary.textContent).toContain("Manufacturing: Confirmed risk");
    expect(summary.textContent).toContain("Retail & End-Use: Open risk (high)");
    expect(summary.textContent).not.toContain("Raw Materials");
    expect(summary.textContent).toContain("2 stages without vendors");
  });
});
