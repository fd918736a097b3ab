import { z } from "zod";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import {
  type RiskStatus,
  riskOrderings,
  riskSeveritySchema,
  riskStatuses,
  riskStatusLabels,
  riskStatusSchema,
} from "./risk-enums";
import { trimmedString } from "./text-rules";
import { resolveWarningTypes, type WarningStatus, warningStatusSchema } from "./warning-enums";

/**
 * Risks of a vendor relationship (the Risk tab of the vendor profile) and its warning notifications
 * (spec section 7, "Warnings"). docs/decisions.md, "Risks and warnings", tells the model.
 */

/** What raised a risk; a new source is a new value here and in prisma's `RiskSourceKind`. */
export const riskSourceKinds = ["SCREENING", "WARNING", "DOCUMENT_EXPIRY", "QUESTIONNAIRE"] as const;
export const riskSourceKindSchema = z.enum(riskSourceKinds);
export type RiskSourceKind = z.infer<typeof riskSourceKindSchema>;
export const riskSourceKindLabels: Record<RiskSourceKind, string> = {
  SCREENING: "Restricted-party screening",
  WARNING: "Warning",
  DOCUMENT_EXPIRY: "Expiring document",
  QUESTIONNAIRE: "Questionnaire",
};

export const riskEventKinds = ["RAISED", "UPDATED", "RESOLVED", "CONFIRMED", "REOPENED"] as const;
export const riskEventKindSchema = z.enum(riskEventKinds);

/** Readable labels of the four sorts of spec section 2. */
export const riskOrderingLabels: Record<(typeof riskOrderings)[number], string> = {
  "-created": "Newest first",
  created: "Oldest first",
  "-severity": "Highest severity first",
  severity: "Lowest severity first",
};

/**
 * GET /entity-relationships/{id}/risks: one segment (`status`; all three when absent), sorted by
 * `ordering` (default newest first; severity sorts are stable: newest first within a severity).
 */
export const riskListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(riskStatuses, { error: once(fieldMessages.riskStatusInvalid) }).optional(),
  ordering: z.enum(riskOrderings, { error: once(fieldMessages.riskOrderingInvalid) }).default("-created"),
});
export type RiskListQuery = z.infer<typeof riskListQuerySchema>;

/** Who decided or acted: a member's name and address. */
export const riskPersonSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

export const riskSchema = z.object({
  id: z.uuid(),
  /** The vendor relationship the risk is on. */
  relationship: z.uuid(),
  source_kind: riskSourceKindSchema,
  source_key: z.string(),
  severity: riskSeveritySchema,
  status: riskStatusSchema,
  action_required: z.boolean(),
  title: z.string(),
  /** The source's evidence (screening: matched entries, scores, list versions). */
  details: z.record(z.string(), z.unknown()),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  /** The last decision, or null while the risk is open. */
  decided_at: z.iso.datetime().nullable(),
  decided_by: riskPersonSchema.nullable(),
  decision_note: z.string().nullable(),
});
export type RiskWire = z.infer<typeof riskSchema>;
export const riskListSchema = paginatedSchema(riskSchema);
export type RiskList = z.infer<typeof riskListSchema>;

/** Spec section 3's counters of the Risk tab's segments. */
export const riskStatsSchema = z.object({
  open: z.number().int().nonnegative(),
  resolved: z.number().int().nonnegative(),
  confirmed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type RiskStats = z.infer<typeof riskStatsSchema>;

export const riskEventSchema = z.object({
  id: z.uuid(),
  kind: riskEventKindSchema,
  from_status: riskStatusSchema.nullable(),
  to_status: riskStatusSchema,
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Null when the system acted (a source raising it). */
  actor: riskPersonSchema.nullable(),
  created: z.iso.datetime(),
});

/** GET /risks/{id}: a risk with its whole history, oldest first. */
export const riskDetailSchema = riskSchema.extend({ events: z.array(riskEventSchema) });
export type RiskDetail = z.infer<typeof riskDetailSchema>;

/** The longest decision note or warning resolution text. */
export const riskNoteMaxLength = 2000;

/** PUT /risks/{id}/resolve and /confirm: why (required, kept in the risk's history). */
export const riskDecisionRequestSchema = z.object({
  note: trimmedString(fieldMessages.riskNoteRequired)
    .min(1, { error: fieldMessages.riskNoteRequired, abort: true })
    .max(riskNoteMaxLength, fieldMessages.riskNoteTooLong),
});
export type RiskDecisionRequest = z.infer<typeof riskDecisionRequestSchema>;

/** What a warning notification is about (docs/decisions.md, "Risks and warnings"). */
export const warningKinds = [
  "MISSING_COUNTRY",
  "MISSING_IDENTIFIER",
  "START_DATE_PASSED",
  "DOCUMENT_EXPIRING",
] as const;
export const warningKindSchema = z.enum(warningKinds);
export type WarningKind = z.infer<typeof warningKindSchema>;
export const warningKindLabels: Record<WarningKind, string> = {
  MISSING_COUNTRY: "Country missing",
  MISSING_IDENTIFIER: "No identifier",
  START_DATE_PASSED: "Start date passed without approval",
  DOCUMENT_EXPIRING: "Document expiring",
};

export const warningNotificationSchema = z.object({
  id: z.uuid(),
  relationship: z.uuid(),
  kind: warningKindSchema,
  message: z.string(),
  status: warningStatusSchema,
  /** How it was (or is being) resolved; null while open. */
  resolution: z
    .object({
      type: z.enum(resolveWarningTypes),
      /** The reason given (type reason). */
      reason: z.string().nullable(),
      /** The statement attested (type attestation). */
      attestation: z.string().nullable(),
      /** The file given (type file); null once the file was deleted. */
      resource: z.object({ id: z.uuid(), file_name: z.string() }).nullable(),
    })
    .nullable(),
  resolved_at: z.iso.datetime().nullable(),
  resolved_by: riskPersonSchema.nullable(),
  created: z.iso.datetime(),
});
export type WarningNotificationWire = z.infer<typeof warningNotificationSchema>;

/** GET /warning-notifications/{relationship id}: open and processing first, then resolved, newest first. */
export const warningNotificationListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(["open", "processing", "resolved"], { error: once(fieldMessages.statusInvalid) }).optional(),
});
export type WarningNotificationListQuery = z.infer<typeof warningNotificationListQuerySchema>;
export const warningNotificationListSchema = paginatedSchema(warningNotificationSchema);
export type WarningNotificationList = z.infer<typeof warningNotificationListSchema>;

