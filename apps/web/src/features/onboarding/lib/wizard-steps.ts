import {
  firstOnboardingStep,
  lastCompanyOnboardingStep,
  ONBOARDING_COMPLETED,
  type OnboardingState,
  onboardingPhases,
  onboardingSteps,
  stepAfterSkip,
} from "@tierline/contracts";

/**
 * The onboarding wizard's moves, pure: which steps a company goes through, where Next, Back and Skip
 * lead, where a returning user resumes and where the vendor screens send a workspace not set up yet.
 * The server keeps the step (`company_info_step`), so every device resumes at the same place.
 */

/** A company's steps: after sign-up (1) up to the plan (8). Compliance (9) is an invited vendor's. */
type CompanyStep = Exclude<(typeof onboardingSteps)[number], { key: "sign_up" | "compliance" }>;
export const wizardSteps = onboardingSteps.filter(
  (step): step is CompanyStep => step.step >= firstOnboardingStep && step.step <= lastCompanyOnboardingStep,
);
export type WizardStep = CompanyStep;
export type WizardStepKey = WizardStep["key"];
export const firstWizardStep = firstOnboardingStep;

/** The phases the stepper groups the steps under (the spec's step labels, without "vendor start"). */
export const wizardPhases = onboardingPhases
  .filter((phase) => wizardSteps.some((step) => step.phase === phase.key))
  .map((phase) => ({ ...phase, steps: wizardSteps.filter((step) => step.phase === phase.key) }));

export const onboardingPath = (step: number) => `/onboarding/${step}`;

/** The step of a `/onboarding/:step` address, or null when it names no step of the wizard. */
export function wizardStepOf(param: string | undefined): WizardStep | null {
  if (!param || !/^\d$/.test(param)) return null;
  return wizardSteps.find((step) => step.step === Number(param)) ?? null;
}

export const isCompleted = (storedStep: number) => storedStep === ONBOARDING_COMPLETED;

/**
 * Where a returning user goes on: the stored step, held to the company's steps (sign-up is behind a
 * user who has an account; a stored vendor step means the company's own first step). Null once the
 * onboarding is completed.
 */
export function resumeStep(storedStep: number): number | null {
  if (isCompleted(storedStep)) return null;
  if (storedStep < firstOnboardingStep || storedStep > lastCompanyOnboardingStep) return firstOnboardingStep;
  return storedStep;
}

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
