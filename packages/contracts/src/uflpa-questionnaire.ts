import { z } from "zod";
import { fieldMessages } from "./messages";
import { riskSeveritySchema } from "./risk-enums";
import { optionalText } from "./text-rules";
import { currentUflpaQuestionSet, type UflpaQuestionSet } from "./uflpa-question-sets";

/**
 * The UFLPA questionnaire (spec section 7: `GET /compliances/uflpa-questionnaire`, `POST
 * /compliances/{relationship_id}/uflpa-questionnaire/answer`): the question set on the wire, the
 * vendor's answers (a draft, partial, or a submission, complete per the branching rules) and the
 * answers the customer reads with their flags. docs/decisions.md, "UFLPA questionnaire".
 */

export const uflpaAnswerValues = ["yes", "no"] as const;
export type UflpaAnswerValue = (typeof uflpaAnswerValues)[number];
export const uflpaActions = ["draft", "submit"] as const;
export const uflpaResponseStatuses = ["DRAFT", "SUBMITTED"] as const;
export type UflpaResponseStatus = (typeof uflpaResponseStatuses)[number];

/** Longest detail a "yes" may give (the risk decision note's limit) and most evidence files per answer. */
export const uflpaDetailMax = 2000;
export const uflpaEvidenceMax = 20;

/** GET /compliances/uflpa-questionnaire: a question set as the vendor reads it (its flags are the customer's). */
export const uflpaQuestionSchema = z.object({
  id: z.string(),
  section: z.string(),
  text: z.string(),
  detail_label: z.string(),
  evidence_label: z.string(),
});
export const uflpaQuestionSetSchema = z.object({
  version: z.number().int(),
  questions: z.array(uflpaQuestionSchema),
});
export type UflpaQuestionSetWire = z.infer<typeof uflpaQuestionSetSchema>;

export const uflpaQuestionSetToWire = (set: UflpaQuestionSet): UflpaQuestionSetWire => ({
  version: set.version,
  questions: set.questions.map((q) => ({
    id: q.id,
    section: q.section,
    text: q.text,
    detail_label: q.detailLabel,
    evidence_label: q.evidenceLabel,
  })),
});

/** One answer as the vendor sends it: every part optional in a draft; `evidence` holds uploaded files' ids. */
export const uflpaAnswerSchema = z.object(
  {
    answer: z.enum(uflpaAnswerValues, { error: fieldMessages.uflpaAnswerInvalid }).optional(),
    detail: optionalText(uflpaDetailMax, fieldMessages.uflpaDetailTooLong),
    evidence: z
      .array(z.uuid({ error: fieldMessages.uflpaEvidenceInvalid }), {
        error: fieldMessages.uflpaEvidenceInvalid,
      })
      .max(uflpaEvidenceMax, fieldMessages.uflpaEvidenceTooMany)
      .optional(),
  },
  { error: fieldMessages.uflpaQuestionAnswerInvalid },
);
export type UflpaAnswer = z.infer<typeof uflpaAnswerSchema>;
export type UflpaAnswers = Record<string, UflpaAnswer>;

/**
 * The answers to one question set: its questions' ids, each optional (a draft may be partial). An id of
 * no question is refused by the api's rule for unknown body fields.
 */
export function uflpaAnswersSchema(set: UflpaQuestionSet) {
  return z.object(
    Object.fromEntries(set.questions.map((q) => [q.id, uflpaAnswerSchema.optional()])) as Record<
      string,
      z.ZodOptional<typeof uflpaAnswerSchema>
    >,
    { error: fieldMessages.uflpaAnswersInvalid },
  );
}

/**
 * The branching rules of a submission, as field issues keyed `answers.<question>.<part>`: every question
 * answered, and a "yes" needs its detail. Evidence is asked for but not required: a "yes" without it is
 * submitted and flagged High (the evidence is missing), so a vendor who cannot prove something can say so.
 */
export function uflpaSubmissionIssues(
  set: UflpaQuestionSet,
  answers: UflpaAnswers,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  for (const question of set.questions) {
    const given = answers[question.id];
    if (!given?.answer)
      issues.push({ path: [question.id, "answer"], message: fieldMessages.uflpaAnswerRequired });
    else if (given.answer === "yes" && !given.detail)
      issues.push({ path: [question.id, "detail"], message: fieldMessages.uflpaDetailRequired });
  }
  return issues;
}

