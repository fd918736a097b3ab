import { invitationMailsPerHour, rateLimitMessages } from "@tierline/contracts";
import { RateLimitedError } from "../errors";

/** The window the invitation-mail limit counts over. */
export const mailWindowMs = 60 * 60 * 1000;

/**
 * At most `invitationMailsPerHour` mails per invitation (member or vendor), however they are asked for
 * (invite, resend, re-invite, an open link typed again): `sent` are its mails of the last hour, oldest
 * first. The next one may go when the oldest counted leaves the hour; `field` names the input the
 * refusal is about.
 */
export function assertMayMail(sent: Date[], field?: string, now = Date.now()) {
  if (sent.length < invitationMailsPerHour) return;
  const frees = sent[sent.length - invitationMailsPerHour]!.getTime() + mailWindowMs;
  throw new RateLimitedError((frees - now) / 1000, rateLimitMessages.invitationMail, field);
}
