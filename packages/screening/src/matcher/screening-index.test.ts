import { describe, expect, it } from "vitest";
import type { ListEntry } from "../model";
import { entry } from "../testing/list-entry";
import { buildSubjectIndex } from "./affected";
import { defaultThreshold } from "./scoring";
import { buildScreeningIndex } from "./screening-index";

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

  it("with threshold 0 returns the top k whatever their scores, through the index", () => {
    const matches = index.search({ name: "Widgets Banco Mahan Teir" }, { threshold: 0, limit: 3 });
    expect(matches).toHaveLength(3);
    expect(matches[0]?.score).toBeGreaterThanOrEqual(matches[2]?.score as number);
    expect(matches.every((m) => m.score < defaultThreshold)).toBe(true);
    // The same top k as scoring every name.
    expect(matches.map((m) => m.id)).toEqual(
      index
        .searchExhaustive({ name: "Widgets Banco Mahan Teir" }, { threshold: 0, limit: 3 })
        .map((m) => m.id),
    );
    // A name sharing no word (nor a near one) with any listed name has no candidates at any threshold.
    expect(index.search({ name: "Completely Unrelated Widgets" }, { threshold: 0, limit: 3 })).toEqual([]);
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
    const reached = buildSubjectIndex([
      { key: "vendor-1", names: ["Northwind Shipping Co."] },
      { key: "vendor-2", names: ["Banco Nacional de Cuba"] },
    ]).reachedBy(buildScreeningIndex(changed));
    expect(reached).toEqual(["vendor-1"]);
  });
});

describe("partial-name mode", () => {
  const people = buildScreeningIndex([
    entry({ id: "P1", name: "PUTIN, Vladimir Vladimirovich", schema: "Person", countries: ["RU"] }),
    entry({ id: "P2", name: "PUTINA, Lyudmila", schema: "Person" }),
    entry({
      id: "P3",
      name: "PUTIN, Igor Aleksandrovich",
      schema: "Person",
      list: "ukConsolidatedSanctionsList",
      source: "uk",
    }),
    entry({ id: "P4", name: "PUTIN", schema: "Person", list: "euConsolidatedSanctionsList", source: "un" }),
    entry({ id: "P5", name: "PUTILIN, Pavel", schema: "Person" }),
    entry({ id: "P6", name: "POUTINE EXPORT TRADING", schema: "Company" }),
    entry({
      id: "C1",
      name: "BANCO NACIONAL DE CUBA",
      aliases: [{ name: "NATIONAL BANK OF CUBA", kind: "aka" }],
    }),
  ]);
  const ids = (matches: { id: string }[]) => matches.map((m) => m.id);

  it("is off by default: a surname alone matches no longer name", () => {
    expect(ids(people.search({ name: "Putin" }))).toEqual(["P4"]);
  });

  it("finds every listed name holding the query's words, ranked below the full matches, and says which are partial", () => {
    const matches = people.search({ name: "Putin" }, { mode: "partial" });
    expect(matches.map((m) => [m.id, m.partial])).toEqual([
      ["P4", false],
      // Fewer other words: closer to the name searched.
      ["P2", true],
      ["P1", true],
      ["P3", true],
    ]);
    const [full, ...partials] = matches;
    for (const p of partials) expect(p.score).toBeLessThan(full?.score as number);
    for (const p of partials) expect(p.score).toBeLessThan(defaultThreshold);
  });

  it("explains a partial match: the query word found, the listed name's other words against it", () => {
    const match = people.search({ name: "Putin" }, { mode: "partial" }).find((m) => m.id === "P1");
    expect(match?.parts.tokens).toEqual([{ query: "putin", listed: "putin", similarity: 1, weight: 1 }]);
    expect(match?.parts.name).toBe(0.5);
    expect(match?.score).toBe(0.5);
  });

  it("takes a known spelling of a word, but not a merely similar word", () => {
    // PUTINA is one edit from PUTIN in a long enough word; PUTILIN and POUTINE are other names.
    const found = ids(people.search({ name: "Putin" }, { mode: "partial" }));
    expect(found).toContain("P2");
    expect(found).not.toContain("P5");
    expect(found).not.toContain("P6");
  });

  it("needs every word of the query", () => {
    expect(ids(people.search({ name: "Igor Putin" }, { mode: "partial" }))).toEqual(["P3"]);
    expect(people.search({ name: "Boris Putin" }, { mode: "partial" }).filter((m) => m.partial)).toEqual([]);
  });

  it("keeps the filters and the full-name matches of other names", () => {
    expect(ids(people.search({ name: "Putin", sources: ["uk"] }, { mode: "partial" }))).toEqual(["P3"]);
    expect(ids(people.search({ name: "Putin", lists: ["SDNs"] }, { mode: "partial" }))).toEqual(["P2", "P1"]);
    expect(people.search({ name: "National Bank of Cuba" }, { mode: "partial" })[0]).toMatchObject({
      id: "C1",
      partial: false,
    });
  });

  it("agrees with the exhaustive scorer", () => {
    for (const name of ["Putin", "Vladimir Putin", "Cuba", "Lyudmila"]) {
      expect(ids(people.search({ name }, { mode: "partial", limit: 50 }))).toEqual(
        ids(people.searchExhaustive({ name }, { mode: "partial", limit: 50 })),
      );
    }
  });

  it("does not change what the default mode finds", () => {
    for (const name of ["Putin", "Vladimir Putin", "Banco Nacional de Cuba"]) {
      expect(people.search({ name }).every((m) => !m.partial)).toBe(true);
    }
  });
});

