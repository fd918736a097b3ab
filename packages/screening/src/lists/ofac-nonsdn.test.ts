import { describe, expect, it } from "vitest";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";
import { nonSdnLists, ofacNonSdnSource } from "./ofac-nonsdn";

describe("OFAC non-SDN consolidated list (legacy CSV)", () => {
  const parsed = ofacNonSdnSource.parse(fixtureFiles(fixtureSets.ofacNonSdn));

  it("files each record under the list its programs name", () => {
    expect(parsed.source).toBe("ofac_nonsdn");
    expect(parsed.warnings).toEqual([]);
    expect(parsed.entries.map((e) => [e.id, e.list])).toEqual([
      ["9639", "palestinianLegislativeCouncil"],
      ["9647", "palestinianLegislativeCouncil"],
      ["30882", "nonSDNChineseMilitaryIndustrialComplex"],
      ["26182", "foreignSanctionsEvaders"],
      ["17014", "sectoralSanctions"],
      ["31693", "sectoralSanctions"],
      ["27016", "sectoralSanctions"],
      ["15268", "captaList"],
    ]);
  });

  it("reads the same details as the SDN files", () => {
    const bank = parsed.entries.find((e) => e.id === "17014");
    expect(bank).toMatchObject({
      schema: "Company",
      aliases: [{ name: "ROSSELKHOZBANK", kind: "aka" }],
      countries: ["RU"],
      identifiers: [{ type: "SWIFT", value: "RUAGRUMM" }],
      programs: ["UKRAINE-EO13662", "RUSSIA-EO14024"],
    });
    const person = parsed.entries.find((e) => e.id === "9647");
    expect(person?.aliases).toEqual([{ name: "ZAHAR, Mahmoud", kind: "weak" }]);
    expect(person?.countries).toEqual(["PS"]);
  });

  it("classifies by program, then by remarks, with NS-MBS as the remainder", () => {
    const record = (programs: string[], remarks = "") => ({ entNum: "1", name: "X", programs, remarks });
    expect(nonSdnLists(record(["FSE-SY"]))).toEqual(["foreignSanctionsEvaders"]);
    expect(nonSdnLists(record(["IFSR"]))).toEqual(["captaList"]);
    expect(nonSdnLists(record(["CMIC-EO13959", "NS-PLC"]))).toEqual([
      "nonSDNChineseMilitaryIndustrialComplex",
      "palestinianLegislativeCouncil",
    ]);
    expect(
      nonSdnLists(record([], "Executive Order 13662 Directive Determination - Subject to Directive 2")),
    ).toEqual(["sectoralSanctions"]);
    expect(nonSdnLists(record(["BURMA-EO14014"]))).toEqual(["sectoralSanctions"]);
  });
});
