import {
  apiMessages,
  fieldMessages,
  type SanctionListKey,
  type ScreeningSearchQuery,
  sanctionListKeys,
} from "@tierline/contracts";
import { resolveCountry, type SourceId, sourceDefinitions, sourceIds } from "@tierline/screening";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import type { ScreeningSearchFound, ScreeningSource, VendorScreeningFound } from "./screening";
import { enqueueVendorScreening } from "./screening.jobs";
import { partiesOf } from "./screening-groups";
import type { ScreeningIndexHolder } from "./screening-index-holder";
import { sourceStates, sourcesWithCurrentVersion } from "./screening-lists.repository";
import { searchCoverage } from "./search-coverage";
import { vendorScreeningOf } from "./vendor-screening";

/**
 * Names fully scored per reading of the query, the best by estimated score: ten times the matcher's
 * default, so that the count of matches is exact for all but the broadest searches (a common given
 * name alone at a low threshold), which say their count is a lower bound. Measured on the real lists:
 * under 100 ms for the broadest.
 */
const searchCandidates = 2_000;

/**
 * The list a `list` filter searches. SDN alternate names and addresses are published as part of their SDN
 * entry (key SDNs), never as entries of their own: filtering on their keys would always find nothing.
 */
const searchedList = (list: SanctionListKey): SanctionListKey =>
  list === "altNames" || list === "addresses" ? "SDNs" : list;

/**
 * Restricted-party lists as workspaces see them: an ad hoc search, and what is loaded. The lists are
 * the same for every workspace; the actor is taken for the house rule and the access check upstream.
 */
export function createScreeningService(
  { db, jobs, now }: CoreDeps,
  index: ScreeningIndexHolder,
  { maxListAgeHours }: { maxListAgeHours: number },
) {
  const freshness = () => ({ now: now(), maxAgeHours: maxListAgeHours });
  return {
    async search(_actor: Actor, query: ScreeningSearchQuery): Promise<ScreeningSearchFound> {
      const country = query.country ? resolveCountry(query.country) : undefined;
      if (query.country && !country) {
        throw new AppError("VALIDATION", { country: fieldMessages.screeningCountryInvalid });
      }
      const { index: current, versions } = await index.get();
      // An empty index is lists not loaded yet, not a name that matches nothing: said so, never as "no match".
      if (current.size === 0) throw new AppError("SERVICE_UNAVAILABLE", apiMessages.screeningListsNotLoaded);
      const list = query.list ? searchedList(query.list) : undefined;
      // Every match, then the page of parties: a party's copies are grouped before the ranking is cut
      // into pages, so that they are never split across two, and the count is of parties.
      const found = current.searchPage(
        {
          name: query.name,
          country,
          schema: query.schema,
          lists: list ? [list] : undefined,
          sources: query.source ? [query.source] : undefined,
        },
        {
          threshold: query.threshold,
          mode: query.mode,
          limit: Number.MAX_SAFE_INTEGER,
          maxCandidates: searchCandidates,
        },
      );
      // One party's copies on several lists together, as the review flow and the work queue show them.
      const parties = partiesOf(found.matches, (m) => m.entry);
      const offset = (query.page - 1) * query.page_size;
      return {
        results: parties.slice(offset, offset + query.page_size).flat(),
        count: parties.length,
        countExact: found.complete,
        ...searchCoverage(versions, await sourceStates(db), { source: query.source, list }, freshness()),
        maxListAgeHours,
      };
    },

    /** A vendor's last screening: when, against which list versions, on what evidence, what matched. */
    async vendorScreening(actor: Actor, relationshipId: string): Promise<VendorScreeningFound> {
      const found = await vendorScreeningOf(db, actor, relationshipId);
      if (!found) throw notFound();
      // Judged now: a list the vendor was screened against has aged since, or has been loaded since (the
      // vendor is then due a screening against it, and until then was not screened on it).
      const screenedAgainst = new Map(
        Object.entries(found.listVersions).filter((entry): entry is [SourceId, number] =>
          (sourceIds as readonly string[]).includes(entry[0]),
        ),
      );
      const coverage = searchCoverage(screenedAgainst, await sourceStates(db), {}, freshness());
      return { ...found, ...coverage, maxListAgeHours };
    },

    /**
     * Screens the vendor again now (a member asks), even when neither it nor the lists changed: the job
     * stores a new result with its time. Dismissed pairs stay dismissed, as after any screening.
     */
    async screenAgain(actor: Actor, relationshipId: string): Promise<{ queuedAt: Date }> {
      const found = await db.vendorRelationship.count({
        where: { id: relationshipId, workspaceId: actor.workspaceId },
      });
      if (found === 0) throw notFound();
      const queuedAt = now();
      await enqueueVendorScreening(jobs, actor.workspaceId, [relationshipId], { force: true });
      return { queuedAt };
    },

    /** Every source, loaded or not, with its current version and the state of its refreshes. */
    async lists(_actor: Actor): Promise<ScreeningSource[]> {
      const rows = new Map((await sourcesWithCurrentVersion(db)).map((row) => [row.id, row]));
      return sourceIds.map((id) => {
        const definition = sourceDefinitions[id];
        const row = rows.get(id);
        const version = row?.versions[0];
        const counts = (version?.keyCounts ?? {}) as Partial<Record<SanctionListKey, number>>;
        return {
          source: id,
          title: definition.title,
          publisher: definition.publisher,
          origins: row?.origins ?? [],
          version: version?.number ?? null,
          publishedAt: version?.publishedAt ?? null,
          loadedAt: version?.createdAt ?? null,
          entryCount: version?.entryCount ?? null,
          lists: sanctionListKeys
            .filter((list) => counts[list] !== undefined)
            .map((list) => ({ list, count: counts[list]! })),
          lastRefreshAt: row?.lastRefreshAt ?? null,
          lastSuccessAt: row?.lastSuccessAt ?? null,
          lastError: row?.lastError ?? null,
          lastErrorAt: row?.lastErrorAt ?? null,
        };
      });
    },
  };
}
