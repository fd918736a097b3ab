import { describe, expect, it } from "vitest";
import { hasInvalidCharacters, invalidTextPaths } from "./text-characters";

describe("hasInvalidCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control", "a\u0007b"],
    ["escape", "\u001b[31m"],
    ["DEL", "a\u007f"],
    ["a high surrogate alone", "\ud800x"],
    ["a high surrogate at the end", "x\udbff"],
    ["a low surrogate alone", "x\udc00"],
    ["a pair in the wrong order", "\udc00\ud800"],
  ])("finds %s", (_, text) => {
    expect(hasInvalidCharacters(text)).toBe(true);
  });

  it.each([
    ["plain text", "Acme Inc."],
    ["tab, line feed and carriage return", "a\tb\nc\r\n"],
    ["letters of other scripts", "Zürich · Владимир · 北京 · محمد"],
    ["a character outside the BMP (a surrogate pair)", "ship 🚢 \u{1F600}"],
    ["the empty string", ""],
  ])("leaves %s", (_, text) => {
    expect(hasInvalidCharacters(text)).toBe(false);
  });
});

describe("invalidTextPaths", () => {
  it("names every string and every object key that holds invalid characters", () => {
    const input = {
      name: "ok",
      bad: "a\u0000",
      list: ["fine", "\ud800"],
      nested: { deeper: [{ text: "x\u0007" }], "key\u0000": 1 },
    };
    expect(invalidTextPaths(input).map((path) => path.join("."))).toEqual(
      expect.arrayContaining(["bad", "list.1", "nested", "nested.deeper.0.text"]),
    );
    expect(invalidTextPaths(input)).toHaveLength(4);
  });

  it("finds nothing in clean input, numbers and nulls included", () => {
    expect(invalidTextPaths({ a: 1, b: null, c: [true, "x"], d: {} })).toEqual([]);
  });

  it("walks input nested far deeper than the call stack allows", () => {
    let deep: unknown = "a\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const [found] = invalidTextPaths(deep);
    expect(found).toHaveLength(200_000);
  });
});
