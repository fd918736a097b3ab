import { ONBOARDING_COMPLETED } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import {
  goesToCompliance,
  mayShowStep,
  missingBeforeFinish,
  nextStep,
  onboardingGate,
  pathAfterMove,
  phasesOf,
  previousStep,
  resumeStep,
  shownSteps,
  skippableSteps,
  skipTarget,
  vendorStepAfter,
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
    expect(phasesOf(wizardSteps).map((phase) => [phase.label, phase.steps.map((step) => step.step)])).toEqual(
      [
        ["Company info", [2, 3]],
        ["Vendor list", [4, 5, 6]],
        ["Finish", [7, 8]],
      ],
    );
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
    // An invited vendor that went on to its compliance section (9) has its company info behind it.
    expect(resumeStep(9)).toBe(4);
    expect(resumeStep(ONBOARDING_COMPLETED)).toBeNull();
  });

  it("shows the steps reached, and none ahead of them until the onboarding is completed", () => {
    expect(mayShowStep(2, 5)).toBe(true);
    expect(mayShowStep(5, 5)).toBe(true);
    expect(mayShowStep(6, 5)).toBe(false);
    expect(mayShowStep(8, ONBOARDING_COMPLETED)).toBe(true);
  });
});

describe("an invited vendor's way", () => {
  const vendorAt = (company_info_step: number, invited_vendor = true) => ({
    company_info_step,
    invited_vendor,
  });

  it("is taken from the company info steps, by an invited vendor only", () => {
    expect(goesToCompliance(vendorAt(3))).toBe(true);
    expect(goesToCompliance(vendorAt(2))).toBe(true);
    expect(goesToCompliance(vendorAt(3, false))).toBe(false);
  });

  it("is left once the vendor went past company info: its own onboarding takes the company's steps", () => {
    expect(goesToCompliance(vendorAt(9))).toBe(false);
    expect(goesToCompliance(vendorAt(4))).toBe(false);
    expect(goesToCompliance(vendorAt(ONBOARDING_COMPLETED))).toBe(false);
    // Reopened from the checklist, it resumes at the vendor list.
    expect(resumeStep(9)).toBe(4);
    expect(mayShowStep(4, 9)).toBe(true);
    expect(mayShowStep(7, 9)).toBe(false);
  });

  it("makes its compliance section its home until it begins its own onboarding", () => {
    // The vendor screens (what "/" opens after signing in) send it to its compliance section ...
    expect(gate(9, true, false)).toBe("/compliance");
    // ... until it goes on from the vendor list upload; then they resume its wizard as a company's.
    expect(gate(4, true, false)).toBe("/onboarding/4");
    expect(gate(5, true, false)).toBe("/onboarding/5");
  });

  it("goes on to its compliance section once its details are complete", () => {
    expect(vendorStepAfter(3, [])).toBe(9);
    expect(vendorStepAfter(2, [])).toBe(9);
  });

  it("first gives the other company info step what it still misses", () => {
    // Landed on roles (3) at sign-up: the entity information is still to give.
    expect(vendorStepAfter(3, ["registered_name", "registered_jurisdiction", "entity_type"])).toBe(2);
    expect(vendorStepAfter(2, ["supply_chain_roles", "attestations"])).toBe(3);
    // A part the step just saved still missing does not keep the vendor on it.
    expect(vendorStepAfter(3, ["attestations"])).toBe(9);
  });

  it("shows its company info and its compliance section, not the vendor list it skips", () => {
    const shown = (state: ReturnType<typeof vendorAt>) =>
      phasesOf(shownSteps(state)).map((phase) => [phase.label, phase.steps.map((step) => step.label)]);
    expect(shown(vendorAt(3))).toEqual([
      ["Company info", ["Entity information", "Supply chain roles and attestations"]],
      ["Finish", ["Compliance"]],
    ]);
    expect(shownSteps(vendorAt(3, false))).toBe(wizardSteps);
    expect(shownSteps(vendorAt(9))).toBe(wizardSteps);
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
