import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSourceFolder } from "../lists/folder";
import { mergeSources } from "../lists/merge";
import type { ListEntry } from "../model";
import { entry } from "../testing/list-entry";
import { buildSubjectIndex, type IndexedSubject } from "./affected";
import { normalizeName, queryUnits } from "./normalize";
import { buildScreeningIndex } from "./screening-index";
import type { ScreeningQuery } from "./types";

/** A screened party (a vendor), with the test's own key for it. */
interface ScreeningSubject<K> {
  key: K;
  query: ScreeningQuery;
}

const indexed = <K>(s: ScreeningSubject<K>): IndexedSubject<K> => ({
  key: s.key,
  names: [s.query.name, ...(s.query.aliases ?? [])],
  identifiers: s.query.identifiers,
});

/** Every subject searched: what searching only the reached subjects must find too. */
function searchedOneByOne<K>(changed: readonly ListEntry[], subjects: readonly ScreeningSubject<K>[]) {
  const index = buildScreeningIndex(changed);
  return subjects.filter((s) => index.search(s.query).length > 0).map((s) => s.key);
}

/** As a re-screening runs: only the subjects the changed entries reach are searched. */
function searchedWhereReached<K>(changed: readonly ListEntry[], subjects: readonly ScreeningSubject<K>[]) {
  const index = buildScreeningIndex(changed);
  const byKey = new Map(subjects.map((s) => [s.key, s]));
  return buildSubjectIndex(subjects.map(indexed))
    .reachedBy(index)
    .filter((key) => index.search((byKey.get(key) as ScreeningSubject<K>).query).length > 0);
}

const changed = [
  entry({ id: "36", name: "AEROCARIBBEAN AIRLINES", countries: ["CU"] }),
  entry({
    id: "2674",
    name: "ABBAS, Abu",
    schema: "Person",
    aliases: [{ name: "ZAYDAN, Muhammad", kind: "aka" }],
  }),
  entry({ id: "15036", name: "MAHAN AIR", identifiers: [{ type: "LEI", value: "5493001KJTIIGC8Y1R12" }] }),
  entry({ id: "9000", name: "NORTHWIND SHIPPING", countries: ["IR"] }),
  entry({
    id: "9001",
    name: "هنية, إسماعيل",
    schema: "Person",
    aliases: [{ name: "HANIYA, Ismail", kind: "aka" }],
  }),
  entry({ id: "9002", name: "WEISCHER, Johann", schema: "Person" }),
];

