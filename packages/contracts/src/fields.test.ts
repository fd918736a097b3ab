import { describe, expect, it } from "vitest";
import { contactEmailSchema, emailSchema, passwordSchema, phoneSchema } from "./fields";
import { firstMessage } from "./test-utils";

describe("emailSchema", () => {
  it("accepts a valid email and trims it", () => {
    expect(emailSchema.parse("  ana@example.com ")).toBe("ana@example.com");
  });
  it("requires a value", () => {
    expect(firstMessage(emailSchema, "")).toBe("Email is required");
    expect(firstMessage(emailSchema, undefined)).toBe("Email is required");
  });
  it.each(["ana", "ana@", "@example.com", "ana@example", "ana example@x.com"])("rejects %s", (value) => {
    expect(firstMessage(emailSchema, value)).toBe("Please enter a valid email");
  });
});

describe("contactEmailSchema", () => {
  it("follows the email rule", () => {
    expect(contactEmailSchema.parse("ops@vendor.io")).toBe("ops@vendor.io");
    expect(firstMessage(contactEmailSchema, "")).toBe("Email is required");
    expect(firstMessage(contactEmailSchema, "nope")).toBe("Please enter a valid email");
  });
});

describe("passwordSchema", () => {
  it("accepts 8 characters", () => {
    expect(passwordSchema.parse("12345678")).toBe("12345678");
  });
  it("rejects 7 characters", () => {
    expect(firstMessage(passwordSchema, "1234567")).toBe("Must have at least 8 characters");
  });
  it("rejects a missing password", () => {
    expect(firstMessage(passwordSchema, undefined)).toBe("Must have at least 8 characters");
    expect(firstMessage(passwordSchema, "")).toBe("Must have at least 8 characters");
  });
});

describe("phoneSchema", () => {
  it("accepts a phone number", () => {
    expect(phoneSchema.parse("+1 (555) 123-4567")).toBe("+1 (555) 123-4567");
  });
  it("is required", () => {
    expect(firstMessage(phoneSchema, "")).toBe("Phone is required");
    expect(firstMessage(phoneSchema, undefined)).toBe("Phone is required");
  });
});
