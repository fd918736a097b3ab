import { z } from "zod";

/** Every mail the product sends: a name, its data, and a subject, HTML and text body built from them. */
export const mailTemplateSchema = z.discriminatedUnion("template", [
  z.object({
    template: z.literal("magic-link"),
    data: z.object({ url: z.url(), minutes: z.number().int() }),
  }),
  z.object({
    template: z.literal("password-reset"),
    data: z.object({ url: z.url(), minutes: z.number().int() }),
  }),
  z.object({
    template: z.literal("invitation"),
    data: z.object({
      url: z.url(),
      workspaceName: z.string(),
      inviterName: z.string(),
      days: z.number().int(),
    }),
  }),
  z.object({
    template: z.literal("vendor-invitation"),
    data: z.object({
      url: z.url(),
      customerName: z.string(),
      inviterName: z.string(),
      /** The inviter's own words, plain text (escaped in the HTML). */
      message: z.string().nullable(),
      days: z.number().int(),
      /** 0 for the invitation (and a resend); 1, 2, 3 for the scheduled reminders. */
      reminder: z.number().int().min(0),
    }),
  }),
  z.object({
    template: z.literal("possible-match"),
    data: z.object({ url: z.url(), vendorName: z.string(), riskTitle: z.string() }),
  }),
  z.object({
    template: z.literal("questionnaire-submitted"),
    data: z.object({ url: z.url(), vendorName: z.string(), summary: z.string() }),
  }),
  z.object({
    template: z.literal("vendor-proposed"),
    data: z.object({ url: z.url(), vendorName: z.string(), roles: z.array(z.string()) }),
  }),
]);
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** One layout for all mails: a heading, a paragraph, a button and the raw link for clients without HTML. */
function layout(heading: string, paragraph: string, button: string, url: string, footer: string): string {
  const u = escapeHtml(url);
  return `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:8px">Tierline</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding:8px 0">${escapeHtml(heading)}</td></tr>
<tr><td style="font-size:15px;line-height:22px;padding-bottom:24px">${escapeHtml(paragraph)}</td></tr>
<tr><td><a href="${u}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(button)}</a></td></tr>
<tr><td style="font-size:12px;color:#616e7c;padding-top:24px;word-break:break-all">Or paste this link into your browser: ${u}</td></tr>
<tr><td style="font-size:12px;color:#616e7c;padding-top:16px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderMail(mail: MailTemplate): RenderedMail {
  switch (mail.template) {
    case "magic-link": {
      const p = `Use the button below to sign in to Tierline. The link works once and expires in ${mail.data.minutes} minutes.`;
      const footer = "If you did not ask to sign in, you can ignore this e-mail.";
      return {
        subject: "Your Tierline sign-in link",
        html: layout("Sign in to Tierline", p, "Sign in", mail.data.url, footer),
        text: `Sign in to Tierline\n\n${p}\n\n${mail.data.url}\n\n${footer}\n`,
      };
    }
    case "password-reset": {
      const p = `Someone asked to reset the password of your Tierline account. The link works once and expires in ${mail.data.minutes} minutes.`;
      const footer = "If it was not you, ignore this e-mail: your password stays as it is.";
      return {
        subject: "Reset your Tierline password",
        html: layout("Reset your password", p, "Choose a new password", mail.data.url, footer),
        text: `Reset your password\n\n${p}\n\n${mail.data.url}\n\n${footer}\n`,
      };
    }
    case "invitation": {
      const { inviterName, workspaceName, days, url } = mail.data;
      const p = `${inviterName} invited you to join ${workspaceName} on Tierline. The invitation expires in ${days} days.`;
      const footer = "If you were not expecting this invitation, you can ignore this e-mail.";
      return {
        subject: `You are invited to ${workspaceName} on Tierline`,
        html: layout(`Join ${workspaceName}`, p, "Accept invitation", url, footer),
        text: `Join ${workspaceName}\n\n${p}\n\n${url}\n\n${footer}\n`,
      };
    }
    case "vendor-invitation": {
      const { customerName, inviterName, message, days, reminder, url } = mail.data;
      const ask = `${inviterName} of ${customerName} asks your company to share its compliance information on Tierline: sign up (or sign in) and answer ${customerName}'s requests. The invitation expires in ${days} days.`;
      const p = message ? `${ask}\n\nTheir message: ${message}` : ask;
      const footer = "If you do not handle compliance for your company, forward this e-mail to whoever does.";
      const subject = `${reminder > 0 ? "Reminder: " : ""}${customerName} invites you to share your compliance information`;
      return {
        subject,
        html: layout(`${customerName} invites you`, p, "Respond to the invitation", url, footer),
        text: `${customerName} invites you\n\n${p}\n\n${url}\n\n${footer}\n`,
      };
    }
    case "possible-match": {
      const { vendorName, riskTitle, url } = mail.data;
      const p = `Screening found a possible restricted-party match for ${vendorName}: ${riskTitle}. Review it to confirm the match or dismiss it.`;
      const footer =
        "You receive this because you handle screening decisions; change it in Settings, Notifications.";
      return {
        subject: `Possible restricted-party match: ${vendorName}`,
        html: layout(`Review ${vendorName}`, p, "Review the match", url, footer),
        text: `Review ${vendorName}\n\n${p}\n\n${url}\n\n${footer}\n`,
      };
    }
    case "questionnaire-submitted": {
      const { vendorName, summary, url } = mail.data;
      const p = `${vendorName} submitted the UFLPA questionnaire. ${summary} See the answers on the vendor's profile.`;
      const footer =
        "You receive this because you decide vendor risks; change it in Settings, Notifications.";
      return {
        subject: `UFLPA questionnaire submitted: ${vendorName}`,
        html: layout(`${vendorName} answered`, p, "See the answers", url, footer),
        text: `${vendorName} answered\n\n${p}\n\n${url}\n\n${footer}\n`,
      };
    }
    case "vendor-proposed": {
      const { vendorName, roles, url } = mail.data;
      const p = `${vendorName} proposed itself as your vendor with your supplier code${roles.length > 0 ? ` (${roles.join(", ")})` : ""}. Approve or reject the relationship on the vendor's profile.`;
      const footer =
        "You receive this because you handle vendor relationships; change it in Settings, Notifications.";
      return {
        subject: `Vendor proposal: ${vendorName}`,
        html: layout(`${vendorName} wants to be your vendor`, p, "Review the proposal", url, footer),
        text: `${vendorName} wants to be your vendor\n\n${p}\n\n${url}\n\n${footer}\n`,
      };
    }
  }
}
