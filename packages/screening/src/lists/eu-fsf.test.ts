import { describe, expect, it } from "vitest";
import { euFsfSource } from "./eu-fsf";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";

describe("EU Financial Sanctions Files (XML 1.1)", () => {
  const parsed = euFsfSource.parse(fixtureFiles(fixtureSets.eu));

  it("reads each sanctionEntity, id = logicalId, publication date from generationDate", () => {
    expect(parsed.source).toBe("eu");
    expect(parsed.publishedAt).toBe("2025-04-14");
    expect(parsed.warnings).toEqual([]);
    expect(parsed.entries.map((e) => [e.id, e.schema, e.name])).toEqual([
      ["139211", "Person", "Ivan Petrovich Sidorov"],
      ["13", "Company", "Al-Qaida"],
      ["50123", "Company", "Example Shipping Company LLC"],
    ]);
  });

  it("takes the first nameAlias as the name; strong=false is weak, another script is original", () => {
    expect(parsed.entries[0]).toEqual({
      list: "euConsolidatedSanctionsList",
      id: "139211",
      source: "eu",
      schema: "Person",
      name: "Ivan Petrovich Sidorov",
      aliases: [
        { name: "Иван Петрович Сидоров", kind: "original" },
        { name: "Ivan Sidorov", kind: "aka" },
        { name: "Vanya", kind: "weak" },
      ],
      addresses: [
        {
          street: "ul. Tverskaya 1",
          city: "Moscow",
          postalCode: "125009",
          country: "RU",
          countryName: "RUSSIAN FEDERATION",
        },
      ],
      countries: ["RU"],
      identifiers: [
        { type: "EU_REFERENCE", value: "EU.7811.13" },
        { type: "PASSPORT", value: "75 1234567", country: "RU" },
      ],
      programs: ["UKR"],
      listedOn: "2022-03-15",
      remarks: "Chief executive of a bank; listed 15 March 2022.",
    });
  });

  it("keeps the UN reference, skips the UNKNOWN placeholder country and joins remarks", () => {
    expect(parsed.entries[1]).toMatchObject({
      aliases: [
        { name: "The Base", kind: "aka" },
        { name: "القاعدة", kind: "original" },
      ],
      addresses: [],
      countries: [],
      identifiers: [
        { type: "EU_REFERENCE", value: "EU.1234.56" },
        { type: "UN_REFERENCE", value: "QDe.004" },
      ],
      programs: ["TAQA"],
      listedOn: "2001-10-08",
      remarks:
        "UN listing <QDe.004> & EU transposition.; Review pursuant to Security Council resolution 1822 (2008).",
    });
  });

  it("reads every programme, the country description when the code is 00, and identification types", () => {
    expect(parsed.entries[2]).toMatchObject({
      addresses: [
        { street: "1 Harbour Road, PO Box 4040", city: "Limassol", postalCode: "3036", country: "CY" },
      ],
      identifiers: [
        { type: "EU_REFERENCE", value: "EU.9999.1" },
        { type: "REGISTRATION", value: "HE 123456", country: "CY" },
        { type: "IMO", value: "9187629" },
        { type: "OTHER IDENTIFICATION NUMBER", value: "ABC-77" },
      ],
      programs: ["RUS", "UKR"],
      listedOn: "2014-07-31",
    });
  });

  it("refuses XML that is not the EU export", () => {
    expect(() => euFsfSource.parse({ xml: new TextEncoder().encode("<CONSOLIDATED_LIST/>") })).toThrow(
      /not in the expected format/,
    );
  });
});
