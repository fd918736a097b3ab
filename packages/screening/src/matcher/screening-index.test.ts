import { describe, expect, it } from "vitest";
import type { ListEntry } from "../model";
import { subjectsAffectedBy } from "./affected";
import { defaultThreshold } from "./scoring";
import { buildScreeningIndex } from "./screening-index";

function entry(overrides: Partial<ListEntry> & Pick<ListEntry, "id" | "name">): ListEntry {
  return {
    list: "SDNs",
    source: "ofac_sdn",
    schema: "Company",
    aliases: [],
    addresses: [],
    countries: [],
    identifiers: [],
    programs: [],
    ...overrides,
  };
}

const entries: ListEntry[] = [
  entry({
    id: "306",
    name: "BANCO NACIONAL DE CUBA",
    aliases: [{ name: "NATIONAL BANK OF CUBA", kind: "aka" }],
    countries: ["CU"],
  }),
  entry({
    id: "9640",
    name: "ABU TEIR, Mohammed",
    schema: "Person",
    list: "palestinianLegislativeCouncil",
    source: "ofac_nonsdn",
  }),
  entry({
    id: "15036",
    name: "MAHAN AIR",
    countries: ["IR"],
    identifiers: [{ type: "LEI", value: "5493001KJTIIGC8Y1R12" }],
  }),
  entry({ id: "7001", name: "ZARRINGHALAM INTERNATIONAL TRADING GROUP", countries: ["AE"] }),
  entry({ id: "7002", name: "GOLDEN GLOBAL TRADING LLC", countries: ["AE"] }),
  entry({
    id: "8001",
    name: "HASSAN, Ali",
    schema: "Person",
    countries: ["LB"],
    aliases: [{ name: "ALI HASAN", kind: "weak" }],
  }),
  entry({
    id: "UK-1",
    name: "MAHAN AIR",
    list: "ukConsolidatedSanctionsList",
    source: "uk",
    countries: ["IR"],
  }),
];
const index = buildScreeningIndex(entries);

describe("screening index", () => {
  it("finds a listed name and explains the match", () => {
    const [match] = index.search({ name: "Banco Nacional de Cuba S.A." });
    expect(match).toMatchObject({
      list: "SDNs",
      id: "306",
      source: "ofac_sdn",
      name: "BANCO NACIONAL DE CUBA",
      matchedName: "BANCO NACIONAL DE CUBA",
      matchedNameKind: "primary",
      queryName: "Banco Nacional de Cuba S.A.",
      score: 1,
    });
    expect(match?.parts.tokens.map((t) => [t.query, t.listed, t.similarity])).toEqual(
      expect.arrayContaining([
        ["banco", "banco", 1],
        ["nacional", "nacional", 1],
        ["cuba", "cuba", 1],
      ]),
    );
  });

  it("finds an entry through its alias and reports which name matched", () => {
    const [match] = index.search({ name: "Cuba National Bank" });
    expect(match).toMatchObject({ id: "306", matchedName: "NATIONAL BANK OF CUBA", matchedNameKind: "aka" });
  });

  it("returns each entry once, best name first, and one result per list", () => {
    const matches = index.search({ name: "Mahan Air" });
    expect(matches.map((m) => `${m.list}/${m.id}`).sort()).toEqual([
      "SDNs/15036",
      "ukConsolidatedSanctionsList/UK-1",
    ]);
  });

  it("filters by list", () => {
    expect(
      index.search({ name: "Mahan Air", lists: ["ukConsolidatedSanctionsList"] }).map((m) => m.id),
    ).toEqual(["UK-1"]);
    expect(index.search({ name: "Banco Nacional de Cuba", lists: ["deniedPersons"] })).toEqual([]);
  });

  it("takes the country as evidence, for and against, by code or by name", () => {
    const none = index.search({ name: "Mahan Air", lists: ["SDNs"] })[0];
    const agrees = index.search({ name: "Mahan Air", country: "Iran", lists: ["SDNs"] })[0];
    const differs = index.search({ name: "Mahan Air", country: "DE", lists: ["SDNs"] })[0];
    expect(none?.parts.country).toBe(0);
    expect(agrees?.parts.country).toBeGreaterThan(0);
    expect(differs?.parts.country).toBeLessThan(0);
    expect(differs?.score).toBeLessThan(none?.score as number);
  });

  it("never counts the country of a country program against an entry (CUBA program, Swiss address)", () => {
    const cuban = buildScreeningIndex([
      entry({ id: "306", name: "BANCO NACIONAL DE CUBA", countries: ["CH", "ES"], programs: ["CUBA"] }),
    ]);
    expect(cuban.search({ name: "Banco Nacional de Cuba", country: "CU" })[0]?.parts.country).toBe(0);
    expect(cuban.search({ name: "Banco Nacional de Cuba", country: "DE" })[0]?.parts.country).toBeLessThan(0);
    expect(cuban.search({ name: "Banco Nacional de Cuba", country: "CH" })[0]?.parts.country).toBeGreaterThan(
      0,
    );
  });

  it("lets an equal identifier carry a weaker name over the threshold", () => {
    const withoutId = index.searchExhaustive({ name: "Mahaan Airways" }, { threshold: 0 })[0];
    const withId = index.search({
      name: "Mahaan Airways",
      identifiers: [{ type: "lei", value: "5493 001K JTII GC8Y 1R12" }],
    })[0];
    expect(withoutId?.score).toBeLessThan(defaultThreshold);
    expect(withId).toMatchObject({ id: "15036" });
    expect(withId?.parts.identifier).toBeGreaterThan(0);
  });

  it("screens aliases of the query too", () => {
    const [match] = index.search({ name: "Acme Aviation Ltd", aliases: ["Mahan Air"] });
    expect(match).toMatchObject({ id: "15036", queryName: "Mahan Air" });
  });

  it("does not match on generic words alone", () => {
    expect(index.search({ name: "International Trading Group" })).toEqual([]);
    expect(index.search({ name: "Global Trading LLC" })).toEqual([]);
  });

  it("scores a weak alias below the same name as a good one", () => {
    const [viaWeak] = index.search({ name: "Ali Hasan", lists: ["SDNs"] }, { threshold: 0.5 });
    expect(viaWeak?.id).toBe("8001");
    expect(viaWeak?.matchedNameKind).toBe("primary");
  });

  it("with threshold 0 returns the top k whatever their scores", () => {
    const matches = index.search({ name: "Completely Unrelated Widgets" }, { threshold: 0, limit: 3 });
    expect(matches).toHaveLength(3);
    expect(matches[0]?.score).toBeGreaterThanOrEqual(matches[2]?.score as number);
  });

  it("agrees with the exhaustive scorer", () => {
    for (const name of ["Banco Nacional de Cuba", "Abu Teir Mohamed", "Mahan Air", "National Bank Cuba"]) {
      expect(index.search({ name }).map((m) => [m.id, m.score])).toEqual(
        index.searchExhaustive({ name }).map((m) => [m.id, m.score]),
      );
    }
  });

  it("finds the subjects a list change could affect", () => {
    const changed = [entry({ id: "50000", name: "NORTHWIND SHIPPING" })];
    const affected = subjectsAffectedBy(changed, [
      { key: "vendor-1", query: { name: "Northwind Shipping Co." } },
      { key: "vendor-2", query: { name: "Banco Nacional de Cuba" } },
    ]);
    expect(affected.map((a) => [a.key, a.matches[0]?.id])).toEqual([["vendor-1", "50000"]]);
  });
});
