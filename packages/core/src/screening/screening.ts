import type { SanctionListKey, ScreeningSourceStatus } from "@tierline/contracts";
import type { ScreeningMatch, SourceId } from "@tierline/screening";
import type { Page } from "../repository";

/** The screening domain's objects as core answers them (the api maps them to the wire's shapes). */

/** How a source took part in a search (`stale`: its last refresh failed, its last good version was searched). */
export interface ScreeningSearchedSource {
  source: SourceId;
  status: ScreeningSourceStatus;
  /** The version searched; null when none was. */
  version: number | null;
  /** When its last refresh failed (null: it did not). */
  lastErrorAt: Date | null;
}

/** A page of matches, best first, and which sources the search was meant to cover. */
export interface ScreeningSearchFound extends Page<ScreeningMatch> {
  /** False when the matcher left candidates unscored (a very broad search): `count` is a lower bound. */
  countExact: boolean;
  sources: ScreeningSearchedSource[];
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
