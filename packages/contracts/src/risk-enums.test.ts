import { describe, expect, it } from "vitest";
import { riskOrderings, riskSeveritySchema, riskStatuses, riskStatusLabels } from "./risk-enums";

describe("risk enums", () => {
  it("has severities High and Low", () => {
    expect(riskSeveritySchema.options).toEqual(["HIGH", "LOW"]);
    expect(riskSeveritySchema.safeParse("MEDIUM").success).toBe(false);
  });
  it("has statuses Open, Resolved, Confirmed", () => {
    expect(riskStatuses).toEqual(["OPEN", "RESOLVED", "CONFIRMED"]);
    expect(Object.values(riskStatusLabels)).toEqual(["Open", "Resolved", "Confirmed"]);
  });
  it("has the four sort options", () => {
    expect(riskOrderings).toEqual(["-created", "created", "-severity", "severity"]);
  });
});
