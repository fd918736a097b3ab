import { describe, expect, it } from "vitest";
import { bisDplSource, dplId } from "./bis-dpl";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";

describe("BIS Denied Persons List", () => {
  const parsed = bisDplSource.parse(fixtureFiles(fixtureSets.bisDpl));

  it("reads one entry per row, with a derived stable id, and drops exact repeats", () => {
    expect(parsed.source).toBe("bis_dpl");
    expect(parsed.warnings).toEqual([
      "line 5: repeats line 4 (same name, street, city and effective date); dropped",
    ]);
    expect(parsed.entries.map((e) => e.name)).toEqual([
      "AARON ABRAHAM VILLA",
      "AL NASER WINGS AIRLINES",
      "DAQING ZHOU",
      'SIBERIAN AIRLINES D/B/A "S7" AIRLINES',
      // One party at twelve addresses: twelve entries, as the list publishes them (and more than one
      // page of matches for the e2e screening spec).
      ...Array(12).fill("KESTREL AVIA SUPPLY"),
    ]);
    expect(new Set(parsed.entries.map((e) => e.id)).size).toBe(parsed.entries.length);
    expect(parsed.entries[0]).toEqual({
      list: "deniedPersons",
      id: dplId("AARON ABRAHAM VILLA", "3415 RIVERA AVENUE", "EL PASO", "08/24/2022"),
      source: "bis_dpl",
      schema: "Unknown",
      name: "AARON ABRAHAM VILLA",
      aliases: [],
      // No country published, but a US state: a US address.
      addresses: [
        { street: "3415 RIVERA AVENUE", city: "EL PASO", region: "TX", postalCode: "79905", country: "US" },
      ],
      countries: ["US"],
      identifiers: [],
      programs: [],
      listedOn: "2022-08-24",
      remarks: "F.R. NOTICE ADDED; 87 F.R. 52741 8/29/2022",
    });
    expect(parsed.entries[2]?.countries).toEqual(["CN"]); // "PRC"
  });

  it("derives the id from normalised name, street, city and effective date", () => {
    const id = dplId("AARON ABRAHAM VILLA", "3415 RIVERA AVENUE", "EL PASO", "08/24/2022");
    expect(id).toMatch(/^dpl-[0-9a-f]{12}$/);
    expect(dplId(" aaron  abraham villa", "3415 Rivera Avenue ", "El Paso", "08/24/2022")).toBe(id);
    expect(dplId("AARON ABRAHAM VILLA", "3415 RIVERA AVENUE", "EL PASO", "08/25/2022")).not.toBe(id);
  });
});