/** What a submission keeps: a "no" drops the detail and evidence its hidden "yes" branch may still hold. */
export function uflpaSubmittedAnswers(set: UflpaQuestionSet, answers: UflpaAnswers): UflpaAnswers {
  return Object.fromEntries(
    set.questions.flatMap((q) => {
      const given = answers[q.id];
      if (!given?.answer) return [];
      return [[q.id, given.answer === "yes" ? given : { answer: "no" as const }]];
    }),
  );
}

/** A risky answer: the question's own flag, or a "yes" given without evidence (always High). */
export interface UflpaFlag {
  question: string;
  severity: "HIGH" | "LOW";
  reason: string;
}
export const uflpaEvidenceMissingReason = "Evidence missing";

export function uflpaFlags(
  set: UflpaQuestionSet,
  answers: Record<
    string,
    { answer?: UflpaAnswerValue; detail?: string; evidence?: readonly unknown[] } | undefined
  >,
): UflpaFlag[] {
  return set.questions.flatMap((q) => {
    const given = answers[q.id]?.answer;
    const flags: UflpaFlag[] = [];
    if (given === q.flag.when)
      flags.push({ question: q.id, severity: q.flag.severity, reason: q.flag.reason });
    if (given === "yes" && !answers[q.id]?.evidence?.length)
      flags.push({ question: q.id, severity: "HIGH", reason: uflpaEvidenceMissingReason });
    return flags;
  });
}

/**
 * POST /compliances/{relationship_id}/uflpa-questionnaire/answer: a draft (partial, saved as the vendor
 * goes) or a submission (complete per the branching rules). Both name the version they answer, which
 * must be the current one: answers to questions the vendor was not shown are refused.
 */
function answerRequestSchema(set: UflpaQuestionSet) {
  const version = z.literal(set.version, { error: fieldMessages.uflpaVersionOutdated });
  const answers = uflpaAnswersSchema(set);
  return z.discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("draft"), question_set_version: version, answers }),
      z
        .object({ action: z.literal("submit"), question_set_version: version, answers })
        .superRefine((body, ctx) => {
          for (const issue of uflpaSubmissionIssues(set, body.answers as UflpaAnswers))
            ctx.addIssue({ code: "custom", path: ["answers", ...issue.path], message: issue.message });
        }),
    ],
    { error: fieldMessages.uflpaActionInvalid },
  );
}
export const uflpaAnswerRequestSchema = answerRequestSchema(currentUflpaQuestionSet);
export type UflpaAnswerRequest = z.infer<typeof uflpaAnswerRequestSchema>;

/** An evidence file as stored with its answer: its id and the name it had when attached. */
export const uflpaEvidenceFileSchema = z.object({ id: z.uuid(), file_name: z.string() });
export const uflpaStoredAnswerSchema = z.object({
  answer: z.enum(uflpaAnswerValues).optional(),
  detail: z.string().optional(),
  evidence: z.array(uflpaEvidenceFileSchema).optional(),
});
export type UflpaStoredAnswer = z.infer<typeof uflpaStoredAnswerSchema>;

export const uflpaFlagSchema = z.object({
  question: z.string(),
  severity: riskSeveritySchema,
  reason: z.string(),
});

/** A draft or a submission, with the version of the questions it answers. */
export const uflpaResponseSchema = z.object({
  id: z.uuid(),
  relationship: z.uuid(),
  status: z.enum(uflpaResponseStatuses),
  question_set_version: z.number().int(),
  answers: z.record(z.string(), uflpaStoredAnswerSchema),
  updated: z.iso.datetime(),
  submitted: z.iso.datetime().nullable(),
});
export type UflpaResponseWire = z.infer<typeof uflpaResponseSchema>;

/** The vendor's answer to POST and GET .../uflpa-questionnaire/answer: its open draft and last submission. */
export const uflpaVendorAnswersSchema = z.object({
  draft: uflpaResponseSchema.nullable(),
  submission: uflpaResponseSchema.nullable(),
});
export type UflpaVendorAnswersWire = z.infer<typeof uflpaVendorAnswersSchema>;

/**
 * The customer's view (the vendor profile): the last submission, the questions of its own version and
 * the flagged answers; `submission` null while the vendor has submitted nothing.
 */
export const uflpaSubmissionViewSchema = z.object({
  submission: uflpaResponseSchema.nullable(),
  question_set: uflpaQuestionSetSchema.nullable(),
  flags: z.array(uflpaFlagSchema),
});
export type UflpaSubmissionViewWire = z.infer<typeof uflpaSubmissionViewSchema>;
