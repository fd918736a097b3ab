import type { SanctionListKey } from "@tierline/contracts";
import type { ListEntry, NameKind, SourceId } from "../model";

/** Who is screened: a vendor (names, aliases, country, identifiers) or an ad hoc search. */
export interface ScreeningQuery {
  name: string;
  aliases?: string[];
  /** ISO alpha-2 code or a country name ("Iran", "Russian Federation"); unresolvable names are ignored. */
  country?: string;
  identifiers?: { type: string; value: string }[];
  /** Person or Company when known; unknown parties are scored as either. */
  schema?: "Person" | "Company";
  /** Only these lists (default: all). */
  lists?: readonly SanctionListKey[];
  /** Only entries loaded from these publications (default: all). */
  sources?: readonly SourceId[];
}

/** How one query token lined up with one listed token. */
export interface TokenMatch {
  query: string;
  listed: string;
  /** 1 = same token; below 1 = typo, transliteration or phonetic variant. */
  similarity: number;
  /** Rarity weight of the token: generic words (TRADING, GROUP) weigh little. */
  weight: number;
}

/** The parts of a score, so that every match explains itself to a reviewer. */
export interface ScoreParts {
  /** Name similarity, 0..1, order-insensitive. */
  name: number;
  /** Added for country evidence: positive when the query's country is among the entry's, 0 when unknown. */
  country: number;
  /** Added for an identifier (LEI, IMO, D-U-N-S...) equal to one of the entry's. */
  identifier: number;
  tokens: TokenMatch[];
}

export interface ScreeningMatch {
  list: SanctionListKey;
  /** The publisher's id of the entry. */
  id: string;
  source: SourceId;
  /** The entry's primary name. */
  name: string;
  /** The listed name (primary or alias) that matched best. */
  matchedName: string;
  matchedNameKind: NameKind;
  /** Which of the query's names matched (the name or one of its aliases). */
  queryName: string;
  /** 0..1, rounded to 3 decimals. */
  score: number;
  /**
   * Found by the partial-name mode only: every word of the query is in the listed name, but the whole
   * name scored below the threshold (its other words count against it), so it ranks below every full match.
   */
  partial: boolean;
  parts: ScoreParts;
  entry: ListEntry;
}

/**
 * `full` (the default, and what vendor screening uses): a match is a whole name scoring at least the
 * threshold. `partial` (the search screen's option): also every listed name containing all of the
 * query's words, so that a surname alone finds the listed people of that name.
 */
export type MatchMode = "full" | "partial";

export interface SearchOptions {
  /** Minimum score (default `defaultThreshold`); 0 returns the best `limit` whatever their score. */
  threshold?: number;
  /** At most this many matches, best first (default 10). */
  limit?: number;
  /** Matches skipped before the `limit` returned, best first (default 0): pages of one ranking. */
  offset?: number;
  mode?: MatchMode;
  /**
   * Names fully scored per reading of a query name, the best by estimated score (default 200, which
   * the benchmark's figures are measured with). A caller counting every match raises it.
   */
  maxCandidates?: number;
}

/** One page of matches, with how many there are in all. */
export interface SearchPage {
  matches: ScreeningMatch[];
  /** Entries matching, over all pages. */
  total: number;
  /**
   * False when more names reached the candidate estimate than `maxCandidates`: names left unscored
   * might have matched too, so `total` is a lower bound.
   */
  complete: boolean;
}
