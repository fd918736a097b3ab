import { buildScreeningIndex, type ListEntry } from "@tierline/screening";
import { describe, expect, it } from "vitest";
import { screenEvidence } from "./vendor-screening";

const copy = (over: Partial<ListEntry> & Pick<ListEntry, "id" | "source" | "list">): ListEntry => ({
  schema: "Company",
  name: "TANCHON COMMERCIAL BANK",
  aliases: [],
  addresses: [],
  countries: ["KP"],
  identifiers: [],
  programs: [],
  ...over,
});

describe("a vendor's stored matches", () => {
  it("name a party by its first-hand publication when its copies score the same", () => {
    // Ids chosen so that their own order would put the UK copy first; the UN designated the party.
    const index = buildScreeningIndex([
      copy({ source: "uk", list: "ukConsolidatedSanctionsList", id: "A-DPR0001" }),
      copy({ source: "ofac_sdn", list: "SDNs", id: "B-10000" }),
      copy({ source: "un", list: "euConsolidatedSanctionsList", id: "C-KPe.003" }),
    ]);
    const matches = screenEvidence(index, {
      names: ["Tanchon Commercial Bank"],
      countries: ["KP"],
      identifiers: [],
    });

    expect(matches.map((m) => m.score)).toEqual([matches[0]!.score, matches[0]!.score, matches[0]!.score]);
    expect(matches.map((m) => m.source)).toEqual(["un", "uk", "ofac_sdn"]);
    expect(new Set(matches.map((m) => m.group))).toEqual(
      new Set(["un:euConsolidatedSanctionsList:C-KPe.003"]),
    );
  });

  it("keep the better score first whatever the publication", () => {
    const index = buildScreeningIndex([
      copy({
        source: "un",
        list: "euConsolidatedSanctionsList",
        id: "KPe.003",
        name: "TANCHON COMMERCIAL BANKING",
      }),
      copy({ source: "uk", list: "ukConsolidatedSanctionsList", id: "DPR0001" }),
    ]);
    const matches = screenEvidence(index, {
      names: ["Tanchon Commercial Bank"],
      countries: ["KP"],
      identifiers: [],
    });

    expect(matches[0]!.source).toBe("uk");
    expect(matches[0]!.score).toBeGreaterThan(matches[1]?.score ?? 0);
  });
});
