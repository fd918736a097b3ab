import type { ListEntry } from "@tierline/screening";
import { describe, expect, it } from "vitest";
import { groupByParty, partiesOf } from "./screening-groups";

const entry = (over: Partial<ListEntry>): ListEntry => ({
  list: "SDNs",
  id: "1",
  source: "ofac_sdn",
  schema: "Company",
  name: "X",
  aliases: [],
  addresses: [],
  countries: [],
  identifiers: [],
  programs: [],
  ...over,
});
const grouped = (entries: ListEntry[]) => {
  const items = entries.map((e, i) => ({
    source: e.source,
    list: e.list,
    id: e.id,
    score: 0.9 - i / 100,
    e,
  }));
  const groups = groupByParty(items, (item) => item.e);
  return items.map((item) => groups.get(item));
};

describe("grouping a vendor's matches per listed party", () => {
  it("puts the SDN, UN, UK and CSL copies of one party in one group, the UN's designation first", () => {
    const sdn = entry({ id: "7", name: "Korea Kwangson Banking Corp." });
    const un = entry({
      source: "un",
      list: "euConsolidatedSanctionsList",
      id: "KPe.025",
      name: "KOREA KWANGSON BANKING CORP",
    });
    const uk = entry({
      source: "uk",
      list: "ukConsolidatedSanctionsList",
      id: "13000",
      name: "Kwangson Banking Corporation",
      identifiers: [{ type: "UN_REFERENCE", value: "KPe.025" }],
    });
    const csl = entry({
      source: "csl",
      list: "sectoralSanctions",
      id: "c1",
      name: "KOREA KWANGSON BANKING CORP.",
    });
    expect(grouped([sdn, un, uk, csl])).toEqual(Array(4).fill("un:euConsolidatedSanctionsList:KPe.025"));
  });

  it("keeps different parties apart, and a person apart from a company of the same name", () => {
    const a = entry({ id: "1", name: "Acme Trading" });
    const b = entry({ id: "2", name: "Acme Shipping" });
    const person = entry({ id: "3", name: "Acme Trading", schema: "Person" });
    expect(new Set(grouped([a, b, person])).size).toBe(3);
  });

  it("joins copies through a shared IMO number or a strong alias, not through a weak one", () => {
    const vessel = entry({
      id: "1",
      schema: "Vessel",
      name: "MAR AZUL",
      identifiers: [{ type: "IMO", value: "9000001" }],
    });
    const renamed = entry({
      source: "uk",
      list: "ukConsolidatedSanctionsList",
      id: "2",
      schema: "Vessel",
      name: "BLUE SEA",
      identifiers: [{ type: "IMO", value: "9000001" }],
    });
    const weak = entry({
      id: "3",
      schema: "Vessel",
      name: "OTHER",
      aliases: [{ name: "MAR AZUL", kind: "weak" }],
    });
    const [g1, g2, g3] = grouped([vessel, renamed, weak]);
    expect(g1).toBe(g2);
    expect(g3).not.toBe(g1);
  });
});

describe("a party of unknown kind (the CSL's Commerce and State lists)", () => {
  const sdn = entry({
    id: "17257",
    name: "SHAHID HEMMAT INDUSTRIAL GROUP",
    countries: ["IR"],
    programs: ["NPWMD"],
  });
  const entityList = (over: Partial<ListEntry>) =>
    entry({ source: "csl", list: "bisEntities", id: "c1", schema: "Unknown", ...over });

  it("joins the known kind's copy of its name when a country, an identifier or a program agrees too", () => {
    const byCountry = entityList({ name: "Shahid Hemmat Industrial Group", countries: ["IR"] });
    const byProgram = entityList({ id: "c2", name: "Shahid Hemmat Industrial Group", programs: ["npwmd"] });
    const byIdentifier = entityList({
      id: "c3",
      name: "Industrial Group Shahid Hemmat",
      identifiers: [{ type: "REGISTRATION", value: "10100 2345" }],
    });
    const sdnWithId = { ...sdn, identifiers: [{ type: "REGISTRATION", value: "101002345" }] };
    for (const copy of [byCountry, byProgram, byIdentifier]) {
      const [a, b] = grouped([sdnWithId, copy]);
      expect(b, copy.id).toBe(a);
      expect(a).toBe("ofac_sdn:SDNs:17257");
    }
  });

  it("stays apart on an equal name alone, or when the facts differ: a common name is not one party", () => {
    // The Denied Persons List's Luis Lopez (United States) and the SDN list's narcotics trafficker.
    const trafficker = entry({ id: "9999", schema: "Person", name: "LOPEZ, Luis", programs: ["SDNTK"] });
    const denied = entityList({ list: "deniedPersons", id: "d1", name: "Luis LOPEZ", countries: ["US"] });
    const noFacts = entityList({ id: "c4", name: "SHAHID HEMMAT INDUSTRIAL GROUP" });
    const elsewhere = entityList({ id: "c5", name: "SHAHID HEMMAT INDUSTRIAL GROUP", countries: ["SY"] });
    const [t, d] = grouped([trafficker, denied]);
    expect(d).not.toBe(t);
    for (const copy of [noFacts, elsewhere]) {
      const [a, b] = grouped([sdn, copy]);
      expect(b, copy.id).not.toBe(a);
    }
  });

  it("joins neither of two parties of different kinds that it could be", () => {
    const person = entry({ id: "1", schema: "Person", name: "Al Noor", countries: ["AE"] });
    const company = entry({ id: "2", schema: "Company", name: "AL NOOR", countries: ["AE"] });
    const unknown = entityList({ name: "Al-Noor", countries: ["AE"] });
    expect(new Set(grouped([person, company, unknown])).size).toBe(3);
  });
});

describe("a search's matches as listed parties", () => {
  it("brings each party's copies together, first-hand first, the parties in the order of their best match", () => {
    const sdn = entry({ id: "306", name: "BANCO NACIONAL DE CUBA" });
    const csl = entry({ source: "csl", id: "c306", name: "BANCO NACIONAL DE CUBA" });
    const other = entry({ id: "9", name: "BANCO INTERNACIONAL" });
    // As the search ranks them: the CSL's copy scored best, another party in between.
    const ranked = [
      { source: csl.source, list: csl.list, id: csl.id, score: 1, e: csl },
      { source: other.source, list: other.list, id: other.id, score: 0.9, e: other },
      { source: sdn.source, list: sdn.list, id: sdn.id, score: 0.98, e: sdn },
    ];
    const parties = partiesOf(ranked, (m) => m.e);
    expect(parties.map((party) => party.map((m) => [m.id, m.group]))).toEqual([
      [
        ["306", "ofac_sdn:SDNs:306"],
        ["c306", "ofac_sdn:SDNs:306"],
      ],
      [["9", "ofac_sdn:SDNs:9"]],
    ]);
  });
});
