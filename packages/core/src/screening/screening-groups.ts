import type { ListEntry, SourceId } from "@tierline/screening";

/**
 * One listed party is published several times: OFAC's SDN entry, the UN Security Council's, the UK's
 * and the EU's transpositions of it, the CSL's copies of other agencies' lists. A reviewer decides
 * about the party once, so a vendor's matches are grouped: two entries are one party when they share
 * a UN reference number, a strong identifier (IMO, LEI, SWIFT), or a primary or strong alias name
 * (normalised) of the same kind of party. Only the vendor's own matches are grouped, so a shared name
 * of two different parties elsewhere in the lists never joins them.
 */

/** Identifiers that name one party world-wide (a registration number is only unique per country). */
const partyIdentifierTypes = new Set(["UN_REFERENCE", "IMO", "LEI", "SWIFT"]);

const normaliseName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .sort()
    .join(" ");

/** What makes two entries the same party (see above). */
export function partyKeys(entry: ListEntry): string[] {
  const keys = new Set<string>();
  if (entry.source === "un") keys.add(`UN_REFERENCE:${entry.id.replace(/\s+/g, "").toUpperCase()}`);
  for (const id of entry.identifiers)
    if (partyIdentifierTypes.has(id.type))
      keys.add(`${id.type}:${id.value.replace(/\s+/g, "").toUpperCase()}`);
  for (const name of [entry.name, ...entry.aliases.filter((a) => a.kind === "aka").map((a) => a.name)]) {
    const normal = normaliseName(name);
    if (normal !== "") keys.add(`NAME:${entry.schema}:${normal}`);
  }
  return [...keys];
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
 * Groups items (a vendor's matches) by party: union of the items whose keys overlap. Answers each
 * item's group key, the same for every item of a group: its first item's `source:list:id`.
 */
export function groupByParty<T extends { source: SourceId; list: string; id: string; score: number }>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
): Map<T, string> {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const owner = new Map<string, number>();
  items.forEach((item, i) => {
    for (const key of keysOf(item)) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const members = new Map<number, T[]>();
  items.forEach((item, i) => {
    const root = find(i);
    members.set(root, [...(members.get(root) ?? []), item]);
  });
  const out = new Map<T, string>();
  for (const group of members.values()) {
    const [first] = [...group].sort(byPublication);
    const key = `${first!.source}:${first!.list}:${first!.id}`;
    for (const item of group) out.set(item, key);
  }
  return out;
}

/** First-hand publication first, then the best score, then the id: a stable order within a group. */
export const byPublication = <T extends { source: SourceId; id: string; score: number }>(a: T, b: T) =>
  publicationRank(a.source) - publicationRank(b.source) || b.score - a.score || a.id.localeCompare(b.id);

/**
 * Items (a page of search matches, best first) with their party's group key, each party's copies
 * brought together, the first-hand publication first; the parties stay in the order of their best item.
 */
export function withPartyGroups<T extends { source: SourceId; list: string; id: string; score: number }>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
): (T & { group: string })[] {
  const groups = groupByParty(items, keysOf);
  const members = new Map<string, T[]>();
  for (const item of items) {
    const key = groups.get(item)!;
    members.set(key, [...(members.get(key) ?? []), item]);
  }
  return [...members].flatMap(([group, copies]) =>
    [...copies].sort(byPublication).map((c) => ({ ...c, group })),
  );
}