describe("pages of a search", () => {
  const many = buildScreeningIndex(
    Array.from({ length: 23 }, (_, i) =>
      entry({
        id: String(1000 + i),
        name: `NORTHWIND AVIATION ${i % 2 ? "SERVICES" : "LLC"}`,
        countries: ["AE"],
      }),
    ),
  );

  it("gives one ranking in pages, with the number of matches in all", () => {
    const all = many.search({ name: "Northwind Aviation" }, { limit: 100 });
    expect(all).toHaveLength(23);
    const first = many.searchPage({ name: "Northwind Aviation" }, { limit: 10 });
    const third = many.searchPage({ name: "Northwind Aviation" }, { offset: 20, limit: 10 });
    expect(first).toMatchObject({ total: 23, complete: true });
    expect(first.matches.map((m) => m.id)).toEqual(all.slice(0, 10).map((m) => m.id));
    expect(third.matches.map((m) => m.id)).toEqual(all.slice(20).map((m) => m.id));
    expect(many.searchPage({ name: "Northwind Aviation" }, { offset: 30 })).toMatchObject({
      matches: [],
      total: 23,
    });
  });

  it("says when the candidate cap may have left matches unscored, so the total is a lower bound", () => {
    const capped = many.searchPage({ name: "Northwind Aviation" }, { maxCandidates: 5, limit: 50 });
    expect(capped.complete).toBe(false);
    expect(capped.total).toBeLessThanOrEqual(5);
    expect(many.searchPage({ name: "Northwind Aviation" }, { maxCandidates: 50 }).complete).toBe(true);
  });

  it("filters by the publishing source", () => {
    expect(index.search({ name: "Mahan Air", sources: ["uk"] }).map((m) => m.id)).toEqual(["UK-1"]);
    expect(index.search({ name: "Mahan Air", sources: ["ofac_sdn", "uk"] })).toHaveLength(2);
    expect(index.search({ name: "Mahan Air", sources: ["eu"] })).toEqual([]);
  });
});

describe("issue 11's hard cases in the index", () => {
  const people = buildScreeningIndex([
    entry({ id: "41657", name: "RIVAS SANCHEZ, Pedro", schema: "Person" }),
    entry({ id: "31143", name: "RIVERA VARELA, Carlos Andres", schema: "Person" }),
    entry({ id: "23647", name: "WEI, Zhao", schema: "Person" }),
    entry({ id: "77", name: "SMITH, Margaret", schema: "Person" }),
    entry({ id: "88", name: "DENG, Xiaoping", schema: "Person" }),
    entry({ id: "7791", name: "SIMIC, Blagoje", schema: "Person" }),
    entry({ id: "91", name: "WEISCHER, Johann", schema: "Person" }),
    entry({ id: "92", name: "Хьюстон Уидон", schema: "Person" }),
  ]);
  const found = (name: string) => people.search({ name }).map((m) => m.id);

  it("reaches a Latin name from Arabic script whose v was written f (ريفاس, Rivas)", () => {
    expect(found("بيدرو ريفاس سانشيز")).toEqual(["41657"]);
    expect(found("كارلوس أندريس ريفيرا فاريلا")).toEqual(["31143"]);
  });

  it("reaches a Latin name from Arabic script that wrote its Slavic j as y (بلاغوي, Blagoje)", () => {
    expect(found("بلاغوي سيميك")).toEqual(["7791"]);
  });

  it("reaches a foreign name in Russian practical transcription (Вайшер, Weischer)", () => {
    expect(found("Иоганн Вайшер")).toEqual(["91"]);
  });

  it("scores a listed name in Cyrillic by its readings once the query has reached it", () => {
    const [match] = people.search({ name: "Houston Weedon" }, { threshold: 0, limit: 1 });
    expect(match?.id).toBe("92");
    expect(match?.score).toBeGreaterThanOrEqual(defaultThreshold);
  });

  it("reaches a Chinese name in characters and a nickname through the index", () => {
    expect(found("赵伟")).toEqual(["23647"]);
    expect(found("Peggy Smith")).toEqual(["77"]);
    expect(found("Teng Hsiao-p'ing")).toEqual(["88"]);
  });
});
