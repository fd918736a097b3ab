import { describe, expect, it } from "vitest";
import { applyMask, digitGroupsMask, maskToRegExp, matchesMask } from "./input-mask";

describe("input masks", () => {
  it("builds digit-group masks", () => {
    expect(digitGroupsMask([4, 2, 4])).toBe("9999.99.9999");
  });
  it("matches 9 as digit, A as letter, * as letter or digit, others literally", () => {
    expect(matchesMask("12-3456789", "99-9999999")).toBe(true);
    expect(matchesMask("123456789", "99-9999999")).toBe(false);
    expect(matchesMask("DEa1", "AA**")).toBe(true);
    expect(matchesMask("1Ea1", "AA**")).toBe(false);
    expect(matchesMask("0101x21", "9999.99")).toBe(false);
  });
  it("anchors the regex", () => {
    expect(maskToRegExp("99").test("123")).toBe(false);
  });
  it("formats typed text into the mask", () => {
    expect(applyMask("123456789", "99-9999999")).toBe("12-3456789");
    expect(applyMask("0101210010", digitGroupsMask([4, 2, 4]))).toBe("0101.21.0010");
    expect(applyMask("0101", "9999.99")).toBe("0101");
    expect(applyMask("01012", "9999.99")).toBe("0101.2");
    expect(applyMask("de123", "AA***")).toBe("de123");
    expect(applyMask("0101211234567", "9999.99")).toBe("0101.21");
  });
});
