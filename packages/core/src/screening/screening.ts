import type { SanctionListKey, ScreeningSourceStatus } from "@tierline/contracts";
import type { ScreeningMatch, SourceId } from "@tierline/screening";
import type { Page } from "../repository";
import type { VendorScreeningResult } from "./vendor-screening";

/** The screening domain's objects as core answers them (the api maps them to the wire's shapes). */

/** How a source took part in a screening (see contracts' `screeningSourceStatuses`). */
export interface ScreeningSearchedSource {
  source: SourceId;
  status: ScreeningSourceStatus;
  /** The version searched; null when none was. */
  version: number | null;
  /** When its files were last got and checked; null: never. */
  lastSuccessAt: Date | null;
  /** When its last refresh failed (null: it did not). */
  lastErrorAt: Date | null;
}

/** A list a screening meant to cover but did not search in full, and the sources that publish it. */
export interface ScreeningListNotSearched {
  list: SanctionListKey;
  status: Exclude<ScreeningSourceStatus, "searched">;
  sources: SourceId[];
}

/** What a screening covered: each source meant, and the lists not searched in full. */
export interface ScreeningCoverage {
  sources: ScreeningSearchedSource[];
  listsNotSearched: ScreeningListNotSearched[];
}

/**
 * A page of listed parties, best first (each party's copies together: `count` counts parties), and what
 * the search covered.
 */
export interface ScreeningSearchFound extends Page<ScreeningMatch & { group: string }>, ScreeningCoverage {
  /** False when the matcher left candidates unscored (a very broad search): `count` is a lower bound. */
  countExact: boolean;
  /** The age past which a searched source counts as stale. */
  maxListAgeHours: number;
}

/** A vendor's last screening, and what it covered as judged now. */
export interface VendorScreeningFound extends VendorScreeningResult, ScreeningCoverage {
  maxListAgeHours: number;
}

/** A publication's newest good version and the state of its refreshes (nulls: never loaded). */
export interface ScreeningSource {
  source: SourceId;
  title: string;
  publisher: string;
  /** Where the last refresh took the files from (empty until the worker has tried the source). */
  origins: string[];
  version: number | null;
  /** The publication date the files state (a calendar date, midnight UTC). */
  publishedAt: Date | null;
  /** When the current version was loaded. */
  loadedAt: Date | null;
  entryCount: number | null;
  /** Entries per list key in the current version, in the lists' order. */
  lists: { list: SanctionListKey; count: number }[];
  lastRefreshAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}
