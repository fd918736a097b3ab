import { notificationCatalog } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { notifyMembers, rolesThatMay } from "../notification-settings/notify-members";

export interface PossibleMatchNotifyContext {
  db: Db;
  jobs: JobQueue;
  /** Public origin of the web app: the mail's link. */
  appUrl: string;
}

/** The roles that decide screening matches (decisions.md): they are the ones told of a new one. */
const screeningRoles = rolesThatMay("screening.decide");

/**
 * Tells the members who handle screening (Admins and Compliance Managers, active) that a vendor has a
 * possible match to review: in the app and by mail, each as their preference for
 * `screening_possible_match` says (both by default), nothing when they switched the screening category
 * off. A retried run does not add a second in-app notification for the same opening of the risk.
 */
export async function notifyPossibleMatch(
  { db, jobs, appUrl }: PossibleMatchNotifyContext,
  data: { workspaceId: string; relationshipId: string; riskId: string },
): Promise<number> {
  const risk = await db.risk.findFirst({
    where: {
      id: data.riskId,
      workspaceId: data.workspaceId,
      relationshipId: data.relationshipId,
      status: "OPEN",
    },
    select: {
      title: true,
      severity: true,
      relationship: { select: { vendorEntity: { select: { brandName: true } } } },
      events: {
        where: { kind: { in: ["RAISED", "REOPENED"] } },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { createdAt: true },
      },
    },
  });
  // Decided meanwhile: nothing left to tell.
  if (!risk) return 0;
  const link = `/vendors/${data.relationshipId}?tab=risk`;
  const vendorName = risk.relationship.vendorEntity.brandName;
  return notifyMembers(
    { db, jobs },
    {
      workspaceId: data.workspaceId,
      roles: screeningRoles,
      category: "screening",
      notification: notificationCatalog.screening[0],
      severity: "action_required",
      title: `Possible restricted-party match for ${vendorName}`,
      body: risk.title,
      link,
      since: risk.events[0]?.createdAt ?? new Date(0),
      mail: {
        template: "possible-match",
        data: { url: `${appUrl}${link}`, vendorName, riskTitle: risk.title },
      },
    },
  );
}

/** Queued by vendor screening when a possible match opens a risk (or opens it again). */
export const notifyPossibleMatchJob = defineJob({
  name: "screening.notify-possible-match",
  schema: z.object({ workspaceId: z.uuid(), relationshipId: z.uuid(), riskId: z.uuid() }),
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 5000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(data, ctx: PossibleMatchNotifyContext) {
    await notifyPossibleMatch(ctx, data);
  },
});
