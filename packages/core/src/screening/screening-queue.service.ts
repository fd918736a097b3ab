import {
  defaultScreeningQueueOrdering,
  filterValues,
  type RiskSeverity,
  riskSeverityForSanctionList,
  type SanctionListKey,
  type SanctionSourceId,
  type ScreeningQueueFilters as ScreeningQueueFiltersQuery,
  type ScreeningQueueQuery,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import type { JurisdictionTable } from "../jurisdictions/jurisdiction-table";
import type { Page } from "../repository";
import { assertActorWorkspace } from "../scope";
import { byPublication } from "./screening-groups";
import {
  createScreeningQueueRepository,
  type QueuedMatch,
  type ScreeningQueueCounts,
  type ScreeningQueueFilters,
  type ScreeningQueueRow,
} from "./screening-queue.repository";

/**
 * A list a match is on and the publication it comes from (a UN listing is filed under the EU key, and is
 * named as the UN's); no source for a risk kept before its matches were.
 */
export interface QueuedListing {
  list: SanctionListKey;
  source?: SanctionSourceId;
}

/** One listed party a queued vendor may be: its copies on several lists, the first-hand publication first. */
export interface QueuedParty {
  key: string;
  name: string;
  score: number;
  severity: RiskSeverity;
  lists: QueuedListing[];
  sources: SanctionSourceId[];
}

/** A row of the queue: a vendor with open possible matches, its country named and its parties grouped. */
export interface ScreeningQueueItem extends Omit<ScreeningQueueRow, "vendor" | "matches" | "lists"> {
  lists: QueuedListing[];
  vendor: Omit<ScreeningQueueRow["vendor"], "countryCode"> & {
    country: { code: string; name: string } | null;
  };
  matchCount: number;
  parties: QueuedParty[];
}

const distinct = <T>(values: T[]) => [...new Set(values)];

/** Each list once per publication it comes from, in the order of `matches`. */
const listingsOf = (matches: readonly QueuedMatch[]): QueuedListing[] => [
  ...new Map(matches.map((m) => [`${m.list}:${m.source}`, { list: m.list, source: m.source }])).values(),
];

/** The row's lists (in their stored order), each with the publications its matches come from. */
const rowListings = (lists: readonly SanctionListKey[], matches: readonly QueuedMatch[]): QueuedListing[] =>
  lists.flatMap((list) => {
    const on = listingsOf(matches.filter((m) => m.list === list));
    return on.length > 0 ? on : [{ list }];
  });

/** A vendor's open matches per listed party (the group screening gave them), the best party first. */
function queuedParties(matches: readonly QueuedMatch[]): QueuedParty[] {
  const groups = new Map<string, QueuedMatch[]>();
  for (const match of matches) {
    // A match kept before matches were grouped is a party of its own.
    const key = match.group ?? `${match.source}:${match.list}:${match.id}`;
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  return [...groups]
    .map(([key, group]) => {
      // The first-hand publication first (as the review flow shows a group): its name names the party.
      const sorted = [...group].sort(byPublication);
      return {
        key,
        name: sorted[0]!.name,
        score: Math.max(...group.map((m) => m.score)),
        severity: group.some((m) => riskSeverityForSanctionList(m.list) === "HIGH")
          ? ("HIGH" as const)
          : ("LOW" as const),
        lists: listingsOf(sorted),
        sources: distinct(sorted.map((m) => m.source)),
      };
    })
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

function screeningQueueFilters(query: ScreeningQueueFiltersQuery): ScreeningQueueFilters {
  return {
    search: query.search || undefined,
    lists: filterValues(query.list),
    sources: filterValues(query.source),
    severities: filterValues(query.severity),
    olderThanDays: query.older_than,
    awaitingApproval: query.awaiting_approval === undefined ? undefined : query.awaiting_approval === "true",
  };
}

/**
 * The screening work queue: every open possible match of the workspace's vendors, one row per vendor
 * (its SCREENING risk is decided in one review: confirm the closest match or dismiss all), so that a
 * decision clears its row. Decisions are the review flow's (the vendor's Risk tab), not the queue's.
 */
export function createScreeningQueueService({ db }: CoreDeps, jurisdictions: JurisdictionTable) {
  const repository = createScreeningQueueRepository(db);
  return {
    async list(
      actor: Actor,
      workspaceId: string,
      query: ScreeningQueueQuery,
    ): Promise<Page<ScreeningQueueItem>> {
      assertActorWorkspace(actor, workspaceId);
      const [found, countries] = await Promise.all([
        repository.list(actor, screeningQueueFilters(query), {
          ordering: query.ordering ?? defaultScreeningQueueOrdering,
          page: query.page,
          pageSize: query.page_size,
        }),
        jurisdictions.countriesById(),
      ]);
      return {
        count: found.count,
        results: found.results.map(({ vendor, matches, lists, ...row }) => {
          const country = vendor.countryCode ? countries.get(vendor.countryCode) : undefined;
          return {
            ...row,
            lists: rowListings(lists, matches),
            vendor: {
              id: vendor.id,
              name: vendor.name,
              country:
                country && vendor.countryCode ? { code: vendor.countryCode, name: country.name } : null,
              status: vendor.status,
              verificationStatus: vendor.verificationStatus,
            },
            matchCount: matches.length,
            parties: queuedParties(matches),
          };
        }),
      };
    },

    stats(
      actor: Actor,
      workspaceId: string,
      query: ScreeningQueueFiltersQuery,
    ): Promise<ScreeningQueueCounts> {
      assertActorWorkspace(actor, workspaceId);
      return repository.counts(actor, screeningQueueFilters(query));
    },
  };
}
export type ScreeningQueueService = ReturnType<typeof createScreeningQueueService>;
