import { describe, expect, it } from "vitest";
import { checkHsCode, formatHsCode, hsCodeMask, hsCodeSchema, isValidHsCode } from "./hs-code";
import { firstMessage } from "./test-utils";

describe("HS code", () => {
  it("has the 4.2 mask", () => {
    expect(hsCodeMask).toBe("9999.99");
  });
  it("accepts 4 digits, dot, 2 digits", () => {
    expect(isValidHsCode("0101.21")).toBe(true);
  });
  it.each(["010121", "0101.2", "0101.211", "101.21", "0101-21", "abcd.ef"])("rejects %s", (code) => {
    expect(isValidHsCode(code)).toBe(false);
  });
  it("formats digits into the mask", () => {
    expect(formatHsCode("010121")).toBe("0101.21");
    expect(formatHsCode("0101")).toBe("0101");
    expect(formatHsCode("0101.21.99")).toBe("0101.21");
  });
  it("validates with a message", () => {
    expect(hsCodeSchema.parse("8471.30")).toBe("8471.30");
    expect(firstMessage(hsCodeSchema, "847130")).toBe("Please enter a valid HS code");
  });
});

describe("checkHsCode", () => {
  it("takes a code typed with or without the dot and spaces", () => {
    for (const typed of ["847130", "8471.30", "8471 30", " 8471.30 "]) {
      expect(checkHsCode(typed)).toEqual({ ok: true, code: "8471.30" });
    }
  });
  it("answers the field message for a wrong length or other characters, never cutting digits off", () => {
    for (const typed of ["84713", "8471300", "8471.30.00", "8471-30", "84a130", ""]) {
      expect(checkHsCode(typed)).toEqual({ ok: false, message: "Please enter a valid HS code" });
    }
  });
});