describe("the subjects a list change could affect", () => {
  const subjects: ScreeningSubject<string>[] = [
    { key: "typo", query: { name: "Aerocaribean Airlines S.A.", country: "CU" } },
    // Words run together in the list, apart in the vendor's name (and a stop word between them).
    { key: "split", query: { name: "Aero Caribbean Airlines" } },
    { key: "split-with-stop-word", query: { name: "Northwind and Shipping Ltd" } },
    { key: "alias", query: { name: "Acme Holdings", aliases: ["North Wind Shipping"] } },
    { key: "person", query: { name: "Mohammed Zaydan" } },
    { key: "arabic-script", query: { name: "إسماعيل هنية" } },
    // Found only by the Latin readings of its Cyrillic words (Вайшер, Weischer).
    { key: "cyrillic-reading", query: { name: "Иоганн Вайшер" } },
    {
      key: "identifier-only",
      query: { name: "Totally Renamed Ltd", identifiers: [{ type: "LEI", value: "5493001KJTIIGC8Y1R12" }] },
    },
    { key: "generic-words-only", query: { name: "Shipping Airlines Trading" } },
    { key: "unrelated", query: { name: "Nordic Steel Aktiebolag" } },
  ];

  it("finds exactly the subjects one search each finds", () => {
    const affected = searchedWhereReached(changed, subjects);
    expect(affected).toEqual(searchedOneByOne(changed, subjects));
    expect(affected).toEqual(
      expect.arrayContaining([
        "typo",
        "split",
        "split-with-stop-word",
        "alias",
        "identifier-only",
        "cyrillic-reading",
      ]),
    );
    expect(affected).not.toContain("unrelated");
  });

  it("searches only the subjects sharing a (near-)word or an identifier with the changed entries", () => {
    const index = buildScreeningIndex(changed);
    const reached = buildSubjectIndex(subjects.map(indexed)).reachedBy(index);
    expect(reached).toContain("identifier-only");
    expect(reached).not.toContain("unrelated");
  });

  it("answers for the parties as they now are once one is replaced or deleted", () => {
    const index = buildScreeningIndex(changed);
    const held = buildSubjectIndex(subjects.map(indexed));
    held.set({ key: "unrelated", names: ["Northwind Shipping Ltd"] });
    held.set({ key: "typo", names: ["Nordic Steel Aktiebolag"] });
    held.delete("split");
    held.set({ key: "new", names: ["Mahan Air Cargo"] });
    const reached = held.reachedBy(index);
    expect(reached).toEqual(expect.arrayContaining(["unrelated", "new"]));
    expect(reached).not.toContain("typo");
    expect(reached).not.toContain("split");
    expect(held.size).toBe(subjects.length);
  });

  it("looks up every token and joined pair a search of the name would, bounding their weights", () => {
    const names = [
      ...changed.flatMap((e) => [e.name, ...e.aliases.map((a) => a.name)]),
      ...subjects.map((s) => s.query.name),
      "OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU ROSNEFT",
      "Juan de la Cruz y Hermanos S.A. de C.V.",
      "T Service GmbH & Co. KG",
      "GAS S A",
      "Ismail HANIYA",
      "北京 华为 技术 有限公司",
      "Al Rashid Trading Company LLC",
    ];
    for (const name of names) {
      const { units, minTotalWeight } = queryUnits(name);
      const most = new Map(units.map((u) => [u.text, u.maxWeight]));
      for (const person of [false, true]) {
        const { tokens, weights, totalWeight } = normalizeName(name, person);
        expect(totalWeight, name).toBeGreaterThanOrEqual(minTotalWeight);
        tokens.forEach((token, i) => {
          expect(most.get(token), `${name}: ${token}`).toBeGreaterThanOrEqual(weights[i]!);
          if (i + 1 < tokens.length)
            expect(
              most.get(`${token}${tokens[i + 1]}`),
              `${name}: ${token}${tokens[i + 1]}`,
            ).toBeGreaterThanOrEqual(weights[i]! + weights[i + 1]!);
        });
      }
    }
  });
});

/** The real lists (see lists/real-data.test.ts); skipped when the shared data folder is absent. */
const sharedData =
  process.env.SHARED_DATA_DIR ?? fileURLToPath(new URL("../../../../../shared/data", import.meta.url));
const dir = join(sharedData, "sanctions");

describe.skipIf(!existsSync(dir))("against the real lists", () => {
  it("misses no subject one search each finds: 300 changed entries, 3,000 listed names as subjects", async () => {
    const all = mergeSources(await loadSourceFolder(dir));
    // Every 50th entry changed; subjects are other listed names, altered as a vendor list would hold
    // them (typos, joined words, a legal form), so many share words with the changed entries.
    const changedEntries = all.filter((_, i) => i % 50 === 0).slice(0, 300);
    const subjects: ScreeningSubject<number>[] = all
      .filter((_, i) => i % 7 === 3)
      .slice(0, 3000)
      .map((e, i) => {
        const name =
          i % 3 === 0 ? `${e.name} Ltd` : i % 3 === 1 ? e.name.replace(/ /, "") : e.name.slice(0, -1);
        return { key: i, query: { name, country: e.countries[0] } };
      });
    // And the changed entries' own names, varied: these must be found.
    changedEntries.forEach((e, i) => {
      subjects.push({ key: 10_000 + i, query: { name: e.name.toLowerCase(), country: e.countries[0] } });
    });
    const expected = searchedOneByOne(changedEntries, subjects);
    expect(searchedWhereReached(changedEntries, subjects)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(250);
    // And far fewer searched than screened: names sharing only generic words or weak fragments are not.
    const reached = buildSubjectIndex(subjects.map((s) => ({ key: s.key, names: [s.query.name] }))).reachedBy(
      buildScreeningIndex(changedEntries),
    );
    expect(reached.length).toBeLessThan(subjects.length / 3);
  }, 120_000);
});
