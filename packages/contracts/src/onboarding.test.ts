import { describe, expect, it } from "vitest";
import {
  companyInfoStepSchema,
  ONBOARDING_COMPLETED,
  onboardingPlanRequestSchema,
  onboardingSteps,
  skipStepBy,
  stepAfterSkip,
  storedStep,
  vendorJumpTargets,
} from "./onboarding";
import { firstMessage } from "./test-utils";

describe("onboarding steps", () => {
  it("numbers the wizard's steps 1 to 9, compliance last for vendor users", () => {
    expect(onboardingSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(onboardingSteps.at(-1)!.key).toBe("compliance");
    expect(vendorJumpTargets).toEqual({ company_info: 3, vendor_list: 5, compliance: 9 });
  });

  it("skips by the spec's map: completed -1, step 4 by 4 (to 8), others by 1", () => {
    expect(skipStepBy(ONBOARDING_COMPLETED)).toBe(-1);
    expect(skipStepBy(4)).toBe(4);
    expect(skipStepBy(2)).toBe(1);
    expect(stepAfterSkip(4)).toBe(8);
    expect(stepAfterSkip(2)).toBe(3);
    expect(stepAfterSkip(8)).toBe(ONBOARDING_COMPLETED);
    expect(stepAfterSkip(ONBOARDING_COMPLETED)).toBe(ONBOARDING_COMPLETED);
  });

  it("keeps a completed onboarding completed, otherwise stores the given step", () => {
    expect(storedStep(ONBOARDING_COMPLETED, 3)).toBe(ONBOARDING_COMPLETED);
    expect(storedStep(3, 5)).toBe(5);
    expect(storedStep(5, 2)).toBe(2);
  });

  it("takes steps -1 and 1 to 9 only", () => {
    for (const step of [-1, 1, 9]) expect(companyInfoStepSchema.parse(step)).toBe(step);
    for (const step of [0, -2, 10, 2.5, "3"])
      expect(firstMessage(companyInfoStepSchema, step)).toBe("Please select a valid onboarding step");
  });

  it("asks Enterprise for a billing interval, Free for none", () => {
    expect(onboardingPlanRequestSchema.parse({ plan: "FREE" })).toEqual({ plan: "FREE" });
    expect(onboardingPlanRequestSchema.parse({ plan: "ENTERPRISE", billing_interval: "YEAR" })).toEqual({
      plan: "ENTERPRISE",
      billing_interval: "YEAR",
    });
    expect(firstMessage(onboardingPlanRequestSchema, { plan: "ENTERPRISE" })).toBe(
      "Please select how often to be billed",
    );
    expect(firstMessage(onboardingPlanRequestSchema, { plan: "GOLD" })).toBe("Please select a plan");
  });
});
