import { type SanctionListKey, type ScreeningSourceStatus, sanctionListKeys } from "@tierline/contracts";
import {
  listPublishers,
  publishedFirstHand,
  type SourceId,
  sourceDefinitions,
  sourceIds,
} from "@tierline/screening";
import type { ScreeningCoverage, ScreeningListNotSearched } from "./screening";

/** What a search was restricted to (`list` as searched: SDN alternate names and addresses are SDNs). */
interface SearchFilter {
  source?: SourceId;
  list?: SanctionListKey;
}

/** A source's refresh state as stored (every source the worker has tried has a row). */
export interface SourceState {
  id: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  /** Entries per list key of its current version. */
  keyCounts?: Partial<Record<SanctionListKey, number>>;
}

/** When a searched source counts as stale, and the time to judge it at. */
export interface FreshnessRule {
  now: Date;
  maxAgeHours: number;
}

/** The default maximum list age: one missed daily refresh is tolerated, two in a row are not. */
export const defaultMaxListAgeHours = 48;

/** Keys that are parts of another list (SDN addresses and alternate names), not lists of their own. */
const partKeys: readonly SanctionListKey[] = ["addresses", "altNames"];

/**
 * The sources and lists a screening was meant to cover, and how each took part, so that an answer
 * without matches is never read as clean on a list that was not searched, or only on an old copy.
 * Sources meant: every source, or the one filtered on, or those that publish the list filtered on (the
 * CSL's copy of a list only while no first-hand publisher of it is loaded: otherwise the merge drops it).
 * `searched` is the version of each source screened against. A source is `stale` when its files were last
 * got and checked longer ago than the maximum age (age of the check, not of the publication: a list the
 * publisher has not changed for a month is current when checked today).
 * Lists: each key of spec section 3 (or the one filtered on) takes the status of the source its entries
 * come from, the first loaded of its publishers (`listPublishers`); the CSL counts only with entries
 * under the key. Only lists not fully searched are returned.
 */
export function searchCoverage(
  searched: ReadonlyMap<SourceId, number>,
  states: readonly SourceState[],
  filter: SearchFilter,
  { now, maxAgeHours }: FreshnessRule,
): ScreeningCoverage {
  const loaded = new Set(searched.keys());
  const stateOf = new Map(states.map((s) => [s.id, s]));
  const meant = (source: SourceId) => {
    if (filter.source && source !== filter.source) return false;
    if (!filter.list) return true;
    if (!sourceDefinitions[source].lists.includes(filter.list)) return false;
    return !(source === "csl" && publishedFirstHand(filter.list, loaded));
  };
  const oldest = now.getTime() - maxAgeHours * 3_600_000;
  const statusOf = (source: SourceId): ScreeningSourceStatus => {
    const state = stateOf.get(source);
    if (!searched.has(source)) return state?.lastErrorAt ? "failed" : "missing";
    const checked = state?.lastSuccessAt?.getTime();
    return checked === undefined || checked < oldest ? "stale" : "searched";
  };

  const sources = sourceIds.filter(meant).map((source) => {
    const state = stateOf.get(source);
    return {
      source,
      status: statusOf(source),
      version: searched.get(source) ?? null,
      lastSuccessAt: state?.lastSuccessAt ?? null,
      lastErrorAt: state?.lastErrorAt ?? null,
    };
  });

  const keys = filter.list ? [filter.list] : sanctionListKeys.filter((key) => !partKeys.includes(key));
  const cslCounts = stateOf.get("csl")?.keyCounts;
  const listsNotSearched: ScreeningListNotSearched[] = [];
  for (const list of keys) {
    const publishers = listPublishers(list);
    const considered = publishers.filter(meant);
    // A list whose entries come from a loaded source outside the filter is that source's, not this search's.
    if (considered.length === 0 || publishers.some((p) => loaded.has(p) && !considered.includes(p))) continue;
    const from = considered.find((p) => loaded.has(p));
    const status: ScreeningSourceStatus = !from
      ? considered.some((p) => statusOf(p) === "failed")
        ? "failed"
        : "missing"
      : from === "csl" && cslCounts && !cslCounts[list]
        ? "missing"
        : statusOf(from);
    if (status !== "searched") listsNotSearched.push({ list, status, sources: considered });
  }
  return { sources, listsNotSearched };
}
