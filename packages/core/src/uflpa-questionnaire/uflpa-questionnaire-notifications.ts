import { notificationCatalog, type UflpaFlag } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { notifyMembers, rolesThatMay } from "../notification-settings/notify-members";

export interface QuestionnaireNotifyContext {
  db: Db;
  jobs: JobQueue;
  /** Public origin of the web app: the mail's link. */
  appUrl: string;
}

/** Who decides the risk a submission may raise (Admins, Compliance Managers): the ones told of it. */
const riskRoles = rolesThatMay("risks.manage");

/** "2 flagged answers: Operations in the XUAR; Evidence missing", or that none is. */
export function flagSummary(flags: readonly UflpaFlag[]) {
  if (flags.length === 0) return "No answer is flagged.";
  const reasons = [...new Set(flags.map((flag) => flag.reason))].join("; ");
  return `${flags.length} flagged ${flags.length === 1 ? "answer" : "answers"}: ${reasons}.`;
}

/**
 * Tells the customer's members who decide risks that a vendor submitted the UFLPA questionnaire, as
 * the possible-match notice does (in the app and by mail, per their `vendor_information_submitted`
 * preference): high when a flag is High, medium when only Low ones are, low for a clean submission.
 */
export async function notifyQuestionnaireSubmitted(
  { db, jobs, appUrl }: QuestionnaireNotifyContext,
  data: { workspaceId: string; relationshipId: string; responseId: string },
): Promise<number> {
  const submission = await db.uflpaQuestionnaireResponse.findFirst({
    where: { id: data.responseId, workspaceId: data.workspaceId, relationshipId: data.relationshipId },
    select: {
      flags: true,
      submittedAt: true,
      relationship: { select: { vendorEntity: { select: { brandName: true } } } },
    },
  });
  // The relationship (and its answers) went meanwhile: nobody left to tell about it.
  if (!submission?.submittedAt) return 0;
  const flags = submission.flags as unknown as UflpaFlag[];
  const vendorName = submission.relationship.vendorEntity.brandName;
  const link = `/vendors/${data.relationshipId}?tab=risk`;
  const summary = flagSummary(flags);
  return notifyMembers(
    { db, jobs },
    {
      workspaceId: data.workspaceId,
      roles: riskRoles,
      category: "vendors",
      notification: notificationCatalog.vendors[1],
      severity: flags.some((f) => f.severity === "HIGH") ? "high" : flags.length > 0 ? "medium" : "low",
      title: `${vendorName} submitted the UFLPA questionnaire`,
      body: summary,
      link,
      since: submission.submittedAt,
      mail: { template: "questionnaire-submitted", data: { url: `${appUrl}${link}`, vendorName, summary } },
    },
  );
}

/** Queued by each submission, once its transaction is committed. */
export const notifyQuestionnaireSubmittedJob = defineJob({
  name: "uflpa-questionnaire.notify-submitted",
  schema: z.object({ workspaceId: z.uuid(), relationshipId: z.uuid(), responseId: z.uuid() }),
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 5000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(data, ctx: QuestionnaireNotifyContext) {
    await notifyQuestionnaireSubmitted(ctx, data);
  },
});
