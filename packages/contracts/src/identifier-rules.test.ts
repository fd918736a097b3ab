import { describe, expect, it } from "vitest";
import {
  einPrefixAssigned,
  eoriCountries,
  eoriCountryIssues,
  eoriShapeValid,
  gs1CheckDigitValid,
  leiCheckDigitsValid,
  samUeiValid,
} from "./identifier-rules";

/** Every one-character change of a value in the given alphabet (the rules must catch each). */
function oneCharacterChanges(value: string, alphabet: string): string[] {
  const changes: string[] = [];
  for (let index = 0; index < value.length; index++) {
    for (const char of alphabet) {
      if (char !== value[index]) changes.push(value.slice(0, index) + char + value.slice(index + 1));
    }
  }
  return changes;
}

describe("LEI check digits (ISO 17442, ISO 7064 MOD 97-10)", () => {
  // From GLEIF's register: Apple Inc., Microsoft Corporation, GLEIF itself, Deutsche Bank AG and The
  // Goldman Sachs Group; the last is the LEI the mask tests use. Each was checked by hand as well.
  it.each([
    "HWUPKR0MPOU8FGXBT394",
    "INR2EJN1ERAN0W5ZP974",
    "506700GE1G29325QX363",
    "7LTWFZYICNSX8D621K86",
    "784F5XWPLTWKTBV3E584",
    "5493001KJTIIGC8Y1R12",
  ])("accepts %s", (lei) => {
    expect(leiCheckDigitsValid(lei)).toBe(true);
  });

  // MOD 97-10 catches any change of a digit for a digit or a letter for a letter; a letter for a
  // digit changes the code's length as a number and may slip through (4 of 700 for Apple's LEI).
  it("refuses every change of one digit for a digit or one letter for a letter", () => {
    const lei = "HWUPKR0MPOU8FGXBT394";
    const changes = oneCharacterChanges(lei, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ").filter((changed) =>
      [...changed].every((char, index) => /\d/.test(char) === /\d/.test(lei[index]!)),
    );
    expect(changes.length).toBe(5 * 9 + 15 * 25);
    expect(changes.filter(leiCheckDigitsValid)).toEqual([]);
  });

  it("refuses swapped neighbours and letters in the check digits", () => {
    expect(leiCheckDigitsValid("HWUPKR0MPOU8FGXBT349")).toBe(false);
    expect(leiCheckDigitsValid("5493001KJTIIGC8Y1R1A")).toBe(false);
  });
});

describe("GLN check digit (GS1 mod 10)", () => {
  // GS1 US's example company prefix 0614141 and two other prefixes, check digits computed by hand.
  it.each(["0614141000036", "0614141000012", "4000001000005", "7350053850019"])("accepts %s", (gln) => {
    expect(gs1CheckDigitValid(gln)).toBe(true);
  });

  it("refuses every one-digit change", () => {
    expect(oneCharacterChanges("0614141000036", "0123456789").filter(gs1CheckDigitValid)).toEqual([]);
  });

  it("refuses non-digits", () => {
    expect(gs1CheckDigitValid("061414100003A")).toBe(false);
  });
});

describe("EIN prefix (IRS valid EIN prefixes)", () => {
  const unassigned = [
    "00",
    "07",
    "08",
    "09",
    "17",
    "18",
    "19",
    "28",
    "29",
    "49",
    "69",
    "70",
    "78",
    "79",
    "89",
    "96",
    "97",
  ];

  it("accepts every prefix the IRS assigns and refuses the others", () => {
    for (let prefix = 0; prefix <= 99; prefix++) {
      const text = String(prefix).padStart(2, "0");
      expect(einPrefixAssigned(`${text}-1234567`), text).toBe(!unassigned.includes(text));
    }
  });
});

describe("EORI", () => {
  it("takes the EU member states, GB and XI", () => {
    expect(eoriCountries.size).toBe(29);
    for (const eori of [
      "DE123456789012345",
      "FR12345678901234",
      "GB123456789000",
      "XI123456789000",
      "GR094014249",
    ]) {
      expect(eoriCountryIssues(eori), eori).toBe(true);
    }
  });

  it("refuses countries that issue no EORI, and Greece's VAT prefix EL", () => {
    for (const eori of ["US123456789000", "CH123456789", "NO123456789", "EL094014249", "EU123456789"]) {
      expect(eoriCountryIssues(eori), eori).toBe(false);
    }
  });

  it("is two letters then 1 to 15 letters or digits", () => {
    expect(eoriShapeValid("GB123456789000")).toBe(true);
    expect(eoriShapeValid("ATEOS1000012345")).toBe(true);
    expect(eoriShapeValid("DE123456789012345")).toBe(true);
    expect(eoriShapeValid("DE1")).toBe(true);
    expect(eoriShapeValid("DE")).toBe(false);
    expect(eoriShapeValid("DE1234567890123456")).toBe(false);
    expect(eoriShapeValid("D1123456789012345")).toBe(false);
    expect(eoriShapeValid("GB 123456789000")).toBe(false);
  });
});

describe("SAM Unique Entity ID (GSA specification, shape only)", () => {
  // Published on SAM.gov entity records (org-id.guide's examples of the US-SAM list).
  it.each(["YNDUZMUZF8H8", "T53MCMLTWK59", "UYDJJ1S8DR85"])("accepts %s", (uei) => {
    expect(samUeiValid(uei)).toBe(true);
  });

  it.each([
    ["the letter O", "YNDUZMUZF8HO"],
    ["the letter I", "YNDUZMIZF8H8"],
    ["a leading zero", "0NDUZMUZF8H8"],
    ["nine digits in a row", "AB123456789C"],
    ["11 characters", "YNDUZMUZF8H"],
    ["punctuation", "YNDUZ-UZF8H8"],
  ])("refuses %s", (_case, uei) => {
    expect(samUeiValid(uei)).toBe(false);
  });
});
