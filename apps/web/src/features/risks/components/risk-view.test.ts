import { describe, expect, it } from "vitest";
import { defaultRiskView, parseRiskView, withRiskView } from "./risk-view";

const parse = (query: string) => parseRiskView(new URLSearchParams(query));

describe("the Risk tab's view in the address", () => {
  it("reads the segment, sort, page and size, each falling back to its default when unknown", () => {
    expect(parse("")).toEqual(defaultRiskView);
    expect(parse("segment=confirmed&ordering=-severity&page=3&page_size=50")).toEqual({
      segment: "confirmed",
      ordering: "-severity",
      page: 3,
      pageSize: 50,
    });
    expect(parse("segment=OPEN&ordering=title&page=0&page_size=15")).toEqual(defaultRiskView);
    expect(parse("segment=dismissed&page=-1&page=abc")).toEqual(defaultRiskView);
    expect(parse("page=1.5").page).toBe(1);
  });

  it("writes a change, keeping the tab and the notes modal, leaving defaults out", () => {
    const params = new URLSearchParams("tab=risk&modalMetaId=abc");
    expect(withRiskView(params, { segment: "resolved" }).toString()).toBe(
      "tab=risk&modalMetaId=abc&segment=resolved",
    );
    expect(
      withRiskView(new URLSearchParams("tab=risk&segment=resolved"), { segment: "open" }).toString(),
    ).toBe("tab=risk");
    expect(withRiskView(params, { ordering: "severity" }).get("ordering")).toBe("severity");
  });

  it("starts again at page 1 when the segment, sort or size changes, not when only the page does", () => {
    const on3 = new URLSearchParams("segment=open&page=3");
    expect(withRiskView(on3, { segment: "confirmed" }).get("page")).toBeNull();
    expect(withRiskView(on3, { ordering: "created" }).get("page")).toBeNull();
    expect(withRiskView(on3, { pageSize: 20 }).get("page")).toBeNull();
    expect(withRiskView(on3, { page: 4 }).get("page")).toBe("4");
    expect(withRiskView(on3, { segment: "open" }).get("page")).toBe("3");
  });
});
