import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import type { Mailer } from "./mailer";
import { mailTemplateSchema } from "./templates";

export interface MailJobContext {
  mailer: Mailer;
}

/** Mail leaves through the worker only: a slow or failing SMTP server never holds up a request. */
export const sendMailJob = defineJob({
  name: "mail.send",
  schema: z.object({ to: z.email(), mail: mailTemplateSchema }),
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 2000 },
    // Sign-in links sit in the payload: do not keep them in Redis once delivered.
    removeOnComplete: true,
    removeOnFail: { age: 24 * 3600 },
  },
  async handle(data, ctx: MailJobContext) {
    await ctx.mailer.send(data.to, data.mail);
  },
});
