import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { buildXlsx, type XlsxCell } from "./fixtures/make-xlsx";
import { fixture, fixtureFiles, fixtureSets } from "./fixtures/read-fixture";
import { decodeText } from "./text";
import { ukConListSource } from "./uk-conlist";
import { columnIndex, readXlsxRows } from "./xlsx";

describe("UK OFSI Consolidated List", () => {
  const parsed = ukConListSource.parse(fixtureFiles(fixtureSets.ukCsv));
  const byId = new Map(parsed.entries.map((entry) => [entry.id, entry]));

  it("groups the rows of a Group ID, wherever they are, into one entry", () => {
    expect(parsed.source).toBe("uk");
    expect(parsed.publishedAt).toBe("2025-04-14");
    expect(parsed.warnings).toEqual(["row 14: no Group ID; skipped"]);
    expect(parsed.entries.map((e) => [e.id, e.schema, e.name])).toEqual([
      ["200", "Company", "ACME TRADING LLC"],
      ["100", "Person", "Ali Mohammed HUSSEIN"],
      ["300", "Vessel", "OCEAN STAR"],
    ]);
  });

  it("reads names, alias quality, non-Latin names, nationalities, addresses and documents", () => {
    expect(byId.get("100")).toEqual({
      list: "ukConsolidatedSanctionsList",
      id: "100",
      source: "uk",
      schema: "Person",
      name: "Ali Mohammed HUSSEIN",
      aliases: [
        { name: "ABU ALI", kind: "weak" },
        { name: "Ali HUSAYN", kind: "aka" },
        { name: "علي محمد حسين", kind: "original" },
      ],
      addresses: [
        { street: "12 Palestine Street, Karrada", city: "Baghdad", country: "IQ", countryName: "Iraq" },
        { street: "PO Box 4470", city: "Damascus", country: "SY", countryName: "Syria (previous address)" },
      ],
      countries: ["IQ", "SY", "GB"],
      identifiers: [
        { type: "PASSPORT", value: "A1234567", country: "IQ" },
        { type: "PASSPORT", value: "B7654321", country: "GB" },
        { type: "NATIONAL_ID", value: "00112233", country: "IQ" },
        { type: "UN_REFERENCE", value: "IQi.001" },
        { type: "UK_REFERENCE", value: "IRQ0001" },
      ],
      programs: ["Iraq"],
      listedOn: "2003-05-23",
      remarks: "(UK Sanctions List Ref):IRQ0001. (UN Ref):IQi.001. Former minister. (Gender):Male",
    });
  });

  it("uses the Primary name, unions regimes and keeps the earliest listing date", () => {
    expect(byId.get("200")).toMatchObject({
      name: "ACME TRADING LLC",
      aliases: [
        { name: "ACME OLD COMPANY", kind: "fka" },
        { name: "ACME TRADING L.L.C.", kind: "aka" },
      ],
      addresses: [
        {
          street: "12 Lenina St.",
          city: "Moscow",
          postalCode: "101000",
          country: "RU",
          countryName: "Russia",
        },
      ],
      identifiers: [
        { type: "UK_REFERENCE", value: "RUS0001" },
        { type: "REGISTRATION", value: "1027700000001", country: "RU" },
        { type: "REGISTRATION", value: "7701234567" },
      ],
      programs: ["Russia", "Cyber"],
      listedOn: "2021-02-01",
    });
    expect(byId.get("200")?.remarks).toContain('Supplies "dual-use" goods, including electronics.');
  });

  it("reads a ship's IMO number and flag from Other Information", () => {
    expect(byId.get("300")).toMatchObject({
      aliases: [{ name: "SEA STAR", kind: "aka" }],
      countries: ["KP"],
      identifiers: [
        { type: "IMO", value: "9187629" },
        { type: "UK_REFERENCE", value: "DPR0100" },
      ],
    });
  });

  it("reads the XLSX form to the same entries", () => {
    const rows = parseCsv(decodeText(fixture("uk/ConList.csv")));
    const listedOn = rows[1]?.indexOf("Listed On") ?? -1;
    const groupId = rows[1]?.indexOf("Group ID") ?? -1;
    // The cell encodings spreadsheet software writes: numbers, inline strings, rich text, a date
    // held as a serial day number, and empty cells left out.
    const cells: XlsxCell[][] = rows.map((row, r) =>
      row.map((cell, c): XlsxCell => {
        if (r < 2 || cell === "") return cell;
        if (c === groupId) return Number(cell);
        if (c === listedOn && cell === "23/05/2003") return 37764;
        if (cell.includes("\n")) return { rich: cell.split(/(?<=\n)/) };
        return r % 2 ? { inline: cell } : cell;
      }),
    );
    const xlsx = buildXlsx(cells);
    expect(ukConListSource.parse({ xlsx })).toEqual(parsed);
  });

  it("reads cell references with gaps", () => {
    const rows = readXlsxRows(buildXlsx([["a", "", "c"], [], ["", { inline: " x " }, 42]]));
    expect(rows).toEqual([["a", "", "c"], [], ["", " x ", "42"]]);
    expect(columnIndex("A1")).toBe(0);
    expect(columnIndex("AJ12")).toBe(35);
  });

  it("refuses a file that is not the ConList", () => {
    expect(() => ukConListSource.parse({ csv: new TextEncoder().encode("a,b\n1,2\n") })).toThrow(
      /not in the expected format/,
    );
  });
});
