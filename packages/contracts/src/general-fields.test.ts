import { describe, expect, it } from "vitest";
import {
  addOnSelectionSchema,
  contactTypeSchema,
  descriptionSchema,
  nameSchema,
  streamNameSchema,
} from "./general-fields";
import { firstMessage } from "./test-utils";

describe.each([
  [
    "descriptionSchema",
    descriptionSchema,
    1000,
    "Description is required",
    "Description must be at most 1000 characters",
  ],
  ["nameSchema", nameSchema, 255, "Name is required", "Name must be at most 255 characters"],
  [
    "streamNameSchema",
    streamNameSchema,
    255,
    "Stream name is required",
    "Stream name must be at most 255 characters",
  ],
  [
    "contactTypeSchema",
    contactTypeSchema,
    500,
    "Contact type is required",
    "Contact type must be at most 500 characters",
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

describe("addOnSelectionSchema", () => {
  it("accepts a chosen add-on", () => {
    expect(addOnSelectionSchema.parse("price_123")).toBe("price_123");
  });
  it("is required", () => {
    expect(firstMessage(addOnSelectionSchema, "")).toBe("Please select an add-on");
    expect(firstMessage(addOnSelectionSchema, undefined)).toBe("Please select an add-on");
  });
});
