import { describe, expect, it } from "vitest";
import { formatHsCode, hsCodeMask, hsCodeSchema, isValidHsCode } from "./hs-code";
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
