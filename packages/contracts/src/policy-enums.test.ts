import { describe, expect, it } from "vitest";
import {
  policyCategoryLabels,
  policyCategorySchema,
  policyStatuses,
  renewalFrequencyLabels,
  renewalFrequencySchema,
} from "./policy-enums";
import { firstMessage } from "./test-utils";

describe("policy enums", () => {
  it("has the three statuses in order", () => {
    expect(policyStatuses).toEqual(["DRAFT", "SUBMITTED_FOR_REVIEW", "APPROVED"]);
  });
  it("labels the four categories as the spec names them", () => {
    expect(Object.values(policyCategoryLabels)).toEqual([
      "Internal Policy",
      "Training",
      "Supplier Code of Conduct",
      "Customer-facing Policy",
    ]);
  });
  it("requires a category", () => {
    expect(policyCategorySchema.parse("TRAINING")).toBe("TRAINING");
    expect(firstMessage(policyCategorySchema, undefined)).toBe("Category is required");
    expect(firstMessage(policyCategorySchema, "HR")).toBe("Please select a valid category");
  });
  it("labels the four renewal frequencies", () => {
    expect(Object.values(renewalFrequencyLabels)).toEqual(["Daily", "Weekly", "Monthly", "Yearly"]);
  });
  it("requires a renewal frequency", () => {
    expect(renewalFrequencySchema.parse("YEARLY")).toBe("YEARLY");
    expect(firstMessage(renewalFrequencySchema, "")).toBe("Renewal frequency is required");
    expect(firstMessage(renewalFrequencySchema, "HOURLY")).toBe("Please select a valid renewal frequency");
  });
});
