import { describe, expect, it } from "vitest";
import {
  explanationSchema,
  terminationForCauseSchema,
  terminationSchema,
  truthAttestationSchema,
} from "./relationship-fields";
import { allIssues, firstMessage } from "./test-utils";

describe("explanationSchema", () => {
  it("accepts 255 characters", () => {
    expect(explanationSchema.safeParse("e".repeat(255)).success).toBe(true);
  });
  it("rejects 256 characters (must be under 256)", () => {
    expect(firstMessage(explanationSchema, "e".repeat(256))).toBe("Explanation must be under 256 characters");
  });
  it("is required", () => {
    expect(firstMessage(explanationSchema, "")).toBe("Explanation is required");
  });
});

describe("truthAttestationSchema", () => {
  it("accepts true only", () => {
    expect(truthAttestationSchema.parse(true)).toBe(true);
    expect(firstMessage(truthAttestationSchema, false)).toBe("Please confirm that the information is true");
    expect(firstMessage(truthAttestationSchema, undefined)).toBe(
      "Please confirm that the information is true",
    );
  });
});

describe("terminationSchema", () => {
  it("accepts a date and the attestation", () => {
    expect(terminationSchema.parse({ termination_date: "2025-06-30", truth_attestation: true })).toEqual({
      termination_date: "2025-06-30",
      truth_attestation: true,
    });
  });
  it("needs a date and the attestation", () => {
    expect(allIssues(terminationSchema, {})).toEqual([
      { path: "termination_date", message: "Date is required" },
      { path: "truth_attestation", message: "Please confirm that the information is true" },
    ]);
  });
  it("needs a valid date", () => {
    expect(allIssues(terminationSchema, { termination_date: "31/02/2025", truth_attestation: true })).toEqual(
      [{ path: "termination_date", message: "Date is incorrect" }],
    );
  });
});

describe("terminationForCauseSchema", () => {
  const base = { termination_date: "2025-06-30", truth_attestation: true };
  it("accepts a cause and an explanation", () => {
    expect(
      terminationForCauseSchema.safeParse({ ...base, cause: "BREACH_OF_CONTRACT", explanation: "Late twice" })
        .success,
    ).toBe(true);
  });
  it("needs the cause and the explanation", () => {
    expect(allIssues(terminationForCauseSchema, base)).toEqual([
      { path: "cause", message: "Cause is required" },
      { path: "explanation", message: "Explanation is required" },
    ]);
  });
  it("rejects an unknown cause", () => {
    expect(allIssues(terminationForCauseSchema, { ...base, cause: "BORED", explanation: "x" })).toEqual([
      { path: "cause", message: "Please select a valid cause" },
    ]);
  });
});
