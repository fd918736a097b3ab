import { describe, expect, it } from "vitest";
import { fieldMessages } from "./messages";
import {
  createSupplyStreamRequestSchema,
  supplyStreamStageList,
  vendorRiskStatusOf,
  worstRiskStatus,
} from "./supply-streams";

describe("supply stream risk status", () => {
  it("ranks a vendor by its worst risk: confirmed, open high, open low, clear", () => {
    expect(vendorRiskStatusOf({ confirmed: 1, openHigh: 3, openLow: 0 })).toBe("confirmed");
    expect(vendorRiskStatusOf({ confirmed: 0, openHigh: 1, openLow: 2 })).toBe("open_high");
    expect(vendorRiskStatusOf({ confirmed: 0, openHigh: 0, openLow: 2 })).toBe("open_low");
    expect(vendorRiskStatusOf({ confirmed: 0, openHigh: 0, openLow: 0 })).toBe("clear");
    expect(worstRiskStatus(["clear", "open_low", "open_high"])).toBe("open_high");
    expect(worstRiskStatus([])).toBe("clear");
  });
});

describe("supply stream requests", () => {
  it("trims the name and refuses a missing or long one with the stream name messages", () => {
    expect(createSupplyStreamRequestSchema.parse({ name: "  Apparel " }).name).toBe("Apparel");
    const missing = createSupplyStreamRequestSchema.safeParse({ name: " " });
    expect(missing.error?.issues[0]?.message).toBe(fieldMessages.streamNameRequired);
    const long = createSupplyStreamRequestSchema.safeParse({ name: "x".repeat(256) });
    expect(long.error?.issues[0]?.message).toBe(fieldMessages.streamNameTooLong);
  });

  it("lists the five stages with their positions", () => {
    expect(supplyStreamStageList.results.map((s) => s.position)).toEqual([0, 1, 2, 3, 4]);
    expect(supplyStreamStageList.results[2]?.label).toBe("Transportation & Logistics");
  });
});
