import { upstreamMinSuppliers } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { countBand, disclose, type SupplierFacts } from "./upstream-disclosure";

const now = new Date("2026-11-24T12:00:00Z");
const facts = (over: Partial<SupplierFacts> = {}): SupplierFacts => ({
  activeSuppliers: 12,
  complete: 7,
  oldestDataAt: new Date("2026-11-01T18:00:00Z"),
  openRisks: { HIGH: 3, LOW: 0 },
  ...over,
});

describe("count bands", () => {
  it.each([
    [0, 0, 0],
    [1, 1, 4],
    [4, 1, 4],
    [5, 5, 9],
    [9, 5, 9],
    [10, 10, 24],
    [24, 10, 24],
    [25, 25, 49],
    [50, 50, 99],
    [99, 50, 99],
  ])("tells %i as %i to %i", (n, min, max) => {
    expect(countBand(n)).toEqual({ min, max });
  });

  it("leaves the last band open", () => {
    expect(countBand(100)).toEqual({ min: 100, max: null });
    expect(countBand(12_345)).toEqual({ min: 100, max: null });
  });
});

describe("the disclosure rule", () => {
  it("withholds everything below the threshold of active suppliers", () => {
    for (let n = 0; n < upstreamMinSuppliers; n++)
      expect(disclose(facts({ activeSuppliers: n, complete: n }), now)).toEqual({ sharing: "withheld" });
  });

  it("shares bands, completeness rounded down to its step, and recency in whole days at the threshold", () => {
    expect(disclose(facts(), now)).toEqual({
      sharing: "shared",
      activeSuppliers: { min: 10, max: 24 },
      openRisks: [
        { severity: "HIGH", count: { min: 1, max: 4 } },
        { severity: "LOW", count: { min: 0, max: 0 } },
      ],
      // 7 of 12 is 58%: told as 50.
      completenessPercent: 50,
      // 22 days and 18 hours.
      oldestDataDays: 22,
    });
    const five = disclose(facts({ activeSuppliers: upstreamMinSuppliers, complete: 5 }), now);
    expect(five).toMatchObject({ sharing: "shared", completenessPercent: 100 });
  });

  it("never tells an exact count of one supplier's risks", () => {
    const one = disclose(facts({ openRisks: { HIGH: 1, LOW: 1 } }), now);
    const four = disclose(facts({ openRisks: { HIGH: 4, LOW: 4 } }), now);
    expect(one).toEqual(four);
  });

  it("says data changed today is 0 days old, even on a clock a little behind", () => {
    expect(disclose(facts({ oldestDataAt: new Date(now.getTime() + 5_000) }), now)).toMatchObject({
      oldestDataDays: 0,
    });
  });
});
