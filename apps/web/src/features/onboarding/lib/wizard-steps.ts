import {
  type EntityDetailPart,
  firstOnboardingStep,
  lastCompanyOnboardingStep,
  ONBOARDING_COMPLETED,
  type OnboardingState,
  onboardingPhases,
  onboardingSteps,
  stepAfterSkip,
  vendorJumpTargets,
} from "@tierline/contracts";

/**
 * The onboarding wizard's moves, pure: which steps a company goes through, where Next, Back and Skip
 * lead, where a returning user resumes and where the vendor screens send a workspace not set up yet.
 * The server keeps the step (`company_info_step`), so every device resumes at the same place.
 */

/** A step as the stepper shows it: one of the company's, or an invited vendor's compliance section (9). */
export type ShownStep = (typeof onboardingSteps)[number];

/** A company's steps: after sign-up (1) up to the plan (8). Compliance (9) is an invited vendor's. */
type CompanyStep = Exclude<ShownStep, { key: "sign_up" | "compliance" }>;
export const wizardSteps = onboardingSteps.filter(
  (step): step is CompanyStep => step.step >= firstOnboardingStep && step.step <= lastCompanyOnboardingStep,
);
export type WizardStep = CompanyStep;
export type WizardStepKey = WizardStep["key"];
export const firstWizardStep = firstOnboardingStep;

/** The company info steps (entity information 2, roles and attestations 3): all an invited vendor does. */
const companyInfoSteps = wizardSteps.filter((step) => step.phase === "company_info");
const lastCompanyInfoStep = Math.max(...companyInfoSteps.map((step) => step.step));

/** The phases `steps` fall under, each with its steps (the spec's step labels, without "vendor start"). */
export const phasesOf = (steps: readonly ShownStep[]) =>
  onboardingPhases
    .filter((phase) => steps.some((step) => step.phase === phase.key))
    .map((phase) => ({ ...phase, steps: steps.filter((step) => step.phase === phase.key) }));

export const onboardingPath = (step: number) => `/onboarding/${step}`;

/** The step of a `/onboarding/:step` address, or null when it names no step of the wizard. */
export function wizardStepOf(param: string | undefined): WizardStep | null {
  if (!param || !/^\d$/.test(param)) return null;
  return wizardSteps.find((step) => step.step === Number(param)) ?? null;
}

export const isCompleted = (storedStep: number) => storedStep === ONBOARDING_COMPLETED;

/**
 * Where a returning user goes on: the stored step, held to the company's steps (sign-up is behind a
 * user who has an account). A stored compliance step (9) is an invited vendor that went there from its
 * company info: its own onboarding, opened later to bring its vendors in, goes on after it. Null once
 * the onboarding is completed.
 */
export function resumeStep(storedStep: number): number | null {
  if (isCompleted(storedStep)) return null;
  if (storedStep === vendorJumpTargets.compliance) return lastCompanyInfoStep + 1;
  if (storedStep < firstOnboardingStep || storedStep > lastCompanyOnboardingStep) return firstOnboardingStep;
  return storedStep;
}

type VendorWayState = Pick<OnboardingState, "company_info_step" | "invited_vendor">;

/**
 * Whether the wizard takes the workspace the invited vendor's way (spec section 2: the vendor jump
 * targets): its company info, then its compliance section (9), not on to the vendor list. Only until
 * it went there: a vendor opening its own onboarding later has gone past company info (9 stored, or a
 * vendor list step) and takes the company's steps.
 */
export function goesToCompliance(state: VendorWayState): boolean {
  const reached = resumeStep(state.company_info_step);
  return state.invited_vendor && reached !== null && reached <= lastCompanyInfoStep;
}

/** The company info step that gives each part of the entity's details. */
const stepOfPart: Record<EntityDetailPart, number> = {
  registered_name: 2,
  registered_jurisdiction: 2,
  entity_type: 2,
  supply_chain_roles: 3,
  attestations: 3,
};

