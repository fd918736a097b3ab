import type { z } from "zod";
import { type EntityVerifyJobContext, verifyEntityJob } from "./entities/entities.jobs";
import type { JobDefinition } from "./jobs/define-job";
import { type MailJobContext, sendMailJob } from "./mail/mail.jobs";
import { type ResourceSweepJobContext, sweepResourcesJob } from "./resources/resources.jobs";
import { checkWarningFileJob, type RisksJobContext, raiseWarningsJob } from "./risks/risks.jobs";
import {
  type ListRefreshJobContext,
  type RescreenJobContext,
  refreshListsJob,
  rescreenVendorsJob,
  screenVendorJob,
  sweepUnscreenedVendorsJob,
  type UnscreenedSweepJobContext,
  type VendorScreeningJobContext,
} from "./screening/screening.jobs";
import { notifyPossibleMatchJob, type PossibleMatchNotifyContext } from "./screening/screening-notifications";
import {
  remindVendorInvitationsJob,
  type VendorInvitationReminderContext,
} from "./vendor-invitations/vendor-invitation-reminders.jobs";
import {
  type RelationshipScheduleJobContext,
  relationshipDueJob,
  relationshipSweepJob,
} from "./vendors/relationship-schedule.jobs";
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
  VendorImportJobContext &
  RisksJobContext &
  RelationshipScheduleJobContext &
  VendorScreeningJobContext &
  RescreenJobContext &
  UnscreenedSweepJobContext &
  PossibleMatchNotifyContext &
  VendorInvitationReminderContext;

/** Every job the worker runs; the worker builds one BullMQ Worker per entry. */
export const jobRegistry: readonly JobDefinition<z.ZodType, JobServices>[] = [
  sendMailJob,
  refreshListsJob,
  sweepResourcesJob,
  verifyEntityJob,
  importVendorsJob,
  screenVendorJob,
  rescreenVendorsJob,
  sweepUnscreenedVendorsJob,
  notifyPossibleMatchJob,
  raiseWarningsJob,
  checkWarningFileJob,
  relationshipDueJob,
  relationshipSweepJob,
  remindVendorInvitationsJob,
];
export {
  checkWarningFileJob,
  importVendorsJob,
  notifyPossibleMatchJob,
  raiseWarningsJob,
  refreshListsJob,
  relationshipDueJob,
  relationshipSweepJob,
  remindVendorInvitationsJob,
  rescreenVendorsJob,
  screenVendorJob,
  sendMailJob,
  sweepResourcesJob,
  verifyEntityJob,
};
