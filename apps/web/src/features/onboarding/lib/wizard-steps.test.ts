import { ONBOARDING_COMPLETED } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import {
  mayShowStep,
  missingBeforeFinish,
  nextStep,
  onboardingGate,
  pathAfterMove,
  previousStep,
  resumeStep,
  skippableSteps,
  skipTarget,
  wizardPhases,
  wizardStepOf,
  wizardSteps,
} from "./wizard-steps";

const gate = (company_info_step: number, entity = false, workflow = false) =>
  onboardingGate({
    company_info_step,
    entity_details_completed: entity,
    vendor_workflow_confirmed: workflow,
  });

describe("the onboarding wizard's steps", () => {
  it("are the company's seven, from entity information to the plan, under the spec's step labels", () => {
    expect(wizardSteps.map((step) => [step.step, step.label])).toEqual([
      [2, "Entity information"],
      [3, "Supply chain roles and attestations"],
      [4, "Vendor list upload"],
      [5, "Column verification"],
      [6, "Review"],
      [7, "Access dashboard"],
      [8, "Subscription customisation"],
    ]);
    expect(wizardPhases.map((phase) => [phase.label, phase.steps.map((step) => step.step)])).toEqual([
      ["Company info", [2, 3]],
      ["Vendor list", [4, 5, 6]],
      ["Finish", [7, 8]],
    ]);
  });

  it("read a step from the address only when it is one of them", () => {
    expect(wizardStepOf("2")?.key).toBe("entity_information");
    expect(wizardStepOf("8")?.key).toBe("subscription");
    for (const param of [undefined, "", "1", "9", "0", "-1", "02", "2x", "10"]) {
      expect(wizardStepOf(param), String(param)).toBeNull();
    }
  });

  it("go on one at a time, the last one completing the onboarding and opening the dashboard", () => {
    expect(nextStep(2)).toBe(3);
    expect(nextStep(7)).toBe(8);
    expect(nextStep(8)).toBe(ONBOARDING_COMPLETED);
    expect(pathAfterMove(3)).toBe("/onboarding/3");
    expect(pathAfterMove(ONBOARDING_COMPLETED)).toBe("/");
  });

  it("go back one at a time, never before entity information (sign-up is behind the user)", () => {
    expect(previousStep(8)).toBe(7);
    expect(previousStep(3)).toBe(2);
    expect(previousStep(2)).toBeNull();
  });

  it("skip by the spec's map: the vendor list upload skips four steps, to the plan", () => {
    expect([...skippableSteps]).toEqual([4]);
    expect(skipTarget(4)).toBe(8);
    expect(skipTarget(ONBOARDING_COMPLETED)).toBe(ONBOARDING_COMPLETED);
  });
});

describe("resuming", () => {
  it("opens the step the server kept, held to the company's steps", () => {
    expect(resumeStep(5)).toBe(5);
    expect(resumeStep(1)).toBe(2);
    // A vendor's own step (compliance) is not one of the company's wizard.
    expect(resumeStep(9)).toBe(2);
    expect(resumeStep(ONBOARDING_COMPLETED)).toBeNull();
  });

  it("shows the steps reached, and none ahead of them until the onboarding is completed", () => {
    expect(mayShowStep(2, 5)).toBe(true);
    expect(mayShowStep(5, 5)).toBe(true);
    expect(mayShowStep(6, 5)).toBe(false);
    expect(mayShowStep(8, ONBOARDING_COMPLETED)).toBe(true);
  });
});

describe("the vendor screens' gate", () => {
  it("lets a set-up workspace in, whatever its wizard's step", () => {
    expect(gate(ONBOARDING_COMPLETED, true, true)).toBeNull();
    expect(gate(4, true, true)).toBeNull();
  });

  it("sends a workspace in the middle of its wizard to the step it left off at", () => {
    expect(gate(2)).toBe("/onboarding/2");
    expect(gate(6, true, false)).toBe("/onboarding/6");
    expect(gate(1)).toBe("/onboarding/2");
  });

  it("sends a completed wizard back to what is missing: the company details first, then the workflow", () => {
    expect(gate(ONBOARDING_COMPLETED, false, false)).toBe("/onboarding/2");
    expect(gate(ONBOARDING_COMPLETED, false, true)).toBe("/onboarding/2");
    expect(gate(ONBOARDING_COMPLETED, true, false)).toBe("/onboarding/7");
  });

  it("names what the last step still needs, with the step that gives it", () => {
    const missing = (entity: boolean, workflow: boolean) =>
      missingBeforeFinish({
        company_info_step: 8,
        entity_details_completed: entity,
        vendor_workflow_confirmed: workflow,
      }).map(({ step, reason }) => [step.step, reason]);
    expect(missing(true, true)).toEqual([]);
    expect(missing(false, false)).toEqual([
      [2, "Complete your company details"],
      [7, "Confirm your vendor workflow"],
    ]);
  });
});
