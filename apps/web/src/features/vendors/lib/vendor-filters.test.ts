import { describe, expect, it } from "vitest";
import { readFilters, writeFilters } from "../../../lib/query-filters";
import { activeFilterCount, vendorFilterRules } from "./vendor-filters";

/** The address a view is shared by, and the filters read back from it by the list's rules. */
const write = (filters: Record<string, unknown>, from = "") =>
  writeFilters(new URLSearchParams(from), filters);
const read = (params: URLSearchParams) => {
  const raw = readFilters(params, Object.keys(vendorFilterRules));
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const result = vendorFilterRules[key as keyof typeof vendorFilterRules].safeParse(value);
    if (result.success) parsed[key] = result.data;
  }
  return parsed;
};

describe("the vendor list's filters in the query string", () => {
  it("writes each filter as JSON text and reads the same view back", () => {
    const view = {
      country: ["US", "DE"],
      // A status and a stage of the workspace's procurement workflow, alternatives of one key.
      procurement_stage: ["PENDING", "00000000-0000-4000-8000-0000000000a1"],
      verification_status: ["VALIDATED"],
      actions: ["risk_open", "requirements_unmet"],
      role: ["00000000-0000-4000-9000-000000000003"],
      search: "müller & co",
    };
    const params = write(view);
    expect(params.get("country")).toBe('["US","DE"]');
    expect(params.get("search")).toBe('"müller & co"');
    // Through a shared link: the text survives the address and opens the same view.
    const shared = new URLSearchParams(`?${params.toString()}`);
    expect(read(shared)).toEqual(view);
  });

  it("removes a key whose value is empty, null, the text null, an empty list or an empty object", () => {
    const params = write({ country: ["US"], tag: ["00000000-0000-4000-9000-000000000001"], search: "x" });
    const cleared = write({ country: [], tag: null, search: "" }, params.toString());
    expect(cleared.toString()).toBe("");
    expect(write({ country: "null", role: {}, actions: { data: [] } }).toString()).toBe("");
  });

  it("keeps other keys (paging, sorting) when filters change", () => {
    const params = write({ country: ["FR"] }, "page=3&ordering=%22name%22");
    expect(params.get("page")).toBe("3");
    expect(params.get("ordering")).toBe('"name"');
  });

  it("ignores a hand-edited value that breaks its rule, keeping the others", () => {
    const params = new URLSearchParams();
    params.set("country", '["usa"]');
    params.set("procurement_stage", '["PENDING","NOPE"]');
    params.set("verification_status", "not json");
    params.set("actions", '["not_verified"]');
    expect(read(params)).toEqual({ actions: ["not_verified"] });
  });

  it("counts the filters set, search aside", () => {
    expect(activeFilterCount({ search: "a", country: ["US"], tag: [], role: ["x"] })).toBe(2);
  });
});
