import { z } from "zod";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import {
  sanctionListKeySchema,
  sanctionListKeys,
  sanctionSourceIds,
  sanctionSourceSchema,
} from "./sanction-lists";
import { trimmedString } from "./text-rules";

/** Restricted-party lists: an ad hoc search of the loaded lists, and what is loaded (decisions.md). */

/**
 * `full`: whole names scoring at least the threshold (what vendor screening uses). `partial`: also every
 * listed name holding all of the query's words (a surname alone finds the listed people of that name),
 * ranked below the full matches. The search screen's choice only.
 */
export const screeningSearchModes = ["full", "partial"] as const;

/**
 * A number in query text: plain decimal digits only ("0x10", "1e3", " 5" are refused, where coercion
 * would take them), and an empty value counts as not given; 16 characters are more than any value in
 * range needs. A codec, not a transform, so the OpenAPI document still describes the parameter (a string
 * of that pattern).
 */
function queryNumber<T extends z.ZodType<number | undefined, number | undefined>>(message: string, out: T) {
  return z.codec(
    z
      .string({ error: once(message) })
      .max(16, message)
      .regex(/^(\d+(\.\d+)?)?$/, message)
      .optional(),
    out,
    {
      decode: (text) => (text ? Number(text) : undefined) as z.input<T>,
      encode: (value) => (value === undefined ? undefined : String(value)),
    },
  );
}

/**
 * GET /screening/search, a page of the listed parties that match (`page`, `page_size` as every list).
 * `country` is an ISO 3166 code or an English country name; whether it names a country is judged by the
 * matcher's country table in core (an unknown one is a field error there).
 */
export const screeningSearchQuerySchema = paginationQuerySchema.extend({
  /** The general name rule (`nameSchema`), with its own message for a repeated key. */
  name: trimmedString(once(fieldMessages.nameRequired))
    .min(1, { error: fieldMessages.nameRequired, abort: true })
    .max(255, fieldMessages.nameTooLong),
  country: trimmedString(once(fieldMessages.screeningCountryInvalid))
    .max(100, fieldMessages.screeningCountryInvalid)
    .optional(),
  list: z.enum(sanctionListKeys, { error: once(fieldMessages.sanctionListInvalid) }).optional(),
  /** Only the entries loaded from this publication. */
  source: z.enum(sanctionSourceIds, { error: once(fieldMessages.sanctionSourceInvalid) }).optional(),
  /** Person or Company when the caller knows (as the command line's schema column); unknown: both readings. */
  schema: z.enum(["Person", "Company"], { error: once(fieldMessages.screeningSchemaInvalid) }).optional(),
  /**
   * Minimum score, 0.5..1 (default: the matcher's threshold). Lower thresholds make the matcher score
   * nearly every listed name (0 scores all of them): the command line allows them, the api does not.
   */
  threshold: queryNumber(
    fieldMessages.screeningThresholdInvalid,
    z
      .number()
      .min(0.5, fieldMessages.screeningThresholdInvalid)
      .max(1, fieldMessages.screeningThresholdInvalid)
      .optional(),
  ),
  /** Absent: full. */
  mode: z.enum(screeningSearchModes, { error: once(fieldMessages.screeningModeInvalid) }).optional(),
});
export type ScreeningSearchQuery = z.infer<typeof screeningSearchQuerySchema>;

const partySchemas = ["Person", "Company", "Vessel", "Aircraft", "Unknown"] as const;
const nameKinds = ["primary", "aka", "fka", "nka", "weak", "original"] as const;
export type NameKind = (typeof nameKinds)[number];

/** How a listed name relates to its entry, as the lists themselves say it. */
export const nameKindLabels: Record<NameKind, string> = {
  primary: "Primary name",
  aka: "a.k.a.",
  fka: "f.k.a.",
  nka: "n.k.a.",
  weak: "weak a.k.a.",
  original: "Original script",
};

/** A listed party as published (optional facts are null when the list does not give them). */
export const listEntrySchema = z.object({
  schema: z.enum(partySchemas),
  aliases: z.array(z.object({ name: z.string(), kind: z.enum(nameKinds) })),
  /** ISO alpha-2 codes from addresses, nationality, vessel flag... */
  countries: z.array(z.string()),
  addresses: z.array(
    z.object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      postal_code: z.string().nullable(),
      country: z.string().nullable(),
      /** The country exactly as published. */
      country_name: z.string().nullable(),
    }),
  ),
  identifiers: z.array(z.object({ type: z.string(), value: z.string(), country: z.string().nullable() })),
  programs: z.array(z.string()),
  /** Date first listed (YYYY-MM-DD). */
  listed_on: z.string().nullable(),
  remarks: z.string().nullable(),
  /**
   * Set when the entry comes from an archived copy of its publication (that copy's date, YYYY-MM or
   * YYYY-MM-DD) because the current file lacks it: the listing may have changed since.
   */
  archive_date: z.string().nullable(),
});
export type ListEntryWire = z.infer<typeof listEntrySchema>;

