import { describe, expect, it } from "vitest";
import { cslListKey, cslSource } from "./csl";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";

describe("trade.gov Consolidated Screening List", () => {
  describe("CSV", () => {
    const parsed = cslSource.parse(fixtureFiles(fixtureSets.cslCsv));
    const byId = new Map(parsed.entries.map((entry) => [`${entry.list}/${entry.id}`, entry]));

    it("skips the repeated header, drops the truncated last row and reports it", () => {
      expect(parsed.source).toBe("csl");
      expect(parsed.warnings).toEqual([
        "csv record 13 (the last): 8 of 29 fields, cut off inside a quoted field; truncated row dropped",
        '1 record(s) of unknown source "Some Future List (XYZ) - Nobody" skipped',
        "1 record(s) repeated a party already read for the same list key and id; merged into it",
      ]);
      expect(parsed.entries.map((e) => [e.list, e.id])).toEqual([
        ["SDNs", "306"],
        ["bisEntities", "b6e959b59898e975daaae8fae3a8da1ec522f9f888cafc0e6401a16d"],
        ["deniedPersons", "a482fdb2e04fb53317b06224e6d8ac56722a707bdaa6ad501a7b6e8c"],
        ["sectoralSanctions", "17014"],
        ["foreignSanctionsEvaders", "26182"],
        ["nonproliferationSanctions", "4c6871a37531abfedef67af60514d473234693ad93cf8abb796c3c4e"],
        ["SDNs", "9001"],
        ["militaryEndUsers", "3a2d483df053490bb164aa43b3e7dfa2"],
      ]);
    });

    it("splits multi-valued fields and reads the country code ending each address", () => {
      expect(byId.get("SDNs/306")).toEqual({
        list: "SDNs",
        id: "306",
        source: "csl",
        schema: "Company",
        name: "BANCO NACIONAL DE CUBA",
        aliases: [
          { name: "NATIONAL BANK OF CUBA", kind: "aka" },
          { name: "BNC", kind: "aka" },
        ],
        addresses: [
          { street: "Zweierstrasse 35, Zurich, CH-8022", country: "CH", countryName: "CH" },
          { street: "Avenida de Concha Espina 8, Madrid, E-28036", country: "ES", countryName: "ES" },
        ],
        countries: ["CH", "ES"],
        identifiers: [],
        programs: ["CUBA"],
      });
      const el = byId.get("bisEntities/b6e959b59898e975daaae8fae3a8da1ec522f9f888cafc0e6401a16d");
      expect(el?.schema).toBe("Unknown");
      expect(el?.listedOn).toBe("2011-11-21");
      expect(el?.countries).toEqual(["AF", "PK"]);
    });

    it("merges a party listed on SSI and NS-MBS (one key) into one entry", () => {
      expect(byId.get("sectoralSanctions/17014")).toMatchObject({
        name: "JOINT STOCK COMPANY RUSSIAN AGRICULTURAL BANK",
        aliases: [
          { name: "RUSSIAN AGRICULTURAL BANK", kind: "aka" },
          { name: "ROSSELKHOZBANK", kind: "aka" },
          { name: "RusAg", kind: "aka" },
        ],
        identifiers: [
          { type: "REGISTRATION", value: "1027700342890", country: "RU" },
          { type: "SWIFT", value: "RUAGRUMM" },
          { type: "REGISTRATION", value: "52750822", country: "RU" },
        ],
      });
    });

    it("keeps identifiers (not genders or websites), vessel details and multi-line remarks", () => {
      expect(byId.get("foreignSanctionsEvaders/26182")).toMatchObject({
        schema: "Person",
        countries: ["TR"],
        identifiers: [{ type: "PASSPORT", value: "U00242309", country: "TR" }],
      });
      expect(byId.get("SDNs/9001")).toMatchObject({
        schema: "Vessel",
        countries: ["PA"],
        identifiers: [
          { type: "CALL_SIGN", value: "9HA1234" },
          { type: "IMO", value: "9187629" },
          { type: "MMSI", value: "636017123" },
        ],
        remarks: 'Line one of the remarks, line two with "quotes".',
      });
      expect(
        byId.get("nonproliferationSanctions/4c6871a37531abfedef67af60514d473234693ad93cf8abb796c3c4e")?.name,
      ).toBe("SPC Supachoke");
    });
  });

  describe("JSON", () => {
    const parsed = cslSource.parse(fixtureFiles(fixtureSets.cslJson));

    it("reads the same records from the JSON form", () => {
      expect(parsed.warnings).toEqual([]);
      expect(parsed.entries).toEqual([
        {
          list: "SDNs",
          id: "306",
          source: "csl",
          schema: "Company",
          name: "BANCO NACIONAL DE CUBA",
          aliases: [
            { name: "NATIONAL BANK OF CUBA", kind: "aka" },
            { name: "BNC", kind: "aka" },
          ],
          addresses: [
            {
              street: "Zweierstrasse 35",
              city: "Zurich",
              postalCode: "CH-8022",
              country: "CH",
              countryName: "CH",
            },
          ],
          countries: ["CH"],
          identifiers: [],
          programs: ["CUBA"],
        },
        {
          list: "bisEntities",
          id: "eff72a1632af21c557fd1bfcef5f42e96de11993cca531be6b1731e9",
          source: "csl",
          schema: "Unknown",
          name: "Afghan-German Construction Company",
          aliases: [],
          addresses: [{ street: "Golaye Park, Shari Naw", city: "Kabul", country: "AF", countryName: "AF" }],
          countries: ["AF"],
          identifiers: [],
          programs: [],
          listedOn: "2012-04-27",
        },
        {
          list: "foreignSanctionsEvaders",
          id: "26182",
          source: "csl",
          schema: "Person",
          name: "Evren KAYAKIRAN",
          aliases: [],
          addresses: [{ country: "TR", countryName: "TR" }],
          countries: ["TR"],
          identifiers: [{ type: "PASSPORT", value: "U00242309", country: "TR" }],
          programs: ["FSE-IR"],
        },
      ]);
    });

    it("refuses a file that is neither", () => {
      expect(() => cslSource.parse({ json: new TextEncoder().encode('{"error":"rate limited"}') })).toThrow(
        /"json" file is not in the expected format/,
      );
      expect(() => cslSource.parse({})).toThrow(/needs a "csv" or a "json" file/);
    });
  });

  it("maps each CSL source to a list key by its abbreviation", () => {
    expect(cslListKey("Specially Designated Nationals (SDN) - Treasury Department")).toBe("SDNs");
    expect(cslListKey("Entity List (EL) - Bureau of Industry and Security")).toBe("bisEntities");
    expect(cslListKey("Denied Persons List (DPL) - Bureau of Industry and Security")).toBe("deniedPersons");
    expect(cslListKey("Unverified List (UVL) - Bureau of Industry and Security")).toBe("unverifiedCSL");
    expect(cslListKey("Military End User (MEU) List - Bureau of Industry and Security")).toBe(
      "militaryEndUsers",
    );
    expect(cslListKey("Nonproliferation Sanctions (ISN) - State Department")).toBe(
      "nonproliferationSanctions",
    );
    expect(cslListKey("ITAR Debarred (DTC) - State Department")).toBe("itarDebarred");
    expect(cslListKey("Foreign Sanctions Evaders (FSE) - Treasury Department")).toBe(
      "foreignSanctionsEvaders",
    );
    expect(cslListKey("Palestinian Legislative Council List (PLC) - Treasury Department")).toBe(
      "palestinianLegislativeCouncil",
    );
    expect(cslListKey("Sectoral Sanctions Identifications List (SSI) - Treasury Department")).toBe(
      "sectoralSanctions",
    );
    expect(
      cslListKey("Non-SDN Chinese Military-Industrial Complex Companies List (CMIC) - Treasury Department"),
    ).toBe("nonSDNChineseMilitaryIndustrialComplex");
    expect(cslListKey("Capta List (CAP) - Treasury Department")).toBe("captaList");
    expect(cslListKey("Non-SDN Menu-Based Sanctions List (NS-MBS List) - Treasury Department")).toBe(
      "sectoralSanctions",
    );
    expect(cslListKey("DTC")).toBe("itarDebarred");
    expect(cslListKey("Something else (XYZ)")).toBeUndefined();
  });
});
