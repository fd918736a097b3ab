import { describe, expect, it } from "vitest";
import { parseVendorProfileTab, withNotesOpen, withVendorProfileTab } from "./vendor-profile-tabs";

const parse = (query: string) => parseVendorProfileTab(new URLSearchParams(query));

describe("the vendor profile's tab in the address", () => {
  it("reads the four tabs, and anything else as the Risk tab", () => {
    expect(parse("tab=risk")).toBe("risk");
    expect(parse("tab=details")).toBe("details");
    expect(parse("tab=procurement")).toBe("procurement");
    expect(parse("tab=duties")).toBe("duties");
    expect(parse("")).toBe("risk");
    expect(parse("tab=Details")).toBe("risk");
    expect(parse("tab=contracts")).toBe("risk");
    expect(parse("tab=")).toBe("risk");
  });

  it("switching tabs drops the Risk tab's own state and keeps the notes modal open", () => {
    const params = new URLSearchParams("tab=risk&segment=resolved&ordering=severity&page=2&modalMetaId=r1");
    expect(withVendorProfileTab(params, "details").toString()).toBe("tab=details&modalMetaId=r1");
    expect(withVendorProfileTab(new URLSearchParams("segment=open"), "risk").toString()).toBe("tab=risk");
  });

  it("opens the notes modal on the relationship, keeping the tab", () => {
    expect(withNotesOpen(new URLSearchParams("tab=details"), "rel-1").toString()).toBe(
      "tab=details&modalMetaId=rel-1",
    );
  });
});