/** One possible match, with the parts of its score so that it explains itself to a reviewer. */
export const screeningMatchSchema = z.object({
  list: sanctionListKeySchema,
  list_label: z.string(),
  /** The publisher's id of the entry (OFAC ent_num, UK Group ID...). */
  id: z.string(),
  /** The publication it was loaded from (ofac_sdn, csl, uk...), and who publishes it ("UN Security Council"). */
  source: sanctionSourceSchema,
  source_label: z.string(),
  name: z.string(),
  /** The listed name (primary or alias) that matched best. */
  matched_name: z.string(),
  matched_name_kind: z.enum(nameKinds),
  query_name: z.string(),
  /** 0..1. */
  score: z.number(),
  /**
   * Found by the partial-name mode only: every word searched is in the listed name, but the whole name
   * scored below the threshold, so it ranks below every full match.
   */
  partial: z.boolean(),
  parts: z.object({
    name: z.number(),
    country: z.number(),
    identifier: z.number(),
    tokens: z.array(
      z.object({ query: z.string(), listed: z.string(), similarity: z.number(), weight: z.number() }),
    ),
  }),
  entry: listEntrySchema,
  /**
   * The listed party: its copies on several lists (the SDN, UN, UK and CSL copies of one party) share
   * this key, `source:list:id` of its first-hand copy, and come together on one page, the first-hand
   * publication first.
   */
  group: z.string(),
});
export type ScreeningMatchWire = z.infer<typeof screeningMatchSchema>;

/**
 * How a source took part in a screening: `searched` at a version refreshed within the maximum list age;
 * `stale`: searched, but its files were last got and checked longer ago than that (its refreshes fail, or
 * the worker has not run); `failed`: no version, its last refresh failed; `missing`: no version and no
 * failure (never loaded, or not in the worker's data folder). Only `searched` is a full search.
 */
export const screeningSourceStatuses = ["searched", "stale", "failed", "missing"] as const;
export type ScreeningSourceStatus = (typeof screeningSourceStatuses)[number];

export const screeningSearchedSourceSchema = z.object({
  source: sanctionSourceSchema,
  label: z.string(),
  status: z.enum(screeningSourceStatuses),
  /** The version searched; null when none was. */
  version: z.number().int().nullable(),
  /** When its files were last got and checked (a new version or the same again); null: never. */
  last_success_at: z.iso.datetime().nullable(),
  /** When its last refresh failed (null: it did not). */
  last_error_at: z.iso.datetime().nullable(),
});
export type ScreeningSearchedSource = z.infer<typeof screeningSearchedSourceSchema>;

/**
 * A list (spec section 3's keys; SDN addresses and alternate names are part of the SDN list) that a
 * screening meant to cover but did not search in full, why (the status of the source its entries come
 * from: `stale`, `failed` or `missing`), and the sources that publish it.
 */
export const screeningListNotSearchedSchema = z.object({
  list: sanctionListKeySchema,
  label: z.string(),
  status: z.enum(["stale", "failed", "missing"]),
  sources: z.array(sanctionSourceSchema),
});
export type ScreeningListNotSearched = z.infer<typeof screeningListNotSearchedSchema>;

/**
 * What a screening covered, beside its matches, so that a clean answer is never read as clean on a list
 * that was not searched: every source meant (status each), the lists not searched in full, and the
 * maximum list age (hours) past which a searched source counts as stale (the api's configuration).
 */
export const screeningCoverageShape = {
  sources: z.array(screeningSearchedSourceSchema),
  lists_not_searched: z.array(screeningListNotSearchedSchema),
  max_list_age_hours: z.number().int(),
};

/**
 * A page of listed parties, best first, each as its matches on every list that publishes it (one
 * `group`, never split across two pages): `page_size` and `count` count parties, so a page can hold more
 * rows than its size. `count_exact` is false when the matcher left candidates unscored (a very broad
 * search), so `count` is a lower bound. `sources`: each
 * source the search was meant to cover (all of them, or the one filtered on, or those that publish the
 * list filtered on) and whether it was searched, so that no answer reads as clean on a list never searched;
 * `lists_not_searched` the lists among them not searched in full.
 */
export const screeningSearchResponseSchema = paginatedSchema(screeningMatchSchema).extend({
  count_exact: z.boolean(),
  ...screeningCoverageShape,
});
export type ScreeningSearchResponse = z.infer<typeof screeningSearchResponseSchema>;

/** A loaded publication: its newest good version and the state of its refreshes (null: never loaded). */
export const screeningSourceSchema = z.object({
  source: sanctionSourceSchema,
  title: z.string(),
  publisher: z.string(),
  /**
   * Where the last refresh took the files from: download addresses (origin and path only) or "local
   * folder <name>". Empty until the worker has tried the source.
   */
  origins: z.array(z.string()),
  version: z.number().int().nullable(),
  /** Publication date the files state (YYYY-MM-DD). */
  published_at: z.string().nullable(),
  /** When the current version was loaded. */
  loaded_at: z.iso.datetime().nullable(),
  entry_count: z.number().int().nullable(),
  lists: z.array(z.object({ list: sanctionListKeySchema, label: z.string(), count: z.number().int() })),
  last_refresh_at: z.iso.datetime().nullable(),
  last_success_at: z.iso.datetime().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.iso.datetime().nullable(),
});
export type ScreeningSource = z.infer<typeof screeningSourceSchema>;

export const screeningListsResponseSchema = z.object({ results: z.array(screeningSourceSchema) });
export type ScreeningListsResponse = z.infer<typeof screeningListsResponseSchema>;
