import { knownIdentifierType } from "../lists/identifiers";
import type { ListEntry, NameKind } from "../model";

/**
 * The score from which a candidate is a possible match. Chosen on the labelled evaluation set of
 * `bench/screening` (recall of listed names and their variants against false positives on clean
 * names); see docs/decisions.md for the figures behind it.
 */
export const defaultThreshold = 0.85;

/** The query's country is one of the entry's: evidence for, but never enough alone. */
const countryAgrees = 0.04;
/** Both countries known and different: evidence against, mild, because front companies move. */
const countryDiffers = -0.03;
/**
 * An equal strong identifier (LEI, IMO, D-U-N-S...) is nearly proof of identity: it lifts the score
 * to at least `identifierFloor`, whatever the name (a renamed company keeps its LEI).
 */
const identifierAgrees = 0.3;
const identifierFloor = 0.95;
/** Same kind of identifier, different value: probably another party of the same name. */
const identifierDiffers = -0.1;
/** OFAC "weak" and UK "low quality" aliases: reported, but below an equal match on a good name. */
const weakAliasFactor = 0.92;

/**
 * Country sanctions programs name the country they target (OFAC CUBA, IRAN, SYRIA...). An entry
 * listed under one is often of that country even when it gives only foreign addresses (Banco
 * Nacional de Cuba lists its Zurich and Madrid branches): the program's country is never counted
 * against it. It is not counted for it either: IRAN-CON-ARMS-EO lists foreign arms suppliers.
 */
const programCountries: readonly [RegExp, string][] = [
  [/^CUBA\b/, "CU"],
  [/^IRAN|^IRGC|^IFSR|^NPWMD\b.*IRAN/, "IR"],
  [/^SYRIA/, "SY"],
  [/^DPRK|^NKSPEA/, "KP"],
  [/^VENEZUELA/, "VE"],
  [/^BELARUS/, "BY"],
  [/^BURMA/, "MM"],
  [/^RUSSIA|^UKRAINE-EO13662|^CAATSA - RUSSIA/, "RU"],
  [/^IRAQ/, "IQ"],
  [/^LEBANON/, "LB"],
  [/^LIBYA/, "LY"],
  [/^SOMALIA/, "SO"],
  [/^SUDAN/, "SD"],
  [/^SOUTH SUDAN/, "SS"],
  [/^YEMEN/, "YE"],
  [/^ZIMBABWE/, "ZW"],
  [/^NICARAGUA/, "NI"],
  [/^MALI\b/, "ML"],
  [/^CAR\b/, "CF"],
  [/^DRCONGO/, "CD"],
  [/^BALKANS/, "RS"],
  [/^HK-EO13936/, "HK"],
];

/** The program patterns of each country: a candidate of another country is tested against its own only. */
const programPatterns = new Map<string, RegExp[]>();
for (const [pattern, code] of programCountries)
  programPatterns.set(code, [...(programPatterns.get(code) ?? []), pattern]);

/** Whether an entry's programs target a country, per entry and country: every candidate of another country asks. */
const targetsOf = new WeakMap<ListEntry, Map<string, boolean>>();
function programTargets(entry: ListEntry, country: string): boolean {
  let targets = targetsOf.get(entry);
  if (!targets) {
    targets = new Map();
    targetsOf.set(entry, targets);
  }
  let targeted = targets.get(country);
  if (targeted === undefined) {
    const patterns = programPatterns.get(country) ?? [];
    targeted = entry.programs.some((program) =>
      patterns.some((pattern) => pattern.test(program.toUpperCase())),
    );
    targets.set(country, targeted);
  }
  return targeted;
}

export function countryEvidence(queryCountry: string | undefined, entry: ListEntry): number {
  if (!queryCountry || entry.countries.length === 0) return 0;
  if (entry.countries.includes(queryCountry)) return countryAgrees;
  return programTargets(entry, queryCountry) ? 0 : countryDiffers;
}

/** Identifier types whose values are globally unique, so equal values identify the party. */
const strongIdentifierTypes = new Set([
  "LEI",
  "IMO",
  "DUNS",
  "SWIFT",
  "MMSI",
  "PASSPORT",
  "NATIONAL_ID",
  "TAX_ID",
  "REGISTRATION",
]);

/** How vendors' forms name identifiers, beside the published labels the list parsers know. */
const queryIdentifierAliases: Record<string, string> = {
  "D-U-N-S": "DUNS",
  "DUNS NUMBER": "DUNS",
  BIC: "SWIFT",
  "LEGAL ENTITY IDENTIFIER": "LEI",
  EIN: "TAX_ID",
  TIN: "TAX_ID",
  VAT: "TAX_ID",
};

/** One type code for a query's or an entry's identifier label (NATIONAL ID and NATIONAL_ID are one). */
export function identifierType(raw: string): string {
  const upper = raw.trim().toUpperCase();
  return queryIdentifierAliases[upper] ?? knownIdentifierType(raw) ?? upper.replace(/[\s-]+/g, "_");
}

/** Identifiers compare on letters and digits only: "5493 001K-JTII" is "5493001KJTII". */
export function identifierKey(raw: string): string {
  return raw.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

export function identifierEvidence(
  query: { type: string; value: string }[] | undefined,
  entry: ListEntry,
): number {
  if (!query?.length || entry.identifiers.length === 0) return 0;
  let evidence = 0;
  for (const q of query) {
    const type = identifierType(q.type);
    const value = identifierKey(q.value);
    if (!value) continue;
    for (const listed of entry.identifiers) {
      if (identifierKey(listed.value) !== value) {
        if (identifierType(listed.type) === type && strongIdentifierTypes.has(type)) {
          evidence = Math.min(evidence, identifierDiffers);
        }
        continue;
      }
      // Equal values: proof when the types agree or the value is of a self-describing kind.
      if (identifierType(listed.type) === type || strongIdentifierTypes.has(identifierType(listed.type))) {
        return identifierAgrees;
      }
    }
  }
  return evidence;
}

/**
 * The least name score from which `combineScore` (rounded to 3 decimals, as matches are) can reach
 * `score`, given the other parts: 0 when they reach it whatever the name.
 */
export function neededNameScore(score: number, kind: NameKind, country: number, identifier: number): number {
  if (identifier === identifierAgrees) return 0;
  // Rounding lifts a score up to half a thousandth; the last term absorbs floating-point error.
  const needed = (score - 0.0005 - country - identifier) / (kind === "weak" ? weakAliasFactor : 1) - 1e-9;
  return Math.max(0, needed);
}

export function combineScore(name: number, kind: NameKind, country: number, identifier: number): number {
  const base = kind === "weak" ? name * weakAliasFactor : name;
  const score = Math.max(0, Math.min(1, base + country + identifier));
  return identifier === identifierAgrees ? Math.max(score, identifierFloor) : score;
}
