import { describe, expect, it } from "vitest";
import { memberRoleLabels, membershipStatuses } from "./membership-enums";

describe("membership enums", () => {
  it("has the four member roles of decisions.md", () => {
    expect(Object.values(memberRoleLabels)).toEqual([
      "Admin",
      "Compliance Manager",
      "Procurement Manager",
      "Viewer",
    ]);
  });
  it("has the membership statuses", () => {
    expect(membershipStatuses).toEqual(["ACTIVE", "INVITED", "DEACTIVATED", "HIDDEN"]);
  });
});
