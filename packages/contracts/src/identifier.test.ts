import { describe, expect, it } from "vitest";
import { identifierMaskFor, identifierMasks, identifierSchema, isValidIdentifier } from "./identifier";
import { firstMessage } from "./test-utils";

describe("identifier masks", () => {
  it.each([
    ["SAM (12 alphanumeric)", "SAM", "ABCDEF123456", "ABCDEF12345"],
    ["LEI (20 alphanumeric)", "LEI", "5493001KJTIIGC8Y1R12", "5493001KJTIIGC8Y1R1"],
    ["UFI (9 digits)", "UFI", "123456789", "12345678A"],
    ["EIN (2 digits, dash, 7 digits)", "EIN", "12-3456789", "123456789"],
    ["D-U-N-S (9 digits)", "DUNS", "150483782", "15048378"],
    ["GLN (13 digits)", "GLN", "0614141000005", "061414100000A"],
    ["EORI (2 letters then 15 alphanumeric)", "EORI", "DE123456789012345", "D1123456789012345"],
    ["default (9 alphanumeric)", "VAT", "AB1234567", "AB12345678"],
  ])("%s: accepts %s, rejects %s", (_case, type, valid, invalid) => {
    expect(isValidIdentifier(type, valid)).toBe(true);
    expect(isValidIdentifier(type, invalid)).toBe(false);
  });

  it("rejects the other length of each alphanumeric mask", () => {
    expect(isValidIdentifier("SAM", "ABCDEF1234567")).toBe(false);
    expect(isValidIdentifier("EORI", "DE1234567890123456")).toBe(false);
    expect(isValidIdentifier("EORI", "DE12345678901234")).toBe(false);
  });

  it("rejects punctuation in alphanumeric masks", () => {
    expect(isValidIdentifier("SAM", "ABCDEF-23456")).toBe(false);
  });

  it("accepts the D-U-N-S spelling and any case of the type", () => {
    expect(identifierMaskFor("D-U-N-S")).toBe(identifierMasks.DUNS);
    expect(identifierMaskFor("ein")).toBe("99-9999999");
    expect(identifierMaskFor(undefined)).toBe("*********");
  });
});

describe("identifierSchema", () => {
  it("accepts a value in the type's mask", () => {
    expect(identifierSchema("EIN").parse("12-3456789")).toBe("12-3456789");
  });
  it("is required", () => {
    expect(firstMessage(identifierSchema("EIN"), "")).toBe("Identification number is required");
  });
  it("rejects a value outside the mask", () => {
    expect(firstMessage(identifierSchema("EIN"), "123456789")).toBe(
      "Identification number does not match the required format",
    );
  });
  it("rejects more than 250 characters before checking the mask", () => {
    expect(firstMessage(identifierSchema("EIN"), "1".repeat(251))).toBe(
      "Identification number must be at most 250 characters",
    );
  });
});
