import { beforeAll, describe, expect, it } from "vitest";
import { readHtsChapters } from "../hts/hts-folder";
import { htsChaptersDir, htsChaptersPresent, htsChaptersTitle } from "../testing/shared-data";
import type { DutyRate } from "./rate-model";
import { normaliseRateText, parseDutyRate } from "./rate-text";
import { parseSpecialRates, specialRatesRead } from "./special-rates";

type Column = "general" | "special" | "other";

/**
 * Every published text this reading leaves unparsed, by exact text (layout whitespace tidied), and why.
 * A new one fails the test; so does one of these being read.
 */
const unparseable: Record<string, { column: Column; why: string }> = {
  "37% /": {
    column: "other",
    why: "2909.19.18.00, column 2: a slash after the rate, as if something after it were lost",
  },
  ":": { column: "other", why: "9913.95.01 and 9913.95.23, column 2: a colon and nothing else" },
  "[The duty provided in the applicable subheading + 100%]": {
    column: "general",
    why: "9903.91.08: bracketed, as the schedule sets apart text not in force; reading it as a rate would guess",
  },
  "4.3% + 1.7¢/jewel + 0.2¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement":
    {
      column: "general",
      why: "9110.90.40.00: capped by the duty of another article (the complete movement)",
    },
  "6% + 2.3¢/jewel + 0.2¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement":
    {
      column: "general",
      why: "9114.90.30.00: capped by the duty of another article (the complete movement)",
    },
  "65% + 25¢/jewel + 3¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement":
    {
      column: "other",
      why: "9110.90.40.00 and 9114.90.30.00, column 2: capped by the duty of another article",
    },
  "Free (BH,CL,JO,MA,OM,SG) 11.2¢/kg (P) 15¢/kg (KR) See 9823.04.01-9823.04.54 (S+) See 9908.04.05 (IL) See 9915.04.80, 9915.04.88, 9915.04.97 (P+) See 9917.04.50, 9917.04.58 (PE) See 9918.04.50, 9918.04.58 (CO) See 9919.04.50, 9919.04.57, 9919.04.67 (PA (PA)":
    {
      column: "special",
      why: "0406.90.94.00: the last group's parenthesis is opened twice, so its rate and codes cannot be told apart",
    },
};

function read(column: Column, text: string): boolean {
  if (column === "special") return specialRatesRead(parseSpecialRates(text));
  return parseDutyRate(text).kind !== "unparsed";
}

describe.skipIf(!htsChaptersPresent)(`rate texts of ${htsChaptersTitle}`, () => {
  const texts: Record<Column, Set<string>> = { general: new Set(), special: new Set(), other: new Set() };

  beforeAll(async () => {
    for (const { rows } of await readHtsChapters(htsChaptersDir)) {
      for (const row of rows as Record<Column, string>[]) {
        for (const column of Object.keys(texts) as Column[]) {
          if (row[column].trim() !== "") texts[column].add(row[column]);
        }
      }
    }
  });

  it("reads all but the listed texts of every column, and each listed one is still there and still unread", () => {
    const unread: Record<string, Column> = {};
    const figures = (Object.keys(texts) as Column[]).map((column) => {
      const failed = [...texts[column]].filter((text) => !read(column, text));
      for (const text of failed) unread[normaliseRateText(text)] = column;
      return `${column}: ${texts[column].size} distinct, ${texts[column].size - failed.length} read, ${failed.length} not`;
    });
    const all = new Set([...texts.general, ...texts.special, ...texts.other]);
    console.info(`HTS rate texts (${all.size} distinct across the columns) — ${figures.join("; ")}`);
    expect(unread).toEqual(
      Object.fromEntries(Object.entries(unparseable).map(([text, { column }]) => [text, column])),
    );
    expect(figures).toEqual([
      "general: 817 distinct, 814 read, 3 not",
      "special: 786 distinct, 785 read, 1 not",
      "other: 838 distinct, 835 read, 3 not",
    ]);
  });

  it("reads most as figures; the rest name where the rate is given, or say 'No change'", () => {
    const kinds: Record<string, number> = {};
    const count = (rate: DutyRate) => {
      kinds[rate.kind] = (kinds[rate.kind] ?? 0) + 1;
    };
    for (const text of new Set([...texts.general, ...texts.other])) count(parseDutyRate(text));
    for (const text of texts.special) {
      const special = parseSpecialRates(text);
      if (special.kind === "programs") for (const group of special.groups) count(group.rate);
    }
    console.info(
      `HTS rate kinds (general and column 2 texts, then each special group): ${JSON.stringify(kinds)}`,
    );
    expect(kinds).toEqual({ free: 553, formula: 1937, reference: 344, noChange: 4, unparsed: 6 });
  });

  it("finds the special programs' codes, each as the schedule spells it", () => {
    const codes = new Set<string>();
    for (const text of texts.special) {
      const special = parseSpecialRates(text);
      if (special.kind === "programs")
        for (const group of special.groups) for (const code of group.programs) codes.add(code);
    }
    expect([...codes].sort()).toEqual(
      "A A* A+ AU B BH C CA CL CO D E E* IL J J* JO JP K KR L MA MX NP OM P P+ PA PE R S S+ SG".split(" "),
    );
  });
});
