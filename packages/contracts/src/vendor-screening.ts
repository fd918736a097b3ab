import { z } from "zod";
import { switchSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import { riskSeveritySchema } from "./risk-enums";
import { riskDecisionRequestSchema, riskPersonSchema, riskSchema } from "./risks";
import { sanctionListKeySchema } from "./sanction-lists";
import { screeningCoverageShape, screeningMatchSchema } from "./screening";

/** A possible match as stored: the entry's facts, the vendor's name and country it matched, the score parts. */
export const vendorScreeningMatchSchema = screeningMatchSchema
  .pick({
    id: true,
    source: true,
    source_label: true,
    list_label: true,
    name: true,
    matched_name: true,
    matched_name_kind: true,
    query_name: true,
    score: true,
    parts: true,
  })
  .extend({
    list: sanctionListKeySchema,
    /** The vendor's country the score was computed with. */
    query_country: z.string().nullable(),
    schema: z.string(),
    programs: z.array(z.string()),
    countries: z.array(z.string()),
    archive_date: z.string().nullable(),
    /** The listed party's group among the vendor's matches: `source:list:id` of its first-hand copy. */
    group: z.string(),
  });
export type VendorScreeningMatch = z.infer<typeof vendorScreeningMatchSchema>;

/** GET /entity-relationships/{id}/screening: a vendor's last screening against the restricted-party lists. */
export const vendorScreeningSchema = z.object({
  /** When the stored result was computed; null while the vendor was never screened (queued). */
  screened_at: z.string().nullable(),
  /** The version of every loaded source it was screened against. */
  list_versions: z.array(
    z.object({
      source: screeningMatchSchema.shape.source,
      source_label: z.string(),
      version: z.number().int(),
    }),
  ),
  /** What was screened: every name, the countries (registration first) and the identifiers. */
  evidence: z
    .object({
      names: z.array(z.string()),
      countries: z.array(z.string()),
      identifiers: z.array(z.object({ type: z.string(), value: z.string() })),
    })
    .nullable(),
  /**
   * Every source and list the screening was meant to cover and how: a source it was not screened against
   * (never loaded then, or failed), or whose list is older than the maximum age now, is named, so that a
   * result without matches is not read as clean on it. Judged at the time of the call.
   */
  ...screeningCoverageShape,
  match_count: z.number().int(),
  /** Possible matches at or above the default threshold, best first, with their score parts. */
  matches: z.array(vendorScreeningMatchSchema),
});
export type VendorScreeningWire = z.infer<typeof vendorScreeningSchema>;

/**
 * POST /entity-relationships/{id}/screening (202): a screening of the vendor queued at this time, even
 * when nothing changed since its last one; GET .../screening shows it once `screened_at` passes it.
 */
export const vendorScreeningQueuedSchema = z.object({ queued_at: z.iso.datetime() });
export type VendorScreeningQueued = z.infer<typeof vendorScreeningQueuedSchema>;

/** `source:list:id`: how a review names one possible match. */
export const screeningMatchKey = (m: { source: string; list: string; id: string }) =>
  `${m.source}:${m.list}:${m.id}`;

export const screeningDecisionOutcomes = ["CONFIRMED", "DISMISSED"] as const;
export const screeningReviewStatuses = ["PENDING_APPROVAL", "APPLIED", "REJECTED"] as const;

/**
 * POST /entity-relationships/{id}/screening/reviews: confirm one possible match (the closest, named by
 * `screeningMatchKey`) or dismiss all of them, with a note (spec section 4).
 */
export const screeningReviewRequestSchema = riskDecisionRequestSchema
  .extend({
    decision: z.enum(["confirm", "dismiss"], { error: fieldMessages.screeningDecisionInvalid }),
    match: z
      .string({ error: fieldMessages.screeningMatchRequired })
      .max(300, fieldMessages.screeningMatchRequired)
      .optional(),
  })
  .refine((r) => r.decision === "dismiss" || (r.match !== undefined && r.match !== ""), {
    path: ["match"],
    error: fieldMessages.screeningMatchRequired,
  });
export type ScreeningReviewRequest = z.infer<typeof screeningReviewRequestSchema>;

/** PUT /screening-reviews/{id}/approve and /reject: the second reviewer's note. */
export const screeningApprovalRequestSchema = riskDecisionRequestSchema;
export type ScreeningApprovalRequest = z.infer<typeof screeningApprovalRequestSchema>;

/** One reviewer's decision: who, when, the note, the list versions, the pairs, and its approval. */
export const screeningReviewSchema = z.object({
  id: z.uuid(),
  relationship: z.uuid(),
  risk: z.uuid(),
  outcome: z.enum(screeningDecisionOutcomes),
  status: z.enum(screeningReviewStatuses),
  note: z.string(),
  list_versions: z.record(z.string(), z.number().int()),
  /** The match confirmed (`source:list:id`), null for a dismissal. */
  chosen_match: z.string().nullable(),
  decided_by: riskPersonSchema.nullable(),
  decided_at: z.iso.datetime(),
  approved_by: riskPersonSchema.nullable(),
  approved_at: z.iso.datetime().nullable(),
  approval_note: z.string().nullable(),
  pairs: z.array(
    z.object({
      source: z.string(),
      list: z.string(),
      entry_id: z.string(),
      group: z.string(),
      outcome: z.enum(screeningDecisionOutcomes),
      score: z.number(),
    }),
  ),
});
export type ScreeningReviewWire = z.infer<typeof screeningReviewSchema>;

/**
 * GET /entity-relationships/{id}/screening/review: what the possible-matches flow shows. The open
 * candidates grouped per listed party (first-hand copy first, best group first), beside the vendor's
 * evidence; the vendor's SCREENING risk; the decision waiting for a second reviewer; the history.
 */
export const screeningCaseSchema = z.object({
  risk: riskSchema.nullable(),
  screened_at: z.string().nullable(),
  list_versions: vendorScreeningSchema.shape.list_versions,
  evidence: vendorScreeningSchema.shape.evidence,
  groups: z.array(
    z.object({
      key: z.string(),
      severity: riskSeveritySchema,
      score: z.number(),
      matches: z.array(vendorScreeningMatchSchema),
    }),
  ),
  pending: screeningReviewSchema.nullable(),
  reviews: z.array(screeningReviewSchema),
  /** Whether a decision waits for a second reviewer (the workspace's setting). */
  four_eyes: z.boolean(),
});
export type ScreeningCase = z.infer<typeof screeningCaseSchema>;

/** GET/PUT /workspaces/{id}/screening-settings. */
export const screeningSettingsSchema = z.object({ four_eyes: z.boolean() });
export type ScreeningSettings = z.infer<typeof screeningSettingsSchema>;
export const screeningSettingsUpdateSchema = z.object({ four_eyes: switchSchema });

/** What the screening review answers 409 with. */
export const screeningReviewConflictMessages = {
  noPossibleMatch: "This vendor has no possible match to review.",
  pendingApproval: "A decision on these matches is waiting for a second reviewer.",
  matchGone: "That match is no longer among the vendor's possible matches: reload them.",
  notPending: "This decision is no longer waiting for approval.",
  secondReviewer: "A second reviewer must approve this decision: you made it.",
  fourEyesDirect: "This workspace requires a second reviewer: decide possible matches in the review.",
};
