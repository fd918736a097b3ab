import { comparableName, type ListEntry, type SourceId } from "@tierline/screening";

/**
 * One listed party is published several times: OFAC's SDN entry, the UN Security Council's, the UK's
 * and the EU's transpositions of it, the CSL's copies of other agencies' lists. A reviewer decides
 * about the party once, so matches are grouped: two entries are one party when they share a UN
 * reference number, a strong identifier (IMO, LEI, SWIFT), or a primary or strong alias name
 * (normalised) of the same kind of party. Only one screening's matches are grouped (a vendor's, a
 * search's), so a shared name of two different parties elsewhere in the lists never joins them.
 *
 * A party of unknown kind (the CSL's Commerce and State lists do not say whether they list a person or a
 * company) joins a party of a known kind on an equal name only with one more agreeing fact: a country,
 * an identifier or a program they share. A name alone is too little there: the Denied Persons List's
 * Luis Lopez (of the United States) is not the SDN list's narcotics trafficker of that name, and the
 * unknown kind hides the one check (person or company) that equal names otherwise pass. When such a party
 * could join parties of two different kinds, it joins neither.
 */

/** Identifiers that name one party world-wide (a registration number is only unique per country). */
const partyIdentifierTypes = new Set(["UN_REFERENCE", "IMO", "LEI", "SWIFT"]);

/** A name as copies are compared: `comparableName`, the word order ignored too ("PETROV, Ivan" is Ivan Petrov). */
const normaliseName = (name: string) => comparableName(name).split(" ").sort().join(" ");

const identifierValue = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** The names that make two copies the same party: the primary name and the strong aliases. */
const strongNames = (entry: ListEntry) =>
  [entry.name, ...entry.aliases.filter((a) => a.kind === "aka").map((a) => a.name)]
    .map(normaliseName)
    .filter((name) => name !== "");

/** What makes two entries the same party without more evidence (see above). */
function partyKeys(entry: ListEntry): string[] {
  const keys = new Set<string>();
  if (entry.source === "un") keys.add(`UN_REFERENCE:${identifierValue(entry.id)}`);
  for (const id of entry.identifiers)
    if (partyIdentifierTypes.has(id.type)) keys.add(`${id.type}:${identifierValue(id.value)}`);
  for (const name of strongNames(entry)) keys.add(`NAME:${entry.schema}:${name}`);
  return [...keys];
}

/** Whether two entries share a country, an identifier (any kind, the same value) or a program. */
function factsAgree(a: ListEntry, b: ListEntry): boolean {
  if (a.countries.some((country) => b.countries.includes(country))) return true;
  const ids = new Set(a.identifiers.map((id) => identifierValue(id.value)));
  if (b.identifiers.some((id) => ids.has(identifierValue(id.value)))) return true;
  const programs = new Set(a.programs.map((p) => p.trim().toUpperCase()));
  return b.programs.some((p) => programs.has(p.trim().toUpperCase()));
}

/**
 * Where a copy stands in its group: the UN's own designation first (the others transpose it), then the
 * lists their agencies publish themselves, then the trade.gov CSL, which republishes other agencies'
 * lists.
 */
function publicationRank(source: SourceId): number {
  if (source === "un") return 0;
  if (source === "csl") return 2;
  return 1;
}

/**
 * Groups items (a screening's matches) by party: union of the items whose party keys overlap, then of
 * each item of unknown kind with the items of one known kind it names and agrees with (see above).
 * Answers each item's group key, the same for every item of a group: its first item's `source:list:id`.
 */
export function groupByParty<T extends { source: SourceId; list: string; id: string; score: number }>(
  items: readonly T[],
  entryOf: (item: T) => ListEntry,
): Map<T, string> {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const join = (i: number, j: number) => {
    parent[find(i)] = find(j);
  };
  const owner = new Map<string, number>();
  items.forEach((item, i) => {
    for (const key of partyKeys(entryOf(item))) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, i);
      else join(i, other);
    }
  });
  joinUnknownKinds(items.map(entryOf), join);

  const members = new Map<number, T[]>();
  items.forEach((item, i) => {
    const root = find(i);
    const group = members.get(root);
    if (group) group.push(item);
    else members.set(root, [item]);
  });
  const out = new Map<T, string>();
  for (const group of members.values()) {
    const [first] = [...group].sort(byPublication);
    const key = `${first!.source}:${first!.list}:${first!.id}`;
    for (const item of group) out.set(item, key);
  }
  return out;
}

/** Joins each entry of unknown kind with the entries of a known kind it names and agrees with (see above). */
function joinUnknownKinds(entries: readonly ListEntry[], join: (i: number, j: number) => void): void {
  const knownByName = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    if (entry.schema === "Unknown") return;
    for (const name of strongNames(entry)) {
      const named = knownByName.get(name);
      if (named) named.push(i);
      else knownByName.set(name, [i]);
    }
  });
  entries.forEach((entry, i) => {
    if (entry.schema !== "Unknown") return;
    const partners = new Set(
      strongNames(entry)
        .flatMap((name) => knownByName.get(name) ?? [])
        .filter((j) => factsAgree(entry, entries[j]!)),
    );
    const kinds = new Set([...partners].map((j) => entries[j]!.schema));
    if (kinds.size === 1) for (const j of partners) join(i, j);
  });
}

/** First-hand publication first, then the best score, then the id: a stable order within a group. */
export const byPublication = <T extends { source: SourceId; id: string; score: number }>(a: T, b: T) =>
  publicationRank(a.source) - publicationRank(b.source) || b.score - a.score || a.id.localeCompare(b.id);

/**
 * A search's matches (best first) as listed parties: each party's copies together, the first-hand
 * publication first, with the party's group key; the parties in the order of their best copy. A page of
 * the search is a slice of these, so that a party's copies are never cut across two pages.
 */
export function partiesOf<T extends { source: SourceId; list: string; id: string; score: number }>(
  items: readonly T[],
  entryOf: (item: T) => ListEntry,
): (T & { group: string })[][] {
  const groups = groupByParty(items, entryOf);
  const members = new Map<string, T[]>();
  for (const item of items) {
    const key = groups.get(item)!;
    const copies = members.get(key);
    if (copies) copies.push(item);
    else members.set(key, [item]);
  }
  return [...members].map(([group, copies]) => [...copies].sort(byPublication).map((c) => ({ ...c, group })));
}
