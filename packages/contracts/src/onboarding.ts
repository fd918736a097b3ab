import { z } from "zod";
import { entityDetailPartSchema } from "./entity-enums";
import { fieldMessages } from "./messages";
import { paymentPlanSchema, paymentPlans } from "./payment-enums";
import { personRefSchema } from "./person-fields";

/**
 * The onboarding wizard (spec sections 2 and 4): its steps, the vendor jump targets, the skip-step map,
 * the plan choice, and the vendor workflow a workspace confirms. The step is kept on the server
 * (GET /workspaces/{id}/onboarding, PATCH /entities/{id} `company_info_step`), so the wizard resumes on
 * another device.
 */

/** The step value of a finished onboarding (spec: ONBOARDING_COMPLETED = -1). */
export const ONBOARDING_COMPLETED = -1;

/** The phases the wizard's progress shows (spec: vendor start (None), company info, vendor list, finish). */
export const onboardingPhases = [
  { key: "vendor_start", label: "None" },
  { key: "company_info", label: "Company info" },
  { key: "vendor_list", label: "Vendor list" },
  { key: "finish", label: "Finish" },
] as const;
export type OnboardingPhase = (typeof onboardingPhases)[number]["key"];

/** Every step, numbered as stored. Step 9 is for invited vendor users only. */
export const onboardingSteps = [
  { step: 1, key: "sign_up", label: "Sign up", phase: "vendor_start" },
  { step: 2, key: "entity_information", label: "Entity information", phase: "company_info" },
  {
    step: 3,
    key: "supply_chain_roles",
    label: "Supply chain roles and attestations",
    phase: "company_info",
  },
  { step: 4, key: "vendor_list_upload", label: "Vendor list upload", phase: "vendor_list" },
  { step: 5, key: "column_verification", label: "Column verification", phase: "vendor_list" },
  { step: 6, key: "review", label: "Review", phase: "vendor_list" },
  { step: 7, key: "access_dashboard", label: "Access dashboard", phase: "finish" },
  { step: 8, key: "subscription", label: "Subscription customisation", phase: "finish" },
  { step: 9, key: "compliance", label: "Compliance", phase: "finish" },
] as const satisfies readonly { step: number; key: string; label: string; phase: OnboardingPhase }[];
export type OnboardingStepKey = (typeof onboardingSteps)[number]["key"];

/** Where a new company starts: sign-up (step 1) is done when its account exists. */
export const firstOnboardingStep = 2;
/** The last step of a company's own onboarding; going on from it completes onboarding. */
export const lastCompanyOnboardingStep = 8;
export const maxOnboardingStep = 9;

/** Where an invited vendor user is sent (spec: company info = 3, vendor list = 5, compliance = 9). */
export const vendorJumpTargets = { company_info: 3, vendor_list: 5, compliance: 9 } as const;

/** How many steps "skip" moves on from `step` (spec: ONBOARDING_COMPLETED = -1, step 4 = 4, others 1). */
export function skipStepBy(step: number): number {
  if (step === ONBOARDING_COMPLETED) return ONBOARDING_COMPLETED;
  return step === 4 ? 4 : 1;
}

/** The step "skip" lands on: step 4 (vendor list upload) skips the vendor list to 8; completed stays. */
export function stepAfterSkip(step: number): number {
  if (step === ONBOARDING_COMPLETED) return ONBOARDING_COMPLETED;
  const next = step + skipStepBy(step);
  return next > lastCompanyOnboardingStep ? ONBOARDING_COMPLETED : next;
}

/**
 * The step to store when a client says `given` (spec section 4): a completed onboarding stays completed
 * (only a reset starts it again); otherwise the given step is used.
 */
export const storedStep = (stored: number, given: number) =>
  stored === ONBOARDING_COMPLETED ? ONBOARDING_COMPLETED : given;

/** A step a client may store: 1 to 9, or -1 (completed). */
export const companyInfoStepSchema = z
  .number({ error: fieldMessages.onboardingStepInvalid })
  .int(fieldMessages.onboardingStepInvalid)
  .min(ONBOARDING_COMPLETED, fieldMessages.onboardingStepInvalid)
  .max(maxOnboardingStep, fieldMessages.onboardingStepInvalid)
  .refine((step) => step !== 0, fieldMessages.onboardingStepInvalid);