/** The statement a member attests when resolving a warning by attestation, unless they word their own. */
export const warningAttestationText =
  "I attest that this warning does not apply to this vendor, and that the information I gave is true.";

const resolutionText = (required: string) =>
  trimmedString(required)
    .min(1, { error: required, abort: true })
    .max(riskNoteMaxLength, fieldMessages.riskNoteTooLong);

/**
 * PUT /warning-notifications/{erId}/resolve/{id}: `reason` with a reason, `attestation` with the
 * statement attested (resolved at once), or `file` with an uploaded resource (processing while the
 * file is checked, then resolved). Only the field of the chosen type may be given.
 */
export const resolveWarningRequestSchema = z
  .object({
    type: z.enum(resolveWarningTypes, { error: fieldMessages.resolveWarningTypeInvalid }),
    reason: resolutionText(fieldMessages.warningReasonRequired).optional(),
    attestation: resolutionText(fieldMessages.warningAttestationRequired).optional(),
    resource: z.uuid({ error: fieldMessages.warningFileRequired }).optional(),
  })
  .superRefine((body, ctx) => {
    const needs = { reason: "reason", attestation: "attestation", file: "resource" } as const;
    const required = {
      reason: fieldMessages.warningReasonRequired,
      attestation: fieldMessages.warningAttestationRequired,
      resource: fieldMessages.warningFileRequired,
    } as const;
    const wanted = needs[body.type];
    if (body[wanted] === undefined)
      ctx.addIssue({ code: "custom", path: [wanted], message: required[wanted] });
    for (const field of ["reason", "attestation", "resource"] as const) {
      if (field !== wanted && body[field] !== undefined)
        ctx.addIssue({ code: "custom", path: [field], message: fieldMessages.fieldUnknown });
    }
  })
  .meta({ examples: [{ type: "reason", reason: "The vendor's country was confirmed by phone." }] });
export type ResolveWarningRequest = z.infer<typeof resolveWarningRequestSchema>;

/**
 * The 409 answers of risk and warning decisions, naming the status found (another member, or the
 * risk's source, moved it first).
 */
export const riskConflictMessages = {
  riskNotOpen: (status: RiskStatus) => `This risk is already ${riskStatusLabels[status].toLowerCase()}.`,
  warningNotOpen: (status: WarningStatus) =>
    status === "processing" ? "This warning's file is being checked." : `This warning is already ${status}.`,
  warningRiskNotConfirmed: "A warning is resolved, not confirmed: resolve it from its warning notification.",
};

/** What each warning notification says (its message, and its risk's title). */
export const warningMessages: Record<Exclude<WarningKind, "DOCUMENT_EXPIRING">, string> & {
  DOCUMENT_EXPIRING: (fileName: string) => string;
} = {
  MISSING_COUNTRY: "This vendor has no country of registration: screening and duties need one.",
  MISSING_IDENTIFIER:
    "No identifier (LEI, D-U-N-S, EIN...) is known for this vendor: add one to tell it apart from namesakes.",
  START_DATE_PASSED: "The relationship's start date has passed and it is still pending approval.",
  DOCUMENT_EXPIRING: (fileName: string) => `${fileName} expires within 30 days.`,
};

/** What a warning's risk records when its file is accepted or deleted. */
export const warningResolutionNotes = {
  fileAccepted: (fileName: string) => `Resolved with the file ${fileName}.`,
  attested: (text: string) => `Attested: ${text}`,
  fileDeleted: "The file that resolved this warning was deleted.",
};

/** PUT /warning-notifications/{erId}/resolve/{id}: the relationship, then its warning. */
export const resolveWarningParamsSchema = z.object({ erId: z.uuid(), id: z.uuid() });
