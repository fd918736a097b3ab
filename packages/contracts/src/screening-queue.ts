import { z } from "zod";
import { entityStatusSchema } from "./entity-enums";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { relationshipStatusSchema } from "./relationship-enums";
import { riskSeveritySchema } from "./risk-enums";
import { riskPersonSchema } from "./risks";
import { sanctionListKeySchema, sanctionSourceSchema } from "./sanction-lists";
import { nameSearchSchema, repeatable } from "./vendors";

/**
 * The screening work queue (GET /workspaces/{id}/screening-queue): every open possible match of the
 * workspace's vendors, one row per vendor (its open SCREENING risk, reviewed in one decision), with the
 * listed parties it may be, so a compliance manager clears the day's matches in one place.
 */

/** `ordering`, `-` descending; every sort ends on the oldest first, then the risk's id. */
export const screeningQueueOrderings = [
  "-severity",
  "severity",
  "-score",
  "score",
  "raised",
  "-raised",
  "name",
  "-name",
] as const;
export const screeningQueueOrderingSchema = z.enum(screeningQueueOrderings, {
  error: once(fieldMessages.orderingInvalid),
});
export type ScreeningQueueOrdering = z.infer<typeof screeningQueueOrderingSchema>;
/** High severity first, the best score first within a severity, the oldest first within a score. */
export const defaultScreeningQueueOrdering: ScreeningQueueOrdering = "-severity";

/** The most days `older_than` takes (ten years: nothing waits longer). */
export const screeningQueueAgeMaxDays = 3650;

/**
 * The queue's filters, each repeatable where it names values (OR within a key, AND across keys): a row
 * is kept when one of its open matches is on a list (`list`) or from a publication (`source`) asked for.
 */
export const screeningQueueFiltersSchema = z.object({
  /** The vendor's brand, registered or DBA name contains it (case and accents ignored). */
  search: nameSearchSchema,
  list: repeatable(sanctionListKeySchema, fieldMessages.sanctionListInvalid),
  source: repeatable(sanctionSourceSchema, fieldMessages.sanctionSourceInvalid),
  severity: repeatable(riskSeveritySchema, fieldMessages.riskSeverityInvalid),
  /** Open for at least this many whole days (since raised, or re-opened). */
  older_than: z.coerce
    .number({ error: once(fieldMessages.screeningQueueAgeInvalid) })
    .int(fieldMessages.screeningQueueAgeInvalid)
    .min(1, fieldMessages.screeningQueueAgeInvalid)
    .max(screeningQueueAgeMaxDays, fieldMessages.screeningQueueAgeInvalid)
    .optional(),
  /** `true`: only the vendors whose decision waits for a second reviewer (four eyes); `false`: the others. */
  awaiting_approval: z.enum(["true", "false"], { error: once(fieldMessages.booleanInvalid) }).optional(),
});
export type ScreeningQueueFilters = z.infer<typeof screeningQueueFiltersSchema>;
/** The filter keys, in the order the queue's controls show them. */
export const screeningQueueFilterKeys = Object.keys(
  screeningQueueFiltersSchema.shape,
) as (keyof ScreeningQueueFilters)[];

export const screeningQueueQuerySchema = paginationQuerySchema.extend({
  ...screeningQueueFiltersSchema.shape,
  ordering: screeningQueueOrderingSchema.optional(),
});
export type ScreeningQueueQuery = z.infer<typeof screeningQueueQuerySchema>;

const labelled = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

/** One listed party among a vendor's open matches: its copies on several lists, first-hand first. */
export const screeningQueuePartySchema = z.object({
  /** The group's key (`source:list:id` of its first-hand copy). */
  key: z.string(),
  /** The listed name of its first copy. */
  name: z.string(),
  score: z.number(),
  severity: riskSeveritySchema,
  lists: z.array(labelled(sanctionListKeySchema)),
  sources: z.array(labelled(sanctionSourceSchema)),
});

export const screeningQueueItemSchema = z.object({
  /** The vendor's SCREENING risk. */
  risk: z.uuid(),
  /** The vendor, as the vendor list shows it, and its status beside it. */
  vendor: z.object({
    /** The relationship's id: the profile is /vendors/{id}, its review flow on the Risk tab. */
    id: z.uuid(),
    name: z.string(),
    country: z.object({ code: z.string(), name: z.string() }).nullable(),
    status: relationshipStatusSchema,
    verification_status: entityStatusSchema,
  }),
  severity: riskSeveritySchema,
  /** The best score of its open matches, 0..1. */
  score: z.number(),
  /** When the risk was raised, or last re-opened. */
  raised: z.string(),
  /** Every list and publication of its open matches. */
  lists: z.array(labelled(sanctionListKeySchema)),
  sources: z.array(labelled(sanctionSourceSchema)),
  match_count: z.number().int().nonnegative(),
  /** The listed parties it may be, the best first. */
  parties: z.array(screeningQueuePartySchema),
  /** A decision made and waiting for a second reviewer's approval (four eyes); null when none waits. */
  awaiting_approval: z
    .object({
      review: z.uuid(),
      outcome: z.enum(["CONFIRMED", "DISMISSED"]),
      decided_by: riskPersonSchema.nullable(),
      decided_at: z.string(),
    })
    .nullable(),
});
export type ScreeningQueueItemWire = z.infer<typeof screeningQueueItemSchema>;
export const screeningQueueSchema = paginatedSchema(screeningQueueItemSchema);

/** GET /workspaces/{id}/screening-queue/stats: the queue's counts under the same filters. */
export const screeningQueueStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  by_severity: z.record(riskSeveritySchema, z.number().int().nonnegative()),
  /** Open for more than a week: the ones to clear first. */
  older_than_week: z.number().int().nonnegative(),
  /** Decided, waiting for a second reviewer's approval. */
  awaiting_approval: z.number().int().nonnegative(),
});
export type ScreeningQueueStatsWire = z.infer<typeof screeningQueueStatsSchema>;
