import { describe, expect, it } from "vitest";
import { firstMessage } from "./test-utils";
import { isValidWebUrl, webUrlSchema } from "./web-url";

describe("isValidWebUrl", () => {
  it.each([
    "example.com",
    "www.example.com",
    "http://example.com",
    "https://example.com",
    "https://www.example.co.uk",
    "https://shop.example.com:8080",
    "example.com:1",
    "https://example.com/path/to/page?x=1&y=2#top",
    "sub-domain.example.store/",
    "EXAMPLE.COM",
  ])("accepts %s", (url) => {
    expect(isValidWebUrl(url)).toBe(true);
  });

  it.each([
    ["no top-level domain", "localhost"],
    ["one-letter top-level domain", "example.c"],
    ["numeric top-level domain", "example.123"],
    ["other scheme", "ftp://example.com"],
    ["space in path", "https://example.com/a b"],
    ["space in domain", "exa mple.com"],
    ["port of 6 digits", "example.com:123456"],
    ["empty port", "example.com:"],
    ["label starting with hyphen", "-example.com"],
    ["scheme only", "https://"],
  ])("rejects %s (%s)", (_case, url) => {
    expect(isValidWebUrl(url)).toBe(false);
  });
});

describe("webUrlSchema", () => {
  const urlOfLength = (length: number) => {
    const head = "https://example.com/";
    return head + "a".repeat(length - head.length);
  };
  it("accepts 2050 characters", () => {
    expect(webUrlSchema.safeParse(urlOfLength(2050)).success).toBe(true);
  });
  it("rejects 2051 characters", () => {
    expect(firstMessage(webUrlSchema, urlOfLength(2051))).toBe("Web URL must be at most 2050 characters");
  });
  it("is required", () => {
    expect(firstMessage(webUrlSchema, "")).toBe("Web URL is required");
    expect(firstMessage(webUrlSchema, undefined)).toBe("Web URL is required");
  });
  it("must be valid", () => {
    expect(firstMessage(webUrlSchema, "not a url")).toBe("Please enter a valid web URL");
  });
});
