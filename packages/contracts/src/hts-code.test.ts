import { describe, expect, it } from "vitest";
import { checkHtsCode, formatHtsCode, htsCodeSchema, htsMaskFor, isValidHtsCode } from "./hts-code";
import { firstMessage } from "./test-utils";

describe("htsMaskFor", () => {
  it.each([
    ["US", "9999.99.9999"],
    ["GB", "9999.99.9999"],
    ["BR", "9999.99.99"],
    ["IN", "9999.99.99"],
    ["MX", "9999.99.99"],
    ["JP", "9999.99.999"],
    ["RU", "9999.99.999"],
    ["AU", "9999.99.9999"],
    ["TR", "9999.99.999999"],
    ["DE", "9999.99.99999"],
  ])("%s -> %s", (country, mask) => {
    expect(htsMaskFor(country)).toBe(mask);
  });
  it("uses the default 4.2.4 for an unknown or missing country and ignores case", () => {
    expect(htsMaskFor("ZZ")).toBe("9999.99.9999");
    expect(htsMaskFor(undefined)).toBe("9999.99.9999");
    expect(htsMaskFor("br")).toBe("9999.99.99");
  });
});

describe("isValidHtsCode", () => {
  it.each([
    ["default (US)", "US", "0101.21.0010", "0101.21.001"],
    ["BR", "BR", "0101.21.00", "0101.21.0010"],
    ["IN", "IN", "0101.21.00", "0101.21.000"],
    ["MX", "MX", "0101.21.00", "0101.21.0"],
    ["JP", "JP", "0101.21.000", "0101.21.00"],
    ["RU", "RU", "0101.21.000", "0101.21.0000"],
    ["AU", "AU", "0101.21.0010", "0101.21.00100"],
    ["TR", "TR", "0101.21.000000", "0101.21.00000"],
    ["DE", "DE", "0101.21.00000", "0101.21.0000"],
  ])("%s: accepts %s and rejects %s", (_case, country, valid, invalid) => {
    expect(isValidHtsCode(valid, country)).toBe(true);
    expect(isValidHtsCode(invalid, country)).toBe(false);
  });
  it("rejects codes without dots or with letters", () => {
    expect(isValidHtsCode("0101210010", "US")).toBe(false);
    expect(isValidHtsCode("0101.2a.0010", "US")).toBe(false);
  });
});

describe("formatHtsCode", () => {
  it("splits digits as 4, 2, then the rest", () => {
    expect(formatHtsCode("0101210010")).toBe("0101.21.0010");
    expect(formatHtsCode("01012100")).toBe("0101.21.00");
    expect(formatHtsCode("01012100000")).toBe("0101.21.00000");
  });
  it("gives fewer parts for short input and re-formats dotted input to itself", () => {
    expect(formatHtsCode("010")).toBe("010");
    expect(formatHtsCode("01012")).toBe("0101.2");
    expect(formatHtsCode("0101.21.0010")).toBe("0101.21.0010");
    expect(formatHtsCode("")).toBe("");
  });
});

describe("htsCodeSchema", () => {
  it("validates against the country's mask", () => {
    expect(htsCodeSchema("JP").parse("8471.30.000")).toBe("8471.30.000");
    expect(firstMessage(htsCodeSchema("JP"), "8471.30.0000")).toBe("Please enter a valid HTS code");
  });
});

describe("checkHtsCode", () => {
  it("takes a code typed with or without dots and spaces, in the mask's form", () => {
    for (const typed of ["6109100012", "6109.10.00.12", "6109 10 00 12", " 6109.10.0012 ", "6109.100012"]) {
      expect(checkHtsCode(typed, "US")).toEqual({ ok: true, code: "6109.10.0012" });
    }
    expect(checkHtsCode("8471 30 000", "JP")).toEqual({ ok: true, code: "8471.30.000" });
    expect(checkHtsCode("0101.21.00", "br")).toEqual({ ok: true, code: "0101.21.00" });
    expect(checkHtsCode("0101.21.000000", "TR")).toEqual({ ok: true, code: "0101.21.000000" });
    expect(checkHtsCode("0101.21.00000", "DE")).toEqual({ ok: true, code: "0101.21.00000" });
  });
  it("answers the field message for a wrong length, letters or other marks", () => {
    const refused = { ok: false, message: "Please enter a valid HTS code" };
    expect(checkHtsCode("61091000", "US")).toEqual(refused);
    expect(checkHtsCode("610910001234", "US")).toEqual(refused);
    expect(checkHtsCode("6109100012", "BR")).toEqual(refused);
    expect(checkHtsCode("6109-10-0012", "US")).toEqual(refused);
    expect(checkHtsCode("6109.1O.0012", "US")).toEqual(refused);
    expect(checkHtsCode("", "US")).toEqual(refused);
  });
});
