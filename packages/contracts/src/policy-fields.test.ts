import { describe, expect, it } from "vitest";
import {
  deletionReasonSchema,
  documentSchema,
  effectiveDateSchema,
  policyDescriptionSchema,
  policyNameSchema,
  policyRolesSchema,
  renewalTermSchema,
} from "./policy-fields";
import { firstMessage } from "./test-utils";

describe("policyNameSchema", () => {
  it("accepts 255 characters", () => {
    expect(policyNameSchema.safeParse("p".repeat(255)).success).toBe(true);
  });
  it("rejects 256 characters", () => {
    expect(firstMessage(policyNameSchema, "p".repeat(256))).toBe(
      "Policy name must be at most 255 characters",
    );
  });
  it("is required", () => {
    expect(firstMessage(policyNameSchema, "")).toBe("Policy name is required");
  });
});

describe("policyDescriptionSchema", () => {
  it("is optional", () => {
    expect(policyDescriptionSchema.safeParse(undefined).success).toBe(true);
    expect(policyDescriptionSchema.safeParse("").success).toBe(true);
  });
  it("accepts 1000 characters", () => {
    expect(policyDescriptionSchema.safeParse("d".repeat(1000)).success).toBe(true);
  });
  it("rejects 1001 characters", () => {
    expect(firstMessage(policyDescriptionSchema, "d".repeat(1001))).toBe(
      "Description must be at most 1000 characters",
    );
  });
});

describe("deletionReasonSchema", () => {
  it("accepts 1000 characters", () => {
    expect(deletionReasonSchema.safeParse("r".repeat(1000)).success).toBe(true);
  });
  it("rejects 1001 characters", () => {
    expect(firstMessage(deletionReasonSchema, "r".repeat(1001))).toBe(
      "Deletion reason must be at most 1000 characters",
    );
  });
  it("is required", () => {
    expect(firstMessage(deletionReasonSchema, "")).toBe("Deletion reason is required");
  });
});

describe("documentSchema", () => {
  it("accepts a file resource id", () => {
    expect(documentSchema.safeParse("3f1c9a2e-0000-4000-8000-000000000000").success).toBe(true);
  });
  it("is required", () => {
    expect(firstMessage(documentSchema, "")).toBe("Document is required");
    expect(firstMessage(documentSchema, undefined)).toBe("Document is required");
  });
});

describe("effectiveDateSchema", () => {
  it("accepts a valid date", () => {
    expect(effectiveDateSchema.parse("2024-02-29")).toBe("2024-02-29");
  });
  it("is required", () => {
    expect(firstMessage(effectiveDateSchema, "")).toBe("Effective date is required");
  });
  it("must be a valid date", () => {
    expect(firstMessage(effectiveDateSchema, "2023-02-29")).toBe("Date is incorrect");
  });
});

describe("renewalTermSchema", () => {
  it("accepts a whole number of at least 1", () => {
    expect(renewalTermSchema.parse(1)).toBe(1);
    expect(renewalTermSchema.parse(12)).toBe(12);
  });
  it("is required (missing, null or an emptied number input)", () => {
    expect(firstMessage(renewalTermSchema, undefined)).toBe("Renewal term is required");
    expect(firstMessage(renewalTermSchema, null)).toBe("Renewal term is required");
    expect(firstMessage(renewalTermSchema, "")).toBe("Renewal term is required");
  });
  it.each([[0], [-1], [1.5], ["3"]])("rejects %s", (value) => {
    expect(firstMessage(renewalTermSchema, value)).toBe("Renewal term must be a whole number of at least 1");
  });
});

describe("policyRolesSchema", () => {
  it("accepts one role", () => {
    expect(policyRolesSchema.parse(["role-1"])).toEqual(["role-1"]);
  });
  it("needs at least one role", () => {
    expect(firstMessage(policyRolesSchema, [])).toBe("Please select at least one role");
  });
});
