import { inviteLinkDays, vendorInvitationReminderDays } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { z } from "zod";
import { hashToken, randomToken } from "../auth/tokens";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { mailVendorInvitation } from "./vendor-invitation-mail";

/**
 * Reminders of vendor invitations nobody responded to (docs/decisions.md "Vendor invitations"): on days
 * 3, 7 and 13 after the invitation or its last resend. One repeatable sweep, hourly, finds what is due
 * from the stored rows alone, so nothing is lost when Redis or the worker restarts, and accepting,
 * revoking or the link lapsing stops the reminders without a job to cancel. Each reminder is claimed
 * by a write guarded on (PENDING, reminders sent so far): a sweep run twice, or two workers, mail it once.
 */

export interface VendorInvitationReminderContext {
  db: Db;
  jobs: JobQueue;
  /** Public origin of the web app: the reminder's link. */
  appUrl: string;
  /** The clock the schedule reads (tests move it forward). */
  now: () => Date;
}

const day = 24 * 3600 * 1000;

/**
 * Mails every reminder due at `now`; answers how many went. The latest reminder due is the one sent: a
 * sweep that ran late (a stopped worker) sends one, not every one it missed.
 */
async function remindDue(ctx: VendorInvitationReminderContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (let n = vendorInvitationReminderDays.length - 1; n >= 0; n -= 1) {
    const after = vendorInvitationReminderDays[n]!;
    // Sent at expiry - 14 days; reminder n + 1 is due once that plus `after` days has come, before expiry.
    const due = await ctx.db.vendorInvitation.findMany({
      where: {
        status: "PENDING",
        remindersSent: { lte: n },
        expiresAt: { gt: now, lte: new Date(now.getTime() + (inviteLinkDays - after) * day) },
      },
      select: {
        id: true,
        workspaceId: true,
        createdById: true,
        email: true,
        message: true,
        remindersSent: true,
      },
    });
    for (const invitation of due) {
      const code = randomToken();
      const { count } = await ctx.db.vendorInvitation.updateMany({
        where: { id: invitation.id, status: "PENDING", remindersSent: invitation.remindersSent },
        data: {
          remindersSent: n + 1,
          reminderCodeHashes: { push: hashToken(code) },
          mailedAt: { push: now },
        },
      });
      if (count === 0) continue;
      await mailVendorInvitation(ctx, invitation, code, n + 1);
      sent += 1;
    }
  }
  return sent;
}

export const remindVendorInvitationsJob = defineJob({
  name: "vendorInvitations.remind",
  schema: z.object({}),
  options: { attempts: 3, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: { count: 10 } },
  async handle(_data, ctx: VendorInvitationReminderContext & JobContext) {
    const sent = await remindDue(ctx);
    if (sent > 0) ctx.logger.info({ sent }, "vendor invitation reminders mailed");
  },
});

/** Hourly at :20; calling again (each worker start) replaces it. */
export const scheduleVendorInvitationReminders = (jobs: JobQueue) =>
  jobs.schedule(remindVendorInvitationsJob, remindVendorInvitationsJob.name, "20 * * * *", {});
