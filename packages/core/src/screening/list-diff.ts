import { entryHash, type ListEntry } from "@tierline/screening";

/** A current revision as stored: enough to tell whether a parsed entry is new, changed or gone. */
export interface StoredRevision {
  id: string;
  list: string;
  officialId: string;
  hash: string;
}

interface HashedEntry {
  entry: ListEntry;
  hash: string;
}

export interface EntryDiff {
  added: HashedEntry[];
  /** The new content, and the revision it replaces. */
  changed: { next: HashedEntry; previousId: string }[];
  removed: StoredRevision[];
}

/** A party is the same party across versions when its list and publisher id are. */
const entryKey = (list: string, officialId: string) => `${list}\u0000${officialId}`;

/**
 * One entry per (list, id), hashed. A publication naming one id twice would break the one-current-revision
 * rule; the first wins and the rest are counted, so the caller can report them.
 */
export function hashEntries(entries: readonly ListEntry[]): { entries: HashedEntry[]; duplicates: number } {
  const seen = new Set<string>();
  const unique: HashedEntry[] = [];
  for (const entry of entries) {
    const key = entryKey(entry.list, entry.id);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ entry, hash: entryHash(entry) });
  }
  return { entries: unique, duplicates: entries.length - unique.length };
}

/** What changed between the stored current revisions of a source and its newly parsed entries. */
export function diffEntries(current: readonly StoredRevision[], next: readonly HashedEntry[]): EntryDiff {
  const byKey = new Map(current.map((r) => [entryKey(r.list, r.officialId), r]));
  const diff: EntryDiff = { added: [], changed: [], removed: [] };
  for (const item of next) {
    const key = entryKey(item.entry.list, item.entry.id);
    const stored = byKey.get(key);
    if (!stored) diff.added.push(item);
    else if (stored.hash !== item.hash) diff.changed.push({ next: item, previousId: stored.id });
    byKey.delete(key);
  }
  diff.removed = [...byKey.values()];
  return diff;
}

/** Entries per list key, e.g. {SDNs: 14965}: what the lists call shows per list. */
export function countByList(entries: readonly HashedEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { entry } of entries) counts[entry.list] = (counts[entry.list] ?? 0) + 1;
  return counts;
}
