import { describe, expect, it } from "vitest";
import { firstMessage } from "./test-utils";
import { optionalText, requiredChoice, requiredList, requiredPlainText, requiredText } from "./text-rules";

const title = requiredText(5, { required: "Title is required", tooLong: "Title is too long" });

describe("requiredText", () => {
  it("accepts text up to the limit and trims it", () => {
    expect(title.parse("  abcde  ")).toBe("abcde");
  });
  it("rejects text over the limit", () => {
    expect(firstMessage(title, "abcdef")).toBe("Title is too long");
  });
  it("rejects empty, blank and missing values with the required message only", () => {
    expect(firstMessage(title, "")).toBe("Title is required");
    expect(firstMessage(title, "   ")).toBe("Title is required");
    expect(firstMessage(title, undefined)).toBe("Title is required");
    expect(title.safeParse("").error?.issues).toHaveLength(1);
  });
});

describe("invalid characters", () => {
  it.each([
    ["requiredText", title],
    ["requiredPlainText", requiredPlainText("Thing is required")],
    ["optionalText", optionalText(10, "Too long")],
  ])("%s refuses NUL, control characters and lone surrogates", (_, schema) => {
    for (const text of ["a\u0000b", "\ud800x", "x\udc00", "a\u0007"]) {
      expect(firstMessage(schema, text)).toBe("Please remove invisible or invalid characters");
    }
    expect(firstMessage(schema, "a\tb")).toBeUndefined();
  });
  it("applies to every item of a required list", () => {
    expect(firstMessage(requiredList("Pick one"), ["ok", "a\u0000"])).toBe(
      "Please remove invisible or invalid characters",
    );
  });
});

describe("requiredPlainText", () => {
  const schema = requiredPlainText("Thing is required");
  it("accepts any non-blank text", () => {
    expect(schema.parse("x".repeat(5000))).toHaveLength(5000);
  });
  it("rejects blank text", () => {
    expect(firstMessage(schema, " ")).toBe("Thing is required");
  });
});

describe("optionalText", () => {
  const schema = optionalText(3, "Too long");
  it("accepts absent and empty values", () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse("")).toBe("");
  });
  it("rejects text over the limit", () => {
    expect(firstMessage(schema, "abcd")).toBe("Too long");
  });
});

describe("requiredChoice", () => {
  const schema = requiredChoice(["A", "B"], "Pick one", "Pick a valid one");
  it("accepts a listed value", () => {
    expect(schema.parse("B")).toBe("B");
  });
  it("says required for missing, null or empty", () => {
    expect(firstMessage(schema, undefined)).toBe("Pick one");
    expect(firstMessage(schema, null)).toBe("Pick one");
    expect(firstMessage(schema, "")).toBe("Pick one");
  });
  it("says invalid for an unknown value", () => {
    expect(firstMessage(schema, "C")).toBe("Pick a valid one");
  });
});

describe("requiredList", () => {
  const schema = requiredList("Pick at least one");
  it("accepts one or more ids", () => {
    expect(schema.parse(["a", "b"])).toEqual(["a", "b"]);
  });
  it("rejects an empty or missing list", () => {
    expect(firstMessage(schema, [])).toBe("Pick at least one");
    expect(firstMessage(schema, undefined)).toBe("Pick at least one");
  });
  it("rejects blank ids", () => {
    expect(firstMessage(schema, [" "])).toBe("Pick at least one");
  });
});
