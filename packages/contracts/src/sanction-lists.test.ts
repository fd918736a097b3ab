import { describe, expect, it } from "vitest";
import { riskSeverityForSanctionList, sanctionListKeys, sanctionListLabels } from "./sanction-lists";

describe("sanction lists", () => {
  it("has the sixteen keys of spec section 3", () => {
    expect(sanctionListKeys).toHaveLength(16);
    expect(new Set(sanctionListKeys).size).toBe(16);
    expect(sanctionListKeys).toEqual([
      "SDNs",
      "addresses",
      "altNames",
      "deniedPersons",
      "bisEntities",
      "unverifiedCSL",
      "nonproliferationSanctions",
      "itarDebarred",
      "foreignSanctionsEvaders",
      "palestinianLegislativeCouncil",
      "sectoralSanctions",
      "nonSDNChineseMilitaryIndustrialComplex",
      "captaList",
      "euConsolidatedSanctionsList",
      "ukConsolidatedSanctionsList",
      "militaryEndUsers",
    ]);
  });
  it("labels every key", () => {
    for (const key of sanctionListKeys) expect(sanctionListLabels[key]).toBeTruthy();
  });
  it.each([
    "SDNs",
    "euConsolidatedSanctionsList",
    "ukConsolidatedSanctionsList",
    "bisEntities",
    "deniedPersons",
    "itarDebarred",
    "militaryEndUsers",
    "foreignSanctionsEvaders",
    "sectoralSanctions",
  ] as const)("opens a High risk for blocking list %s", (key) => {
    expect(riskSeverityForSanctionList(key)).toBe("HIGH");
  });
  it.each([
    "unverifiedCSL",
    "nonproliferationSanctions",
    "palestinianLegislativeCouncil",
    "nonSDNChineseMilitaryIndustrialComplex",
    "captaList",
  ] as const)("opens a Low risk for list %s", (key) => {
    expect(riskSeverityForSanctionList(key)).toBe("LOW");
  });
});
