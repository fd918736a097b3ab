import { describe, expect, it } from "vitest";
import {
  addressSchema,
  citySchema,
  countrySchema,
  entityLocationTypeSchema,
  identificationNumberSchema,
  identifierKindChoiceSchema,
  locationIdentifierTypeChoiceSchema,
  onlineLocationStatusSchema,
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
  ["citySchema", citySchema, "San Francisco", "City is required"],
  ["stateSchema", stateSchema, "US-CA", "State/province is required"],
  ["countrySchema", countrySchema, "US", "Country is required"],
  ["entityLocationTypeSchema", entityLocationTypeSchema, "warehouse", "Location type is required"],
  ["onlineLocationStatusSchema", onlineLocationStatusSchema, "active", "Status is required"],
] as const)("%s", (_name, schema, selection, required) => {
  it("accepts a selection", () => {
    expect(schema.parse(selection)).toBe(selection);
  });
  it("is required", () => {
    expect(firstMessage(schema, "")).toBe(required);
    expect(firstMessage(schema, undefined)).toBe(required);
  });
});

describe("citySchema", () => {
  it("takes free text up to 120 characters (the city list only suggests)", () => {
    expect(citySchema.safeParse("C".repeat(120)).success).toBe(true);
    expect(firstMessage(citySchema, "C".repeat(121))).toBe("City must be at most 120 characters");
  });
});

describe.each([
  [
    "stateSchema",
    stateSchema,
    ["us-ca", "California", "US-CALI", "USCA"],
    "Please select a valid state or province",
  ],
  ["countrySchema", countrySchema, ["us", "USA", "U1"], "Please select a valid country"],
] as const)("%s", (_name, schema, malformed, invalid) => {
  it.each(malformed)("refuses %s, which is no ISO code", (value) => {
    expect(firstMessage(schema, value)).toBe(invalid);
  });
});

describe("the choices", () => {
  it("refuses a logistics location type, an online status, an identifier type or kind not offered", () => {
    expect(firstMessage(entityLocationTypeSchema, "castle")).toBe("Please select a valid location type");
    expect(firstMessage(onlineLocationStatusSchema, "paused")).toBe("Please select Active or Inactive");
    expect(firstMessage(locationIdentifierTypeChoiceSchema, "VAT")).toBe(
      "Please select a valid identifier type",
    );
    expect(firstMessage(identifierKindChoiceSchema, "person")).toBe(
      "Please select company, product or facility",
    );
  });
});
