import { describe, expect, it } from "vitest";
import { firstNameSchema, lastNameSchema } from "./person-fields";
import { firstMessage } from "./test-utils";

describe.each([
  ["firstNameSchema", firstNameSchema, "First name"],
  ["lastNameSchema", lastNameSchema, "Last name"],
] as const)("%s", (_name, schema, label) => {
  it("accepts 119 characters", () => {
    expect(schema.safeParse("a".repeat(119)).success).toBe(true);
  });
  it("rejects 120 characters (must be under 120)", () => {
    expect(firstMessage(schema, "a".repeat(120))).toBe(`${label} must be under 120 characters`);
  });
  it("is required", () => {
    expect(firstMessage(schema, "")).toBe(`${label} is required`);
    expect(firstMessage(schema, "  ")).toBe(`${label} is required`);
  });
});
