import { type MemberRole, notificationCatalog, roleGrants } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { sendMailJob } from "../mail/mail.jobs";

export interface PossibleMatchNotifyContext {
  db: Db;
  jobs: JobQueue;
  /** Public origin of the web app: the mail's link. */
  appUrl: string;
}

const notification = notificationCatalog.screening[0];
const category = "screening";
/** The roles that decide screening matches (decisions.md): they are the ones told of a new one. */
const screeningRoles = (Object.keys(roleGrants) as MemberRole[]).filter((role) =>
  roleGrants[role].includes("screening.decide"),
);

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
  const openedAt = risk.events[0]?.createdAt ?? new Date(0);
  const link = `/vendors/${data.relationshipId}?tab=risk`;
  const members = await db.membership.findMany({
    where: {
      workspaceId: data.workspaceId,
      status: "ACTIVE",
      userId: { not: null },
      roles: { some: { role: { code: { in: screeningRoles } } } },
    },
    select: { userId: true, email: true },
  });
  const userIds = members.map((m) => m.userId!);
  const [categoryOff, preferences, told] = await Promise.all([
    db.notificationCategoryPreference.findMany({
      where: { workspaceId: data.workspaceId, userId: { in: userIds }, category, enabled: false },
      select: { userId: true },
    }),
    db.notificationPreference.findMany({
      where: { workspaceId: data.workspaceId, userId: { in: userIds }, notification },
      select: { userId: true, email: true, inApp: true },
    }),
    db.notification.findMany({
      where: {
        workspaceId: data.workspaceId,
        userId: { in: userIds },
        notification,
        link,
        createdAt: { gte: openedAt },
      },
      select: { userId: true },
    }),
  ]);
  const off = new Set(categoryOff.map((c) => c.userId));
  const done = new Set(told.map((t) => t.userId));
  const preferenceOf = new Map(preferences.map((p) => [p.userId, p]));
  const vendorName = risk.relationship.vendorEntity.brandName;
  const title = `Possible restricted-party match for ${vendorName}`;
  let sent = 0;
  for (const member of members) {
    const userId = member.userId!;
    if (off.has(userId) || done.has(userId)) continue;
    const preference = preferenceOf.get(userId) ?? { email: true, inApp: true };
    if (preference.inApp)
      await db.notification.create({
        data: {
          workspaceId: data.workspaceId,
          userId,
          notification,
          severity: "action_required",
          title,
          body: risk.title,
          link,
        },
      });
    if (preference.email)
      await jobs.enqueue(sendMailJob, {
        to: member.email,
        mail: {
          template: "possible-match",
          data: { url: `${appUrl}${link}`, vendorName, riskTitle: risk.title },
        },
      });
    sent++;
  }
  return sent;
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
