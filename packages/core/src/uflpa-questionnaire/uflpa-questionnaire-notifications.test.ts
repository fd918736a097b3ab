import { describe, expect, it } from "vitest";
import { flagSummary } from "./uflpa-questionnaire-notifications";

describe("flagSummary", () => {
  it("says none is flagged, or counts the flags and names each reason once", () => {
    expect(flagSummary([])).toBe("No answer is flagged.");
    expect(
      flagSummary([
        { question: "a", severity: "HIGH", reason: "Evidence missing" },
        { question: "b", severity: "HIGH", reason: "Evidence missing" },
        { question: "b", severity: "LOW", reason: "Uses cotton, a UFLPA high-priority input" },
      ]),
    ).toBe("3 flagged answers: Evidence missing; Uses cotton, a UFLPA high-priority input.");
  });
});
