import { type Action, type MemberRole, type NotificationCategory, roleGrants } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { JobQueue } from "../jobs/job-queue";
import { sendMailJob } from "../mail/mail.jobs";
import type { MailTemplate } from "../mail/templates";

/** The roles whose grants include `action`: the members told of what that action decides. */
export const rolesThatMay = (action: Action) =>
  (Object.keys(roleGrants) as MemberRole[]).filter((role) => roleGrants[role].includes(action));

/**
 * Tells the active members of a workspace holding one of `roles` about one thing, in the app and by
 * mail, each as their preference for `notification` says (both by default), nothing when they switched
 * its `category` off. A member already told since `since` at the same link is not told again, so a
 * retried job adds nothing. Answers how many members were told.
 */
export async function notifyMembers(
  { db, jobs }: { db: Db; jobs: JobQueue },
  input: {
    workspaceId: string;
    roles: readonly MemberRole[];
    category: NotificationCategory;
    notification: string;
    severity: "action_required" | "high" | "medium" | "low";
    title: string;
    body: string;
    link: string;
    since: Date;
    mail: MailTemplate;
  },
): Promise<number> {
  const { workspaceId, notification, link } = input;
  const members = await db.membership.findMany({
    where: {
      workspaceId,
      status: "ACTIVE",
      userId: { not: null },
      roles: { some: { role: { code: { in: [...input.roles] } } } },
    },
    select: { userId: true, email: true },
  });
  const userIds = members.map((m) => m.userId!);
  const [categoryOff, preferences, told] = await Promise.all([
    db.notificationCategoryPreference.findMany({
      where: { workspaceId, userId: { in: userIds }, category: input.category, enabled: false },
      select: { userId: true },
    }),
    db.notificationPreference.findMany({
      where: { workspaceId, userId: { in: userIds }, notification },
      select: { userId: true, email: true, inApp: true },
    }),
    db.notification.findMany({
      where: { workspaceId, userId: { in: userIds }, notification, link, createdAt: { gte: input.since } },
      select: { userId: true },
    }),
  ]);
  const off = new Set(categoryOff.map((c) => c.userId));
  const done = new Set(told.map((t) => t.userId));
  const preferenceOf = new Map(preferences.map((p) => [p.userId, p]));
  let sent = 0;
  for (const member of members) {
    const userId = member.userId!;
    if (off.has(userId) || done.has(userId)) continue;
    const preference = preferenceOf.get(userId) ?? { email: true, inApp: true };
    if (preference.inApp)
      await db.notification.create({
        data: {
          workspaceId,
          userId,
          notification,
          severity: input.severity,
          title: input.title,
          body: input.body,
          link,
        },
      });
    if (preference.email) await jobs.enqueue(sendMailJob, { to: member.email, mail: input.mail });
    sent++;
  }
  return sent;
}
