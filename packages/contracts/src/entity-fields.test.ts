import { describe, expect, it } from "vitest";
import {
  brandNameSchema,
  dbaNameSchema,
  entityNameSchema,
  inviteCodeSchema,
  ownerNameSchema,
  registeredJurisdictionSchema,
  registeredNameSchema,
  supplyChainRolesSchema,
} from "./entity-fields";
import { firstMessage } from "./test-utils";

describe.each([
  [
    "brandNameSchema",
    brandNameSchema,
    80,
    "Brand name is required",
    "Brand name must be at most 80 characters",
  ],
  [
    "inviteCodeSchema",
    inviteCodeSchema,
    32,
    "Invite code is required",
    "Invite code must be at most 32 characters",
  ],
  [
    "registeredNameSchema",
    registeredNameSchema,
    120,
    "Registered name is required",
    "Registered name must be at most 120 characters",
  ],
] as const)("%s", (_name, schema, max, required, tooLong) => {
  it(`accepts ${max} characters`, () => {
    expect(schema.safeParse("a".repeat(max)).success).toBe(true);
  });
  it(`rejects ${max + 1} characters`, () => {
    expect(firstMessage(schema, "a".repeat(max + 1))).toBe(tooLong);
  });
  it("is required", () => {
    expect(firstMessage(schema, "")).toBe(required);
    expect(firstMessage(schema, undefined)).toBe(required);
  });
});

describe.each([
  ["dbaNameSchema", dbaNameSchema, "DBA name must be at most 120 characters"],
  ["ownerNameSchema", ownerNameSchema, "Owner name must be at most 120 characters"],
  ["entityNameSchema", entityNameSchema, "Entity name must be at most 120 characters"],
] as const)("%s", (_name, schema, tooLong) => {
  it("is optional", () => {
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse("").success).toBe(true);
  });
  it("accepts 120 characters", () => {
    expect(schema.safeParse("a".repeat(120)).success).toBe(true);
  });
  it("rejects 121 characters", () => {
    expect(firstMessage(schema, "a".repeat(121))).toBe(tooLong);
  });
});

describe("registeredJurisdictionSchema", () => {
  it("accepts a jurisdiction's ISO code", () => {
    expect(registeredJurisdictionSchema.parse("US-DE")).toBe("US-DE");
    expect(registeredJurisdictionSchema.parse(" GB ")).toBe("GB");
  });
  it("refuses what is no ISO code", () => {
    for (const text of ["us-de", "Delaware", "USA-DE", "US-", "US-ABCD"])
      expect(firstMessage(registeredJurisdictionSchema, text)).toBe("Please select a valid jurisdiction");
  });
  it("is required", () => {
    expect(firstMessage(registeredJurisdictionSchema, "")).toBe("Registered jurisdiction is required");
  });
});

describe("supplyChainRolesSchema", () => {
  it("accepts at least one role", () => {
    expect(supplyChainRolesSchema.parse(["manufacturer"])).toEqual(["manufacturer"]);
  });
  it("rejects no roles", () => {
    expect(firstMessage(supplyChainRolesSchema, [])).toBe("Please select at least one role");
    expect(firstMessage(supplyChainRolesSchema, undefined)).toBe("Please select at least one role");
  });
});
