import type { ListEntry } from "../model";
import { type QueryUnit, queryUnits } from "./normalize";
import { buildScreeningIndex, type ScreeningIndex } from "./screening-index";
import type { ScreeningMatch, ScreeningQuery, SearchOptions } from "./types";

/** A screened party (a vendor), with the caller's own key for it. */
export interface ScreeningSubject<K> {
  key: K;
  query: ScreeningQuery;
}

/** What a party is screened on, as far as finding candidates goes: its names and identifiers. */
export interface IndexedSubject<K> {
  key: K;
  names: readonly string[];
  identifiers?: readonly { value: string }[];
}

/**
 * Many screened parties (every vendor of every workspace), each name taken apart once into the units
 * its search would look up (`queryUnits`). `reachedBy` answers the few parties a small index (a list
 * change) could concern without searching each: a party none of whose names may gather a candidate
 * there (`ScreeningIndex.mayGather`) and none of whose identifiers an entry carries finds nothing.
 */
export interface SubjectIndex<K> {
  readonly size: number;
  /**
   * Every party a search of `index` at `threshold` (default the matcher's) could match, and some more:
   * search these alone.
   */
  reachedBy(index: ScreeningIndex, threshold?: number): K[];
}

interface IndexedName {
  units: QueryUnit[];
  minTotalWeight: number;
  abjad: boolean;
}

export function buildSubjectIndex<K>(subjects: Iterable<IndexedSubject<K>>): SubjectIndex<K> {
  const keys: K[] = [];
  const names: IndexedName[][] = [];
  const identifiers: string[][] = [];
  for (const subject of subjects) {
    keys.push(subject.key);
    names.push(subject.names.map((name) => queryUnits(name)));
    identifiers.push((subject.identifiers ?? []).map((i) => i.value));
  }
  return {
    size: keys.length,
    reachedBy(index, threshold) {
      // Parties share most words (TRADING, common surnames): each unit is looked up once.
      const reaches = [new Map<string, boolean>(), new Map<string, boolean>()] as const;
      const reached = (name: IndexedName) => {
        const memo = reaches[name.abjad ? 1 : 0];
        return name.units.some(({ text }) => {
          let found = memo.get(text);
          if (found === undefined) {
            found = index.reaches(text, name.abjad);
            memo.set(text, found);
          }
          return found;
        });
      };
      return keys.filter(
        (_, i) =>
          (identifiers[i] as string[]).some((value) => index.identifies(value)) ||
          (names[i] as IndexedName[]).some((name) => reached(name) && index.mayGather(name, threshold)),
      );
    },
  };
}

/**
 * What a list update could change: every subject screened against only the added and changed
 * entries of a new list version. Only the subjects that may find a candidate there
 * (`buildSubjectIndex`) are searched, so 100,000 vendors against a daily update of a few hundred
 * entries take a fraction of a second.
 */
export function subjectsAffectedBy<K>(
  changed: readonly ListEntry[],
  subjects: Iterable<ScreeningSubject<K>>,
  options: SearchOptions = {},
): { key: K; matches: ScreeningMatch[] }[] {
  if (changed.length === 0) return [];
  const index = buildScreeningIndex(changed);
  const all = [...subjects];
  // The partial-name mode keeps names below the threshold: every party reaching a token may match.
  const threshold = options.mode === "partial" ? 0 : options.threshold;
  const reached = buildSubjectIndex(
    all.map((subject, i) => ({
      key: i,
      names: [subject.query.name, ...(subject.query.aliases ?? [])],
      identifiers: subject.query.identifiers,
    })),
  ).reachedBy(index, threshold);
  const affected: { key: K; matches: ScreeningMatch[] }[] = [];
  for (const i of reached) {
    const subject = all[i] as ScreeningSubject<K>;
    const matches = index.search(subject.query, options);
    if (matches.length) affected.push({ key: subject.key, matches });
  }
  return affected;
}
