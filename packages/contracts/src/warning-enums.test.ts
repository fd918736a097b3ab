import { describe, expect, it } from "vitest";
import { processingStatus, resolveWarningTypes, warningStatuses } from "./warning-enums";

describe("warning enums", () => {
  it("has the resolve-warning types", () => {
    expect(resolveWarningTypes).toEqual(["file", "reason", "attestation"]);
  });
  it("has the processing status value and the warning statuses", () => {
    expect(processingStatus).toBe("processing");
    expect(warningStatuses).toEqual(["open", "processing", "resolved"]);
  });
});
