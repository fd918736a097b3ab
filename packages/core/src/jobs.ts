import type { z } from "zod";
import { type EntityVerifyJobContext, verifyEntityJob } from "./entities/entities.jobs";
import type { JobDefinition } from "./jobs/define-job";
import { type MailJobContext, sendMailJob } from "./mail/mail.jobs";
import { type ResourceSweepJobContext, sweepResourcesJob } from "./resources/resources.jobs";
import { type ListRefreshJobContext, refreshListsJob, screenVendorsJob } from "./screening/screening.jobs";
import { importVendorsJob, type VendorImportJobContext } from "./vendors/vendors.jobs";

/**
 * Core's job registry, beside the domains it lists: the job kernel (`jobs/`: defineJob, the queue)
 * knows no domain, and each domain's jobs live with that domain.
 */

/** Every service a registered job may ask the worker for: `createCore(...).jobServices()`. */
export type JobServices = MailJobContext &
  ListRefreshJobContext &
  ResourceSweepJobContext &
  EntityVerifyJobContext &
  VendorImportJobContext;

/** Every job the worker runs; the worker builds one BullMQ Worker per entry. */
export const jobRegistry: readonly JobDefinition<z.ZodType, JobServices>[] = [
  sendMailJob,
  refreshListsJob,
  sweepResourcesJob,
  verifyEntityJob,
  importVendorsJob,
  screenVendorsJob,
];
export {
  importVendorsJob,
  refreshListsJob,
  screenVendorsJob,
  sendMailJob,
  sweepResourcesJob,
  verifyEntityJob,
};
