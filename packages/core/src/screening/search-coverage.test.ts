import { describe, expect, it } from "vitest";
import { type SourceState, searchCoverage } from "./search-coverage";

const now = new Date("2026-03-02T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const rule = { now, maxAgeHours: 48 };
const statuses = (coverage: ReturnType<typeof searchCoverage>) =>
  Object.fromEntries(coverage.sources.map((c) => [c.source, c.status]));
const lists = (coverage: ReturnType<typeof searchCoverage>) =>
  Object.fromEntries(coverage.listsNotSearched.map((l) => [l.list, `${l.status} (${l.sources.join(", ")})`]));

describe("searchCoverage", () => {
  const searched = new Map([
    ["ofac_sdn", 4],
    ["csl", 2],
    ["uk", 7],
  ] as const);
  const states: SourceState[] = [
    { id: "ofac_sdn", lastSuccessAt: hoursAgo(10), lastErrorAt: null },
    // Checked within the age: its failed refresh since leaves a searched list, a day old at most.
    {
      id: "csl",
      lastSuccessAt: hoursAgo(30),
      lastErrorAt: hoursAgo(6),
      keyCounts: { SDNs: 5, bisEntities: 3 },
    },
    // Searched at its last good version, not checked for three days.
    { id: "uk", lastSuccessAt: hoursAgo(72), lastErrorAt: hoursAgo(1) },
    { id: "eu", lastSuccessAt: null, lastErrorAt: hoursAgo(1) },
    // Loaded by the worker after the index was built: missing from this search still.
    { id: "un", lastSuccessAt: hoursAgo(1), lastErrorAt: null },
  ];

  it("names every source: searched, stale past the maximum age, failed, or missing", () => {
    const coverage = searchCoverage(searched, states, {}, rule);
    expect(statuses(coverage)).toEqual({
      ofac_sdn: "searched",
      ofac_nonsdn: "missing",
      csl: "searched",
      bis_dpl: "missing",
      eu: "failed",
      uk: "stale",
      un: "missing",
    });
    expect(coverage.sources.find((c) => c.source === "uk")).toEqual({
      source: "uk",
      status: "stale",
      version: 7,
      lastSuccessAt: hoursAgo(72),
      lastErrorAt: hoursAgo(1),
    });
    expect(coverage.sources.find((c) => c.source === "eu")).toMatchObject({ version: null });
    // A longer age makes the UK list current again.
    expect(statuses(searchCoverage(searched, states, {}, { now, maxAgeHours: 96 })).uk).toBe("searched");
  });

  it("names each list not searched in full with the status of the source its entries come from", () => {
    expect(lists(searchCoverage(searched, states, {}, rule))).toEqual({
      // The CSL carries these lists, but the OFAC non-SDN and BIS files are the first-hand ones.
      foreignSanctionsEvaders: "missing (ofac_nonsdn, csl)",
      palestinianLegislativeCouncil: "missing (ofac_nonsdn, csl)",
      sectoralSanctions: "missing (ofac_nonsdn, csl)",
      nonSDNChineseMilitaryIndustrialComplex: "missing (ofac_nonsdn, csl)",
      captaList: "missing (ofac_nonsdn, csl)",
      deniedPersons: "missing (bis_dpl, csl)",
      // The loaded CSL has no entry under these keys: not searched.
      unverifiedCSL: "missing (csl)",
      nonproliferationSanctions: "missing (csl)",
      itarDebarred: "missing (csl)",
      militaryEndUsers: "missing (csl)",
      // The UN's listings are filed under the EU key, but the UN does not publish the EU list.
      euConsolidatedSanctionsList: "failed (eu)",
      ukConsolidatedSanctionsList: "stale (uk)",
    });
  });

  it("takes a list from the CSL while its first-hand publisher is not loaded", () => {
    const withoutSdn = new Map([["csl", 2]] as const);
    const cslStale = states.map((s) => (s.id === "csl" ? { ...s, lastSuccessAt: hoursAgo(49) } : s));
    const coverage = searchCoverage(withoutSdn, cslStale, { list: "SDNs" }, rule);
    expect(statuses(coverage)).toEqual({ ofac_sdn: "missing", csl: "stale" });
    expect(lists(coverage)).toEqual({ SDNs: "stale (ofac_sdn, csl)" });
  });

  it("covers only the source filtered on, and its lists", () => {
    const coverage = searchCoverage(searched, states, { source: "uk" }, rule);
    expect(statuses(coverage)).toEqual({ uk: "stale" });
    expect(lists(coverage)).toEqual({ ukConsolidatedSanctionsList: "stale (uk)" });
    // The CSL's SDN copy is not searched beside OFAC's own file: its lists are OFAC's, not named here.
    expect(lists(searchCoverage(searched, states, { source: "csl" }, rule))).toMatchObject({
      itarDebarred: "missing (csl)",
    });
    expect(lists(searchCoverage(searched, states, { source: "csl" }, rule)).SDNs).toBeUndefined();
  });

  it("covers the sources that publish the list filtered on", () => {
    // The EU key is published by the EU and, for UN listings, by the UN.
    expect(statuses(searchCoverage(searched, states, { list: "euConsolidatedSanctionsList" }, rule))).toEqual(
      {
        eu: "failed",
        un: "missing",
      },
    );
    const entityList = searchCoverage(searched, states, { list: "bisEntities" }, rule);
    expect(statuses(entityList)).toEqual({ csl: "searched" });
    expect(entityList.listsNotSearched).toEqual([]);
    expect(searchCoverage(searched, states, { source: "uk", list: "SDNs" }, rule)).toEqual({
      sources: [],
      listsNotSearched: [],
    });
  });

  it("leaves out the CSL's copy of a list whose own publisher is loaded, not otherwise", () => {
    expect(statuses(searchCoverage(searched, states, { list: "SDNs" }, rule))).toEqual({
      ofac_sdn: "searched",
    });
    expect(statuses(searchCoverage(searched, states, { list: "deniedPersons" }, rule))).toEqual({
      csl: "searched",
      bis_dpl: "missing",
    });
  });
});
