import { describe, expect, it } from "vitest";
import { searchCoverage } from "./search-coverage";

const at = new Date("2026-03-02T02:00:07.000Z");
const statuses = (coverage: ReturnType<typeof searchCoverage>) =>
  Object.fromEntries(coverage.map((c) => [c.source, c.status]));

describe("searchCoverage", () => {
  const searched = new Map([
    ["ofac_sdn", 4],
    ["csl", 2],
    ["uk", 7],
  ] as const);
  const failures = [
    { id: "uk", lastErrorAt: at },
    { id: "eu", lastErrorAt: at },
  ];

  it("names every source: searched, searched at its last good version after a failed refresh, or not loaded", () => {
    const coverage = searchCoverage(searched, failures, {});
    expect(statuses(coverage)).toEqual({
      ofac_sdn: "searched",
      ofac_nonsdn: "not_loaded",
      csl: "searched",
      bis_dpl: "not_loaded",
      eu: "not_loaded",
      uk: "stale",
      un: "not_loaded",
    });
    expect(coverage.find((c) => c.source === "uk")).toEqual({
      source: "uk",
      status: "stale",
      version: 7,
      lastErrorAt: at,
    });
    expect(coverage.find((c) => c.source === "eu")).toMatchObject({
      status: "not_loaded",
      version: null,
      lastErrorAt: at,
    });
    expect(coverage.find((c) => c.source === "un")).toMatchObject({ version: null, lastErrorAt: null });
  });

  it("covers only the source filtered on", () => {
    expect(statuses(searchCoverage(searched, failures, { source: "un" }))).toEqual({ un: "not_loaded" });
  });

  it("covers the sources that publish the list filtered on", () => {
    // The EU key is published by the EU and, for UN listings, by the UN.
    expect(statuses(searchCoverage(searched, failures, { list: "euConsolidatedSanctionsList" }))).toEqual({
      eu: "not_loaded",
      un: "not_loaded",
    });
    // The Entity List comes from the CSL alone.
    expect(statuses(searchCoverage(searched, failures, { list: "bisEntities" }))).toEqual({
      csl: "searched",
    });
    expect(searchCoverage(searched, failures, { source: "uk", list: "SDNs" })).toEqual([]);
  });

  it("leaves out the CSL's copy of a list whose own publisher is loaded, not otherwise", () => {
    expect(statuses(searchCoverage(searched, failures, { list: "SDNs" }))).toEqual({ ofac_sdn: "searched" });
    expect(statuses(searchCoverage(searched, failures, { list: "deniedPersons" }))).toEqual({
      csl: "searched",
      bis_dpl: "not_loaded",
    });
  });
});
