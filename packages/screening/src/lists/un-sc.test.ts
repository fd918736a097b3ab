import { describe, expect, it } from "vitest";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";
import { unScSource } from "./un-sc";

describe("UN Security Council Consolidated List", () => {
  const parsed = unScSource.parse(fixtureFiles(fixtureSets.un));
  const byId = new Map(parsed.entries.map((entry) => [entry.id, entry]));

  it("reads individuals and entities under the EU key, id = reference number", () => {
    expect(parsed.source).toBe("un");
    expect(parsed.publishedAt).toBe("2026-02-27");
    expect(parsed.warnings).toEqual([]);
    expect(parsed.entries.map((e) => [e.list, e.id, e.schema, e.name])).toEqual([
      ["euConsolidatedSanctionsList", "CDi.001", "Person", "ERIC BADEGE"],
      ["euConsolidatedSanctionsList", "QDi.999", "Person", "ABD AL-RAHMAN MUHAMMAD AL-HUSAYN AL-TANZANI"],
      ["euConsolidatedSanctionsList", "CDe.001", "Company", "ADF"],
      ["euConsolidatedSanctionsList", "QDe.004", "Company", "AL-QAIDA"],
    ]);
  });

  it("skips empty aliases and reads single and repeated elements alike", () => {
    expect(byId.get("CDi.001")).toEqual({
      list: "euConsolidatedSanctionsList",
      id: "CDi.001",
      source: "un",
      schema: "Person",
      name: "ERIC BADEGE",
      aliases: [],
      addresses: [{ country: "RW", countryName: "Rwanda" }],
      countries: ["RW", "CD"],
      identifiers: [{ type: "UN_REFERENCE", value: "CDi.001" }],
      programs: ["DRC"],
      listedOn: "2012-12-31",
      remarks: "He fled to Rwanda in March 2013.",
    });
  });

  it("reads original-script names, alias quality, nationalities, addresses and documents", () => {
    expect(byId.get("QDi.999")).toMatchObject({
      aliases: [
        { name: "عبد الرحمن محمد", kind: "original" },
        { name: "Abdul Rahman al-Tanzani", kind: "aka" },
        { name: "Abu Yusuf", kind: "weak" },
      ],
      addresses: [
        {
          street: "12 Sample Road",
          city: "Dar es Salaam",
          region: "Dar es Salaam Region",
          postalCode: "11101",
          country: "TZ",
          countryName: "United Republic of Tanzania",
        },
      ],
      countries: ["TZ", "IR"],
      identifiers: [
        { type: "PASSPORT", value: "AB187304", country: "TZ" },
        { type: "NATIONAL_ID", value: "19700101-12345", country: "IR" },
        { type: "UN_REFERENCE", value: "QDi.999" },
      ],
      remarks: "Fictitious record for tests – “quoted” & escaped.",
    });
  });

  it("reads entity aliases (a.k.a., f.k.a.) with character references decoded", () => {
    expect(byId.get("CDe.001")?.aliases).toEqual([
      { name: "Allied Democratic Forces", kind: "aka" },
      { name: "Forces Démocratiques Alliées-Armée Nationale de Libération de l’Ouganda", kind: "fka" },
    ]);
    expect(byId.get("CDe.001")?.addresses).toEqual([
      { region: "North Kivu", country: "CD", countryName: "Democratic Republic of the Congo" },
    ]);
  });
});
