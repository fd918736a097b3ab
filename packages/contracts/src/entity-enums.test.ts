import { describe, expect, it } from "vitest";
import { changeFlags, entityStatusLabels, entityStatusSchema } from "./entity-enums";

describe("entity enums", () => {
  it("has Validated and Pending statuses", () => {
    expect(entityStatusSchema.options).toEqual(["VALIDATED", "PENDING"]);
    expect(entityStatusLabels).toEqual({ VALIDATED: "Validated", PENDING: "Pending" });
    expect(entityStatusSchema.safeParse("REJECTED").success).toBe(false);
  });
  it("has the New and Removed flags", () => {
    expect(changeFlags).toEqual(["NEW", "REMOVED"]);
  });
});
