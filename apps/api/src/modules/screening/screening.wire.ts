import type * as wire from "@tierline/contracts";
import {
  sanctionListLabelOf,
  sanctionListLabels,
  sanctionSourceLabels,
  screeningMatchKey,
} from "@tierline/contracts";
import type {
  ListEntry,
  ScreeningListNotSearched,
  ScreeningMatch,
  ScreeningSearchedSource,
  ScreeningSource,
  StoredMatch,
  VendorScreeningFound,
} from "@tierline/core";

/** The screening domain's objects in the wire's snake_case shapes (contracts), with their labels. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const listEntryToWire = (e: ListEntry): wire.ListEntryWire => ({
  schema: e.schema,
  aliases: e.aliases.map((a) => ({ name: a.name, kind: a.kind })),
  countries: e.countries,
  addresses: e.addresses.map((a) => ({
    street: a.street ?? null,
    city: a.city ?? null,
    region: a.region ?? null,
    postal_code: a.postalCode ?? null,
    country: a.country ?? null,
    country_name: a.countryName ?? null,
  })),
  identifiers: e.identifiers.map((i) => ({ type: i.type, value: i.value, country: i.country ?? null })),
  programs: e.programs,
  listed_on: e.listedOn ?? null,
  remarks: e.remarks ?? null,
  archive_date: e.archiveDate ?? null,
});

export const screeningMatchToWire = (m: ScreeningMatch & { group: string }): wire.ScreeningMatchWire => ({
  list: m.list,
  list_label: sanctionListLabelOf(m.list, m.source),
  id: m.id,
  source: m.source,
  source_label: sanctionSourceLabels[m.source],
  name: m.name,
  matched_name: m.matchedName,
  matched_name_kind: m.matchedNameKind,
  query_name: m.queryName,
  score: m.score,
  partial: m.partial,
  parts: m.parts,
  entry: listEntryToWire(m.entry),
  group: m.group,
});

export const searchedSourceToWire = (s: ScreeningSearchedSource): wire.ScreeningSearchedSource => ({
  source: s.source,
  label: sanctionSourceLabels[s.source],
  status: s.status,
  version: s.version,
  last_success_at: iso(s.lastSuccessAt),
  last_error_at: iso(s.lastErrorAt),
});

/** What a screening covered (the search's and a vendor's alike). */
export const coverageToWire = (c: {
  sources: ScreeningSearchedSource[];
  listsNotSearched: ScreeningListNotSearched[];
  maxListAgeHours: number;
}) => ({
  sources: c.sources.map(searchedSourceToWire),
  lists_not_searched: c.listsNotSearched.map(
    (l): wire.ScreeningListNotSearched => ({
      list: l.list,
      label: sanctionListLabels[l.list],
      status: l.status,
      sources: l.sources,
    }),
  ),
  max_list_age_hours: c.maxListAgeHours,
});

export const screeningSourceToWire = (s: ScreeningSource): wire.ScreeningSource => ({
  source: s.source,
  title: s.title,
  publisher: s.publisher,
  origins: s.origins,
  version: s.version,
  // A calendar date: the day, not the instant.
  published_at: s.publishedAt?.toISOString().slice(0, 10) ?? null,
  loaded_at: iso(s.loadedAt),
  entry_count: s.entryCount,
  lists: s.lists.map(({ list, count }) => ({ list, label: sanctionListLabelOf(list, s.source), count })),
  last_refresh_at: iso(s.lastRefreshAt),
  last_success_at: iso(s.lastSuccessAt),
  last_error: s.lastError,
  last_error_at: iso(s.lastErrorAt),
});

/** The version of every source a result was screened against, with the source's label. */
export const listVersionsToWire = (
  listVersions: Record<string, number>,
): wire.VendorScreeningWire["list_versions"] =>
  Object.entries(listVersions).map(([source, version]) => ({
    source: source as wire.VendorScreeningWire["list_versions"][number]["source"],
    source_label: sanctionSourceLabels[source as keyof typeof sanctionSourceLabels] ?? source,
    version,
  }));

export const vendorScreeningToWire = (v: VendorScreeningFound): wire.VendorScreeningWire => ({
  screened_at: iso(v.screenedAt),
  list_versions: listVersionsToWire(v.listVersions),
  evidence: v.evidence,
  ...coverageToWire(v),
  match_count: v.matches.length,
  matches: v.matches.map(storedMatchToWire),
});

/** A stored match; one stored before matches were grouped is a group of its own. */
export const storedMatchToWire = (m: StoredMatch): wire.VendorScreeningMatch => ({
  id: m.id,
  source: m.source,
  source_label: sanctionSourceLabels[m.source],
  list: m.list,
  list_label: sanctionListLabelOf(m.list, m.source),
  name: m.name,
  matched_name: m.matchedName,
  matched_name_kind: m.matchedNameKind,
  query_name: m.queryName,
  query_country: m.queryCountry,
  score: m.score,
  parts: m.parts,
  schema: m.schema,
  programs: m.programs,
  countries: m.countries,
  archive_date: m.archiveDate ?? null,
  group: m.group ?? screeningMatchKey(m),
});
