import { z } from "zod";
import { riskSeveritySchema } from "./risk-enums";

/**
 * Upstream risk and traceability (spec section 1): what a customer may learn of a vendor's own
 * suppliers when the vendor is itself a workspace, `GET /entity-relationships/{id}/upstream-risk`.
 * Never a supplier's name, id or row: counts in bands and an index, under the rule of docs/decisions.md,
 * "Upstream risk and traceability".
 */

/** Fewer active suppliers than this and nothing is shared: a count over so few could point at one. */
export const upstreamMinSuppliers = 5;

/**
 * Where the count bands start: a count is told as the band it falls in (0, 1-4, 5-9, 10-24, 25-49,
 * 50-99, 100 and more), never exactly, so a change of one supplier rarely moves it.
 */
export const upstreamBandStarts = [0, 1, 5, 10, 25, 50, 100] as const;

/** The share of complete suppliers is told in steps of this many percent, rounded down. */
export const upstreamCompletenessStep = 10;

/** A count told as a band: at least `min`, at most `max` (null: no upper bound). */
export const upstreamBandSchema = z.object({
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative().nullable(),
});
export type UpstreamBandWire = z.infer<typeof upstreamBandSchema>;

/** "0", "1–4", "100+". */
export const upstreamBandLabel = (band: UpstreamBandWire): string =>
  band.max === null ? `${band.min}+` : band.min === band.max ? `${band.min}` : `${band.min}–${band.max}`;

/**
 * Whether the vendor's upstream is shared with this customer: `not_linked` (the vendor has not joined
 * as a workspace through an invitation, or the whole relationship was terminated), `withheld` (it has
 * fewer than `upstreamMinSuppliers` active suppliers), `shared` (the summary follows).
 */
export const upstreamSharings = ["not_linked", "withheld", "shared"] as const;
export const upstreamSharingSchema = z.enum(upstreamSharings);
export type UpstreamSharing = z.infer<typeof upstreamSharingSchema>;

export const upstreamSummarySchema = z.object({
  /** The vendor's active suppliers (pending, approved or contracted-active relationships). */
  active_suppliers: upstreamBandSchema,
  /** Unresolved (open or confirmed) risks on those suppliers, per severity, High first. */
  open_risks: z.array(z.object({ severity: riskSeveritySchema, count: upstreamBandSchema })),
  /** Completeness: the share of active suppliers validated with complete compliance, rounded down. */
  completeness_percent: z.number().int().min(0).max(100),
  /** Recency: whole days since the stalest active supplier's data last changed. */
  oldest_data_days: z.number().int().nonnegative(),
});
export type UpstreamSummaryWire = z.infer<typeof upstreamSummarySchema>;

export const upstreamRiskSchema = z.object({
  sharing: upstreamSharingSchema,
  /** The rule's threshold, so a withheld answer can say why. */
  min_suppliers: z.number().int().positive(),
  /** Only when `sharing` is `shared`. */
  summary: upstreamSummarySchema.nullable(),
});
export type UpstreamRiskWire = z.infer<typeof upstreamRiskSchema>;
