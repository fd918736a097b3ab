import { describe, expect, it } from "vitest";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";
import { splitPrograms } from "./ofac-legacy";
import { ofacSdnSource } from "./ofac-sdn";

describe("OFAC SDN (legacy CSV)", () => {
  const parsed = ofacSdnSource.parse(fixtureFiles(fixtureSets.ofacSdn));
  const byId = new Map(parsed.entries.map((entry) => [entry.id, entry]));

  it("reads every well-formed record of sdn.csv onto the SDN list, and reports the rest", () => {
    expect(parsed.source).toBe("ofac_sdn");
    expect(parsed.publishedAt).toBeUndefined();
    expect(parsed.entries.map((e) => [e.id, e.list, e.schema])).toEqual([
      ["306", "SDNs", "Company"],
      ["1001", "SDNs", "Person"],
      ["2001", "SDNs", "Vessel"],
      ["3001", "SDNs", "Company"],
      ["4001", "SDNs", "Aircraft"],
    ]);
    expect(parsed.warnings).toEqual([
      "sdn record 6: 2 field(s), expected 12; skipped",
      "alt: 1 row(s) for 1 ent_num(s) not in sdn skipped (e.g. 9999)",
      "add: 1 row(s) for 1 ent_num(s) not in sdn skipped (e.g. 8888)",
      "comments: 1 row(s) for 1 ent_num(s) not in sdn skipped (e.g. 7777)",
    ]);
  });

  it("joins aliases and addresses by ent_num; a.k.a. in remarks is a weak alias", () => {
    expect(byId.get("306")).toEqual({
      list: "SDNs",
      id: "306",
      source: "ofac_sdn",
      schema: "Company",
      name: "BANCO NACIONAL DE CUBA",
      aliases: [
        { name: "BNC", kind: "weak" },
        { name: "NATIONAL BANK OF CUBA", kind: "aka" },
      ],
      addresses: [
        { street: "Zweierstrasse 35", city: "Zurich CH-8022", country: "CH", countryName: "Switzerland" },
      ],
      countries: ["CH"],
      identifiers: [],
      programs: ["CUBA"],
      remarks: "a.k.a. 'BNC'.",
    });
  });

  it("reads nationality, citizenship and identity documents from the remarks", () => {
    const person = byId.get("1001");
    expect(person?.name).toBe('SMITH, John "Jack"');
    expect(person?.programs).toEqual(["SDGT", "IRGC"]);
    expect(person?.aliases).toEqual([
      { name: "JOHNNY", kind: "weak" },
      { name: "SMITH, Jack", kind: "aka" },
      { name: "SMYTHE, John", kind: "fka" },
    ]);
    expect(person?.countries).toEqual(["IR", "SY"]);
    expect(person?.identifiers).toEqual([
      { type: "PASSPORT", value: "A1234567", country: "IR" },
      { type: "NATIONAL_ID", value: "123-45", country: "SY" },
    ]);
    expect(person?.addresses).toEqual([{ city: "Tehran", country: "IR", countryName: "Iran" }]);
  });

  it("reads vessel call sign, flags, IMO and MMSI", () => {
    const vessel = byId.get("2001");
    expect(vessel?.countries).toEqual(["PA", "TG"]);
    expect(vessel?.identifiers).toEqual([
      { type: "CALL_SIGN", value: "9HA1234" },
      { type: "IMO", value: "9187629" },
      { type: "MMSI", value: "636017123" },
    ]);
  });

  it("appends sdn_comments to cut remarks and normalises company identifiers", () => {
    const company = byId.get("3001");
    expect(company?.remarks).toContain(
      "Registration Number 1027700000001 (Russia); Website www.acme.example.",
    );
    expect(company?.identifiers).toEqual([
      { type: "LEI", value: "549300ABCDEF12345678" },
      { type: "DUNS", value: "123456789" },
      { type: "SWIFT", value: "ABCDRUMM" },
      { type: "TAX_ID", value: "7701234567", country: "RU" },
      { type: "REGISTRATION", value: "91110000MA00ABCDEF", country: "CN" },
      { type: "REGISTRATION", value: "1027700000001", country: "RU" },
    ]);
    // "ACME" is both a weak alias in the remarks and an alias in alt.csv: the strong kind wins.
    expect(company?.aliases).toEqual([
      { name: "ACME OLD", kind: "weak" },
      { name: "ACME", kind: "aka" },
      { name: "ACME GLOBAL", kind: "nka" },
    ]);
    expect(company?.addresses.map((a) => [a.city, a.country, a.countryName])).toEqual([
      ["Moscow 101000", "RU", "Russia"],
      ["Simferopol", "UA", "Region: Crimea"],
    ]);
    expect(company?.countries).toEqual(["RU", "CN", "UA"]);
  });

  it("reads aircraft serial and tail numbers", () => {
    expect(byId.get("4001")?.identifiers).toEqual([
      { type: "AIRCRAFT_SERIAL", value: "23456" },
      { type: "AIRCRAFT_TAIL", value: "EP-ABC" },
    ]);
  });

  it("refuses a main file that is not an OFAC legacy CSV", () => {
    const files = fixtureFiles(fixtureSets.ofacSdn);
    expect(() => ofacSdnSource.parse({ ...files, sdn: new TextEncoder().encode("<!DOCTYPE html>") })).toThrow(
      /"sdn" file is not in the expected format/,
    );
    const { alt: _alt, ...withoutAlt } = files;
    expect(() => ofacSdnSource.parse(withoutAlt)).toThrow(/the "alt" file is missing/);
  });

  it("splits OFAC program lists", () => {
    expect(splitPrograms("SDGT] [IRGC")).toEqual(["SDGT", "IRGC"]);
    expect(splitPrograms("[CUBA]")).toEqual(["CUBA"]);
    expect(splitPrograms("")).toEqual([]);
  });
});
