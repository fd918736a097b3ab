import { describe, expect, it } from "vitest";
import { isEmptyFilterValue, readFilters, writeFilters } from "./query-filters";

const write = (filters: Record<string, unknown>, initial = "") =>
  writeFilters(new URLSearchParams(initial), filters);

describe("query-string filters", () => {
  it("writes each value as JSON text", () => {
    const params = write({
      country: ["US", "DE"],
      status: "APPROVED",
      page: 2,
      active: true,
      range: { data: [1, 2] },
    });
    expect(params.get("country")).toBe('["US","DE"]');
    expect(params.get("status")).toBe('"APPROVED"');
    expect(params.get("page")).toBe("2");
    expect(params.get("active")).toBe("true");
    expect(params.get("range")).toBe('{"data":[1,2]}');
  });

  it.each([
    ["an empty value", ""],
    ["undefined", undefined],
    ["null", null],
    ['the text "null"', "null"],
    ["an empty list", []],
    ["an empty object", {}],
    ["an object with empty data (list)", { data: [] }],
    ["an object with empty data (null)", { data: null }],
    ["an object with empty data (text)", { data: "" }],
    ["an object with empty data (object)", { data: {} }],
  ])("removes the key for %s", (_case, value) => {
    const params = write({ status: value }, "status=%22APPROVED%22&other=%221%22");
    expect(params.has("status")).toBe(false);
    expect(params.get("other")).toBe('"1"');
    expect(isEmptyFilterValue(value)).toBe(true);
  });

  it("keeps falsy but meaningful values", () => {
    const params = write({ active: false, count: 0 });
    expect(params.get("active")).toBe("false");
    expect(params.get("count")).toBe("0");
  });

  it("leaves other query parameters alone and does not change the input", () => {
    const initial = new URLSearchParams("modalMetaId=abc");
    const next = writeFilters(initial, { tag: ["a"] });
    expect(next.get("modalMetaId")).toBe("abc");
    expect(initial.has("tag")).toBe(false);
  });

  it("reads values back, falling back to raw text", () => {
    const params = write({ country: ["US"], status: "PENDING" }, "raw=hello&empty=null");
    expect(readFilters(params)).toEqual({ country: ["US"], status: "PENDING", raw: "hello" });
    expect(readFilters(params, ["country"])).toEqual({ country: ["US"] });
  });
});
