import type { z } from "zod";
import { type EntityVerifyJobContext, verifyEntityJob } from "./entities/entities.jobs";
import type { JobDefinition } from "./jobs/define-job";
import { type MailJobContext, sendMailJob } from "./mail/mail.jobs";
import { importProductsJob, type ProductImportJobContext } from "./product-imports/product-imports.jobs";
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
  notifyQuestionnaireSubmittedJob,
  type QuestionnaireNotifyContext,
} from "./uflpa-questionnaire/uflpa-questionnaire-notifications";
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
  ProductImportJobContext &
  RisksJobContext &
  RelationshipScheduleJobContext &
  VendorScreeningJobContext &
  RescreenJobContext &
  UnscreenedSweepJobContext &
  PossibleMatchNotifyContext &
  QuestionnaireNotifyContext &
  VendorInvitationReminderContext;

/** Every job the worker runs; the worker builds one BullMQ Worker per entry. */
export const jobRegistry: readonly JobDefinition<z.ZodType, JobServices>[] = [
  sendMailJob,
  refreshListsJob,
  sweepResourcesJob,
  verifyEntityJob,
  importVendorsJob,
  importProductsJob,
  screenVendorJob,
  rescreenVendorsJob,
  sweepUnscreenedVendorsJob,
  notifyPossibleMatchJob,
  notifyQuestionnaireSubmittedJob,
  raiseWarningsJob,
  checkWarningFileJob,
  relationshipDueJob,
  relationshipSweepJob,
  remindVendorInvitationsJob,
];
export {
  checkWarningFileJob,
  importProductsJob,
  importVendorsJob,
  notifyPossibleMatchJob,
  notifyQuestionnaireSubmittedJob,
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
