import type { ListEntry } from "../model";
import { buildScreeningIndex } from "./screening-index";
import type { ScreeningMatch, ScreeningQuery, SearchOptions } from "./types";

/** A screened party (a vendor), with the caller's own key for it. */
export interface ScreeningSubject<K> {
  key: K;
  query: ScreeningQuery;
}

/**
 * What a list update could change: every subject screened against only the added and changed
 * entries of a new list version. Indexing a diff of a few hundred entries takes milliseconds, so a
 * daily update re-screens thousands of vendors without re-running full searches.
 */
export function subjectsAffectedBy<K>(
  changed: readonly ListEntry[],
  subjects: Iterable<ScreeningSubject<K>>,
  options: SearchOptions = {},
): { key: K; matches: ScreeningMatch[] }[] {
  if (changed.length === 0) return [];
  const index = buildScreeningIndex(changed);
  const affected: { key: K; matches: ScreeningMatch[] }[] = [];
  for (const subject of subjects) {
    const matches = index.search(subject.query, options);
    if (matches.length) affected.push({ key: subject.key, matches });
  }
  return affected;
}
