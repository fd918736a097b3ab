import { describe, expect, it } from "vitest";
import {
  addressSchema,
  citySchema,
  countrySchema,
  entityLocationTypeSchema,
  identificationNumberSchema,
  postalCodeSchema,
  stateSchema,
} from "./location-fields";
import { firstMessage } from "./test-utils";

describe.each([
  ["addressSchema", addressSchema, 500, "Address is required", "Address must be at most 500 characters"],
  [
    "postalCodeSchema",
    postalCodeSchema,
    16,
    "Postal code is required",
    "Postal code must be at most 16 characters",
  ],
  [
    "identificationNumberSchema",
    identificationNumberSchema,
    250,
    "Identification number is required",
    "Identification number must be at most 250 characters",
  ],
] as const)("%s", (_name, schema, max, required, tooLong) => {
  it(`accepts ${max} characters`, () => {
    expect(schema.safeParse("1".repeat(max)).success).toBe(true);
  });
  it(`rejects ${max + 1} characters`, () => {
    expect(firstMessage(schema, "1".repeat(max + 1))).toBe(tooLong);
  });
  it("is required", () => {
    expect(firstMessage(schema, "")).toBe(required);
  });
});

describe.each([
  ["citySchema", citySchema, "City is required"],
  ["stateSchema", stateSchema, "State/province is required"],
  ["countrySchema", countrySchema, "Country is required"],
  ["entityLocationTypeSchema", entityLocationTypeSchema, "Location type is required"],
] as const)("%s", (_name, schema, required) => {
  it("accepts a selection", () => {
    expect(schema.parse("US")).toBe("US");
  });
  it("is required", () => {
    expect(firstMessage(schema, "")).toBe(required);
    expect(firstMessage(schema, undefined)).toBe(required);
  });
});