/**
 * Where an invited vendor goes once company info step `step` is done, by what its details still miss:
 * the other company info step when that one has something missing (the vendor lands on roles, 3, with
 * its entity information not given yet), else its compliance section. A part the step just saved
 * still misses (none of its forms lets that happen) does not keep the vendor on it.
 */
export function vendorStepAfter(step: number, missing: readonly EntityDetailPart[]): number {
  return (
    missing.map((part) => stepOfPart[part]).find((other) => other !== step) ?? vendorJumpTargets.compliance
  );
}

/** The invited vendor's way: its company info steps, then its compliance section. */
const vendorWaySteps = onboardingSteps.filter(
  (step) => step.phase === "company_info" || step.step === vendorJumpTargets.compliance,
);

/** The steps the stepper promises: the invited vendor's way, else the company's wizard. */
export const shownSteps = (state: VendorWayState): readonly ShownStep[] =>
  goesToCompliance(state) ? vendorWaySteps : wizardSteps;

/**
 * Whether `step` may be shown: a step up to the one reached (the user goes back to change something),
 * any step once the onboarding is completed; never one ahead of the progress.
 */
export function mayShowStep(step: number, storedStep: number): boolean {
  const reached = resumeStep(storedStep);
  return reached === null || step <= reached;
}

/** The step after `step`; after the last one the onboarding is completed. */
export function nextStep(step: number): number {
  return step >= lastCompanyOnboardingStep ? ONBOARDING_COMPLETED : step + 1;
}

/** The step before `step`, or null on the first one (sign-up is not gone back to). */
export function previousStep(step: number): number | null {
  return step > firstOnboardingStep ? step - 1 : null;
}

/**
 * Steps a user may leave without doing: the vendor list upload (a company can bring its vendors in
 * later). The others hold what the product needs before it is used (entity details, the vendor
 * workflow) or follow an upload (mapping, review), and the plan step's Free is itself a choice.
 */
export const skippableSteps: ReadonlySet<number> = new Set([4]);

/** Where Skip leads from `step`: the spec's skip-step map (step 4 skips 4, to the plan; others 1). */
export const skipTarget = (step: number) => stepAfterSkip(step);

/** The address a move to `step` opens: the step's screen, or the dashboard once completed. */
export const pathAfterMove = (step: number) => (isCompleted(step) ? "/" : onboardingPath(step));

/** What the vendor screens need from the onboarding state. */
export type GateState = Pick<
  OnboardingState,
  "company_info_step" | "entity_details_completed" | "vendor_workflow_confirmed"
>;

/** The step that makes what is missing: the entity information, else the access dashboard's confirmation. */
const entityStep = 2;
const workflowStep = 7;

/**
 * Where the vendor screens send a workspace that cannot use them yet (spec section 1: its entity
 * details complete and its vendor workflow confirmed), or null when it can. A wizard under way resumes
 * where it was left; a completed one whose details or confirmation are missing goes to that step.
 */
export function onboardingGate(state: GateState): string | null {
  if (state.entity_details_completed && state.vendor_workflow_confirmed) return null;
  // An invited vendor that went from its company info to its compliance section (stored 9) and has not
  // begun its own onboarding: that section is its home, so signing in again (which opens "/") lands
  // there, as the mail's link did. The checklist still opens its own onboarding at the vendor list.
  if (state.company_info_step === vendorJumpTargets.compliance) return "/compliance";
  const resume = resumeStep(state.company_info_step);
  if (resume !== null) return onboardingPath(resume);
  return onboardingPath(state.entity_details_completed ? workflowStep : entityStep);
}

/** What the last step still needs before the wizard can finish: the steps to go back to, in order. */
export function missingBeforeFinish(state: GateState): { step: WizardStep; reason: string }[] {
  const missing: { step: WizardStep; reason: string }[] = [];
  const stepOf = (number: number) => wizardSteps.find((step) => step.step === number) as WizardStep;
  if (!state.entity_details_completed) {
    missing.push({ step: stepOf(entityStep), reason: "Complete your company details" });
  }
  if (!state.vendor_workflow_confirmed) {
    missing.push({ step: stepOf(workflowStep), reason: "Confirm your vendor workflow" });
  }
  return missing;
}
