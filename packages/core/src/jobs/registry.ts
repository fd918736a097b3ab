import type { z } from "zod";
import { type MailJobContext, sendMailJob } from "../mail/mail.jobs";
import { type ListRefreshJobContext, refreshListsJob } from "../screening/screening.jobs";
import type { JobDefinition } from "./define-job";

/** Every service a registered job may ask the worker for. */
export type JobServices = MailJobContext & ListRefreshJobContext;

/** Every job the worker runs; main.ts builds one BullMQ Worker per entry. */
export const jobRegistry: readonly JobDefinition<z.ZodType, JobServices>[] = [sendMailJob, refreshListsJob];
export { refreshListsJob, sendMailJob };
