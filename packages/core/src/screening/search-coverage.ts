import type { SanctionListKey, ScreeningSourceStatus } from "@tierline/contracts";
import { publishedFirstHand, type SourceId, sourceDefinitions, sourceIds } from "@tierline/screening";
import type { ScreeningSearchedSource } from "./screening";

/** What a search was restricted to (`list` as searched: SDN alternate names and addresses are SDNs). */
interface SearchFilter {
  source?: SourceId;
  list?: SanctionListKey;
}

/**
 * The sources a search was meant to cover, and how each took part, so that an answer without matches is
 * never read as clean on a list that was not searched. Meant to cover: every source, or the one filtered
 * on, or those that publish the list filtered on (the CSL's copy of a list only while no first-hand
 * publisher of it is loaded: otherwise the merge drops it). `searched` is the version of each source in
 * the index; `failures` the sources whose last refresh failed, with when.
 */
export function searchCoverage(
  searched: ReadonlyMap<SourceId, number>,
  failures: readonly { id: string; lastErrorAt: Date | null }[],
  filter: SearchFilter,
): ScreeningSearchedSource[] {
  const loaded = new Set(searched.keys());
  const failedAt = new Map(failures.map((f) => [f.id, f.lastErrorAt]));
  const meant = (source: SourceId) => {
    if (filter.source && source !== filter.source) return false;
    if (!filter.list) return true;
    if (!sourceDefinitions[source].lists.includes(filter.list)) return false;
    return !(source === "csl" && publishedFirstHand(filter.list, loaded));
  };
  return sourceIds.filter(meant).map((source) => {
    const version = searched.get(source) ?? null;
    const failed = failedAt.has(source);
    const status: ScreeningSourceStatus = version === null ? "not_loaded" : failed ? "stale" : "searched";
    return { source, status, version, lastErrorAt: failedAt.get(source) ?? null };
  });
}