/** How often a paid plan is billed (spec section 9: every 6 months, or yearly). */
export const billingIntervals = ["SIX_MONTHS", "YEAR"] as const;
export const billingIntervalSchema = z.enum(billingIntervals, {
  error: fieldMessages.billingIntervalRequired,
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;
export const billingIntervalLabels: Record<BillingInterval, string> = {
  SIX_MONTHS: "Every 6 months",
  YEAR: "Yearly",
};

/**
 * PUT /workspaces/{id}/onboarding: the plan chosen in the wizard (payment comes with billing).
 * Enterprise needs a billing interval; Free has none (one sent is not kept).
 */
export const onboardingPlanRequestSchema = z
  .object({
    plan: z.enum(paymentPlans, { error: fieldMessages.planRequired }),
    billing_interval: billingIntervalSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.plan === "ENTERPRISE" && !value.billing_interval)
      ctx.addIssue({
        code: "custom",
        path: ["billing_interval"],
        message: fieldMessages.billingIntervalRequired,
      });
  });
export type OnboardingPlanRequest = z.infer<typeof onboardingPlanRequestSchema>;

/**
 * PUT /workspaces/{id}/onboarding/vendor-list: the vendor list uploaded in the wizard (a vendor-upload
 * resource of the workspace), kept until it is imported so the wizard resumes with it; null drops it.
 */
export const onboardingVendorListRequestSchema = z.object({
  resource: z.uuid({ error: fieldMessages.vendorListInvalid }).nullable(),
});
export type OnboardingVendorListRequest = z.infer<typeof onboardingVendorListRequestSchema>;

/** GET /workspaces/{id}/onboarding: where the workspace is in the wizard, and what it has chosen. */
export const onboardingStateSchema = z.object({
  company_info_step: z.number().int(),
  plan: paymentPlanSchema.nullable(),
  billing_interval: billingIntervalSchema.nullable(),
  /** The vendor list uploaded in the wizard and not yet imported (a resource id), if any. */
  vendor_list_resource: z.uuid().nullable(),
  /** The primary entity (the wizard's entity). */
  entity: z.uuid(),
  entity_details_completed: z.boolean(),
  vendor_workflow_confirmed: z.boolean(),
  /**
   * The workspace's company answered a customer's vendor invitation (a customer's relationship is linked
   * to it): the wizard takes it from its company info to its compliance section (step 9), not on to the
   * vendor list.
   */
  invited_vendor: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/**
 * POST /verify-vendor-onboarding: is this entity's onboarding complete? Asked by the wizard before it
 * finishes, and for an invited vendor to know where to jump in.
 */
export const verifyVendorOnboardingRequestSchema = z.object({
  entity: z.uuid({ error: fieldMessages.entityInvalid }).optional(),
});
export type VerifyVendorOnboardingRequest = z.infer<typeof verifyVendorOnboardingRequestSchema>;

export const verifyVendorOnboardingResponseSchema = z.object({
  entity: z.uuid(),
  complete: z.boolean(),
  /** The parts of the entity's details still missing, in the wizard's order. */
  missing: z.array(entityDetailPartSchema),
  /** Where to go on: company info (3) while details are missing, else compliance (9). */
  next_step: z.union([z.literal(vendorJumpTargets.company_info), z.literal(vendorJumpTargets.compliance)]),
});
export type VerifyVendorOnboardingResponse = z.infer<typeof verifyVendorOnboardingResponseSchema>;

/**
 * The vendor workflow a workspace confirms (spec section 1: needed before the product is used): how a
 * vendor goes from added to contracted (decisions, "Vendor relationship status"). `version` goes up when
 * the workflow changes, and a confirmation records the version and stages it confirmed.
 */
export const vendorWorkflow = {
  version: 1,
  stages: [
    {
      key: "added",
      label: "Vendor added",
      description: "A vendor is added by hand, by import or by invitation, with a Pending relationship.",
    },
    {
      key: "screened",
      label: "Restricted-party screening",
      description:
        "Every new vendor is screened against the restricted-party lists, and again when its name or the lists change. Possible matches open a risk.",
    },
    {
      key: "reviewed",
      label: "Review",
      description:
        "A Procurement Manager or Admin approves the vendor with a start date, or does not approve it.",
    },
    {
      key: "contracted",
      label: "Contracted",
      description:
        "From its start date the vendor is Contracted - Active; it ends as Contracted - Complete or Terminated for cause.",
    },
  ],
} as const;

/** POST /workspaces/{id}/vendor-workflow/confirmation: the version the Admin reviewed and confirms. */
export const vendorWorkflowConfirmRequestSchema = z.object({
  workflow_version: z
    .number({ error: fieldMessages.workflowVersionInvalid })
    .int(fieldMessages.workflowVersionInvalid)
    .min(1, fieldMessages.workflowVersionInvalid)
    .max(1_000, fieldMessages.workflowVersionInvalid),
});
export type VendorWorkflowConfirmRequest = z.infer<typeof vendorWorkflowConfirmRequestSchema>;

const workflowStageSchema = z.object({ key: z.string(), label: z.string(), description: z.string() });

/** GET /workspaces/{id}/vendor-workflow: the current workflow and the latest confirmation, if any. */
export const vendorWorkflowSchema = z.object({
  version: z.number().int(),
  stages: z.array(workflowStageSchema),
  confirmation: z
    .object({
      id: z.uuid(),
      workflow_version: z.number().int(),
      confirmed_by: personRefSchema,
      confirmed_at: z.iso.datetime(),
    })
    .nullable(),
  /** A confirmation exists (of any version: a new version asks again without undoing the flag). */
  confirmed: z.boolean(),
});
export type VendorWorkflowWire = z.infer<typeof vendorWorkflowSchema>;
