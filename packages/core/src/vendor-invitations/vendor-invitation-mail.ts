import { inviteLinkDays } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { JobQueue } from "../jobs/job-queue";
import { sendMailJob } from "../mail/mail.jobs";

/** The page a vendor invitation's link opens (web: /vendor-invite/:code). */
export const vendorInviteUrl = (appUrl: string, code: string) => `${appUrl}/vendor-invite/${code}`;

/**
 * Mails a vendor invitation's link (the invitation, a resend, or reminder number `reminder`): in the
 * name of the member who sent it, from the customer's workspace. Used by the api and the worker.
 */
export async function mailVendorInvitation(
  ctx: { db: Db; jobs: JobQueue; appUrl: string },
  invitation: { workspaceId: string; createdById: string; email: string; message: string | null },
  code: string,
  reminder: number,
) {
  const [from, workspace] = await Promise.all([
    ctx.db.user.findUnique({ where: { id: invitation.createdById } }),
    ctx.db.workspace.findUniqueOrThrow({ where: { id: invitation.workspaceId } }),
  ]);
  await ctx.jobs.enqueue(sendMailJob, {
    to: invitation.email,
    mail: {
      template: "vendor-invitation",
      data: {
        url: vendorInviteUrl(ctx.appUrl, code),
        customerName: workspace.name,
        // The sender's account may be gone by a reminder: the workspace speaks then.
        inviterName: (from && (`${from.firstName} ${from.lastName}`.trim() || from.email)) || workspace.name,
        message: invitation.message,
        days: inviteLinkDays,
        reminder,
      },
    },
  });
}
