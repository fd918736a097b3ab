import type { ListEntry } from "../model";
import { queryUnits } from "./normalize";
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
 * Many screened parties (every vendor of every workspace) by the units their searches would look up
 * (`queryUnits`) and by identifier value. Parties share most of their words (TRADING, LTD, common
 * surnames), so asking a small index about each distinct unit once is far cheaper than searching
 * every party: `reachedBy` answers the few a list change could concern.
 */
export interface SubjectIndex<K> {
  readonly size: number;
  /**
   * Every party one of whose units or identifiers gathers a candidate name in `index`: all those a
   * search of `index` could match (the others find nothing at any threshold), and some more.
   */
  reachedBy(index: ScreeningIndex): K[];
}

export function buildSubjectIndex<K>(subjects: Iterable<IndexedSubject<K>>): SubjectIndex<K> {
  const keys: K[] = [];
  // Unit -> parties holding it, separately for names in Arabic script (looked up more widely).
  const byUnit = [new Map<string, number[]>(), new Map<string, number[]>()] as const;
  const byIdentifier = new Map<string, number[]>();
  const post = (map: Map<string, number[]>, key: string, subject: number) => {
    const posting = map.get(key);
    if (!posting) map.set(key, [subject]);
    else if (posting[posting.length - 1] !== subject) posting.push(subject);
  };
  for (const subject of subjects) {
    const at = keys.length;
    keys.push(subject.key);
    for (const name of subject.names) {
      const { units, abjad } = queryUnits(name);
      for (const unit of units) post(byUnit[abjad ? 1 : 0], unit, at);
    }
    for (const identifier of subject.identifiers ?? []) post(byIdentifier, identifier.value, at);
  }
  return {
    size: keys.length,
    reachedBy(index) {
      const reached = new Uint8Array(keys.length);
      const mark = (posting: number[]) => {
        for (const subject of posting) reached[subject] = 1;
      };
      for (const [abjad, map] of byUnit.entries())
        for (const [unit, posting] of map) if (index.reaches(unit, abjad === 1)) mark(posting);
      for (const [value, posting] of byIdentifier) if (index.identifies(value)) mark(posting);
      return keys.filter((_, i) => reached[i] === 1);
    },
  };
}

/**
 * What a list update could change: every subject screened against only the added and changed
 * entries of a new list version. Only the subjects the changed entries' index reaches at all
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
  const reached = buildSubjectIndex(
    all.map((subject, i) => ({
      key: i,
      names: [subject.query.name, ...(subject.query.aliases ?? [])],
      identifiers: subject.query.identifiers,
    })),
  ).reachedBy(index);
  const affected: { key: K; matches: ScreeningMatch[] }[] = [];
  for (const i of reached) {
    const subject = all[i] as ScreeningSubject<K>;
    const matches = index.search(subject.query, options);
    if (matches.length) affected.push({ key: subject.key, matches });
  }
  return affected;
}
