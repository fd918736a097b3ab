import { describe, expect, it } from "vitest";
import { formatPhoneNumber, isPhoneLike } from "./phone-format";

describe("formatPhoneNumber", () => {
  it("reformats digits starting with prefix 1 to +1 (###) ###-####", () => {
    expect(formatPhoneNumber("15551234567", "1")).toBe("+1 (555) 123-4567");
    expect(formatPhoneNumber("+1 555.123.4567", "1")).toBe("+1 (555) 123-4567");
    expect(formatPhoneNumber("1-555-123-4567", "+1")).toBe("+1 (555) 123-4567");
  });
  it("fills the pattern as far as partial input goes", () => {
    expect(formatPhoneNumber("1555", "1")).toBe("+1 (555");
    expect(formatPhoneNumber("155512", "1")).toBe("+1 (555) 12");
    expect(formatPhoneNumber("1", "1")).toBe("+1");
  });
  it("keeps digits beyond the pattern", () => {
    expect(formatPhoneNumber("155512345678", "1")).toBe("+1 (555) 123-45678");
  });
  it("uses +<prefix> and the national digits for other prefixes", () => {
    expect(formatPhoneNumber("447911123456", "44")).toBe("+44 7911123456");
  });
  it("leaves text alone when the digits do not start with the prefix", () => {
    expect(formatPhoneNumber("5551234567", "1")).toBe("5551234567");
    expect(formatPhoneNumber("+33 1 23 45 67 89", "44")).toBe("+33 1 23 45 67 89");
  });
  it("leaves text that is not phone-like alone", () => {
    expect(formatPhoneNumber("call 1 555 1234", "1")).toBe("call 1 555 1234");
    expect(formatPhoneNumber("", "1")).toBe("");
  });
  it("recognises phone-like text", () => {
    expect(isPhoneLike("+1 (555) 123-4567")).toBe(true);
    expect(isPhoneLike("ext. 12")).toBe(false);
    expect(isPhoneLike("()-")).toBe(false);
  });
});
