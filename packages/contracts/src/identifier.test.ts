import { describe, expect, it } from "vitest";
import {
  identifierMaskFor,
  identifierMasks,
  identifierProblem,
  identifierSchema,
  isValidIdentifier,
  normaliseIdentifier,
} from "./identifier";
import { fieldMessages } from "./messages";
import { firstMessage } from "./test-utils";

describe("identifier masks", () => {
  it.each([
    ["SAM (12 alphanumeric)", "SAM", "ABCDEF123456", "ABCDEF12345"],
    ["LEI (20 alphanumeric)", "LEI", "5493001KJTIIGC8Y1R12", "5493001KJTIIGC8Y1R1"],
    ["UFI (9 digits)", "UFI", "123456789", "12345678A"],
    ["EIN (2 digits, dash, 7 digits)", "EIN", "12-3456789", "12-345678"],
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
  });

  it("accepts EORIs shorter than the mask's 17 characters, as real ones are (GB + 12 digits)", () => {
    expect(isValidIdentifier("EORI", "GB123456789000")).toBe(true);
    expect(isValidIdentifier("EORI", "DE12345678901234")).toBe(true);
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
  it("rejects a value outside the mask with the mask message", () => {
    expect(firstMessage(identifierSchema("EIN"), "12-345678")).toBe(
      "Identification number does not match the required format",
    );
  });
  it("answers the message of the published rule a value in its shape breaks", () => {
    expect(firstMessage(identifierSchema("LEI"), "5493001KJTIIGC8Y1R13")).toBe(
      "The check digits of this LEI are not valid",
    );
    expect(firstMessage(identifierSchema("GLN"), "0614141000037")).toBe(
      "The check digit of this GLN is not valid",
    );
    expect(firstMessage(identifierSchema("EIN"), "07-1234567")).toBe(
      "This EIN prefix is not one the IRS assigns",
    );
    expect(firstMessage(identifierSchema("EORI"), "US123456789000")).toBe(
      "EORI numbers start with the code of the country that issued them",
    );
    expect(firstMessage(identifierSchema("SAM"), "0NDUZMUZF8H8")).toBe(fieldMessages.samUeiInvalid);
  });
  it("keeps the value as typed, trimmed (no transforms in request schemas)", () => {
    expect(identifierSchema("LEI").parse(" 5493001kjtiigc8y1r12 ")).toBe("5493001kjtiigc8y1r12");
  });
  it("rejects more than 250 characters before checking the mask", () => {
    expect(firstMessage(identifierSchema("EIN"), "1".repeat(251))).toBe(
      "Identification number must be at most 250 characters",
    );
  });
});

describe("identifierProblem", () => {
  it.each([
    ["SAM", "YNDUZMUZF8H8"],
    ["LEI", "HWUPKR0MPOU8FGXBT394"],
    ["UFI", "123456789"],
    ["EIN", "94-2404110"],
    ["DUNS", "150483782"],
    ["D-U-N-S", "150483782"],
    ["GLN", "0614141000036"],
    ["EORI", "GB123456789000"],
    ["EORI", "XI123456789000"],
    ["VAT", "AB1234567"],
  ])("%s %s is valid", (type, value) => {
    expect(identifierProblem(type, value)).toBeNull();
  });

  it("checks the shape before the published rule", () => {
    expect(identifierProblem("LEI", "5493001KJTIIGC8Y1R1")).toBe(fieldMessages.identificationNumberInvalid);
    expect(identifierProblem("GLN", "061414100003")).toBe(fieldMessages.identificationNumberInvalid);
    expect(identifierProblem("EIN", "07-123456")).toBe(fieldMessages.identificationNumberInvalid);
    expect(identifierProblem("EORI", "U1123456789000")).toBe(fieldMessages.identificationNumberInvalid);
    expect(identifierProblem("SAM", "YNDUZMUZF8H")).toBe(fieldMessages.identificationNumberInvalid);
    expect(identifierProblem("DUNS", "15048378A")).toBe(fieldMessages.identificationNumberInvalid);
  });

  it("gives each broken rule its message", () => {
    expect(identifierProblem("LEI", "HWUPKR0MPOU8FGXBT349")).toBe(fieldMessages.leiCheckDigitsInvalid);
    expect(identifierProblem("GLN", "0614141000063")).toBe(fieldMessages.glnCheckDigitInvalid);
    expect(identifierProblem("EIN", "00-1234567")).toBe(fieldMessages.einPrefixUnassigned);
    expect(identifierProblem("EORI", "EL094014249")).toBe(fieldMessages.eoriCountryUnknown);
    expect(identifierProblem("SAM", "YNDUZMIZF8H8")).toBe(fieldMessages.samUeiInvalid);
  });

  it("leaves UFI, D-U-N-S and other types at their shapes", () => {
    expect(identifierProblem("UFI", "000000000")).toBeNull();
    expect(identifierProblem("DUNS", "000000000")).toBeNull();
    expect(identifierProblem("VAT", "000000000")).toBeNull();
  });

  it("checks the value trimmed and in upper case, and an EIN without its dash", () => {
    expect(identifierProblem("lei", " hwupkr0mpou8fgxbt394 ")).toBeNull();
    expect(identifierProblem("EORI", "gb123456789000")).toBeNull();
    expect(identifierProblem("EIN", "942404110")).toBeNull();
    expect(identifierProblem("EIN", "072404110")).toBe(fieldMessages.einPrefixUnassigned);
  });
});

describe("normaliseIdentifier", () => {
  it("trims, upper-cases and gives a bare EIN its dash", () => {
    expect(normaliseIdentifier("LEI", " hwupkr0mpou8fgxbt394 ")).toBe("HWUPKR0MPOU8FGXBT394");
    expect(normaliseIdentifier("ein", "942404110")).toBe("94-2404110");
    expect(normaliseIdentifier("EIN", "94-2404110")).toBe("94-2404110");
    expect(normaliseIdentifier("UFI", "942404110")).toBe("942404110");
  });
});
