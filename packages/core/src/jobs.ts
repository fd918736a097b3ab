import type { Db } from "@tierline/db";
import type { z } from "zod";
import type { JobDefinition } from "./jobs/define-job";
import { type MailJobContext, sendMailJob } from "./mail/mail.jobs";
import type { Mailer } from "./mail/mailer";
import { withDomainErrors } from "./prisma-errors";
import type { ListRefreshConfig } from "./screening/list-refresh";
import { type ListRefreshJobContext, refreshListsJob } from "./screening/screening.jobs";

/**
 * Core's job registry, beside the domains it lists: the job kernel (`jobs/`: defineJob, the queue)
 * knows no domain, and each domain's jobs live with that domain.
 */

/** Every service a registered job may ask the worker for. */
export type JobServices = MailJobContext & ListRefreshJobContext;

/** Every job the worker runs; the worker builds one BullMQ Worker per entry. */
export const jobRegistry: readonly JobDefinition<z.ZodType, JobServices>[] = [sendMailJob, refreshListsJob];
export { refreshListsJob, sendMailJob };

/**
 * The services the worker hands its jobs, built as `createCore` builds the api's: the same database
 * client (Prisma's unique and not-found errors answered as domain errors), never assembled by hand.
 */
export function createJobServices(deps: {
  db: Db;
  mailer: Mailer;
  listRefresh: ListRefreshConfig;
}): JobServices {
  return { db: withDomainErrors(deps.db), mailer: deps.mailer, listRefresh: deps.listRefresh };
}
