import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { fieldMessages, vendorRowMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { type CountryNames, createCountryResolver } from "./countries";
import { normaliseVendorName, vendorDedupeKey } from "./dedupe-key";
import { type FileKind, openTable } from "./table";
import { csvFile, xlsFile, xlsxFile } from "./testing/files";
import { carryOverMapping, isVendorHeader, suggestVendorMapping } from "./vendor-fields";
import {
  cellDate,
  createVendorRowValidator,
  mergeDuplicates,
  type VendorCandidate,
  type VendorRowResult,
} from "./vendor-rows";

const countries = createRequire(import.meta.url)(
  "@countrystatecity/countries/data/countries.json",
) as CountryNames[];
const countryOf = createCountryResolver(countries);

async function importRows(kind: FileKind, bytes: Buffer): Promise<VendorRowResult[]> {
  const table = await openTable(kind, Readable.from([bytes]), isVendorHeader);
  const validate = createVendorRowValidator({
    mapping: suggestVendorMapping(table.columns),
    columns: table.columns,
    countryOf,
  });
  const results: VendorRowResult[] = [];
  for await (const row of table.rows) results.push(validate(row));
  return results;
}

const issuesOf = (result: VendorRowResult | undefined) => (result && "issues" in result ? result.issues : []);
const vendorOf = (result: VendorRowResult | undefined) =>
  result && "vendor" in result ? result.vendor : undefined;

describe("countries", () => {
  it("resolves ISO alpha-2, alpha-3, English and native names and aliases, in any case and spacing", () => {
    for (const [text, code] of [
      ["US", "US"],
      [" usa ", "US"],
      ["United States", "US"],
      ["United States of America", "US"],
      ["U.K.", "GB"],
      ["Great Britain", "GB"],
      ["Deutschland", "DE"],
      ["germany", "DE"],
      ["DEU", "DE"],
      ["Côte d'Ivoire", "CI"],
      ["Cote d Ivoire", "CI"],
      ["Türkiye", "TR"],
      ["south korea", "KR"],
    ] as const) {
      expect([text, countryOf(text)]).toEqual([text, code]);
    }
    expect(countryOf("Atlantis")).toBeNull();
    expect(countryOf("XX")).toBeNull();
  });

  it("reads native names in any script, and never takes text without a letter or digit for a country", () => {
    expect(countryOf("中国")).toBe("CN");
    expect(countryOf("日本")).toBe("JP");
    expect(countryOf("Россия")).toBe("RU");
    for (const text of ["", "   ", ";;", " ; ; ", "-", "?", "n/a."])
      expect([text, countryOf(text)]).toEqual([text, null]);
  });
});

describe("dedupe key", () => {
  it("ignores case, spacing, punctuation, accents, a leading The and trailing legal forms", () => {
    expect(normaliseVendorName("  ACME,  Inc. ")).toBe("acme");
    expect(normaliseVendorName("Acme L.L.C.")).toBe("acme");
    expect(normaliseVendorName("The Acme Company Ltd")).toBe("acme");
    expect(normaliseVendorName("Müller & Söhne GmbH & Co. KG")).toBe("muller and sohne");
    expect(normaliseVendorName("Limited Brands Co")).toBe("limited brands");
    expect(normaliseVendorName("Company")).toBe("company");
    expect(vendorDedupeKey("Acme Inc", "US")).toBe(vendorDedupeKey("ACME LLC", "US"));
    expect(vendorDedupeKey("Acme Inc", "US")).not.toBe(vendorDedupeKey("Acme Inc", "CA"));
  });

  it("merges later duplicates into the first, across batches with one map", () => {
    const vendor = (rowNumber: number, name: string, country = "US") =>
      ({ rowNumber, name, country, dedupeKey: vendorDedupeKey(name, country) }) as VendorCandidate;
    const seen = new Map<string, number>();
    const first = mergeDuplicates([vendor(2, "Acme Inc"), vendor(3, "Bolt"), vendor(4, "ACME, LLC")], seen);
    expect(first.unique.map((v) => v.rowNumber)).toEqual([2, 3]);
    expect(first.merged.map((m) => [m.vendor.rowNumber, m.intoRow])).toEqual([[4, 2]]);
    const second = mergeDuplicates([vendor(5, "bolt"), vendor(6, "Bolt", "DE")], seen);
    expect(second.merged.map((m) => [m.vendor.rowNumber, m.intoRow])).toEqual([[5, 3]]);
    expect(second.unique.map((v) => v.rowNumber)).toEqual([6]);
  });
});

describe("dates", () => {
  it("reads the spec's formats, spreadsheet dates and Excel serials; refuses the rest", () => {
    for (const text of [
      "2024-01-15",
      "15-01-2024",
      "01-15-2024",
      "2024/01/15",
      "15/01/2024",
      "01/15/2024",
      "2024.01.15",
      "15.01.2024",
      "01.15.2024",
      "15 Jan 2024",
      "Jan 15, 2024",
      "2024 Jan 15",
      "20240115",
      "240115",
    ]) {
      expect([text, cellDate(text)]).toEqual([text, { year: 2024, month: 1, day: 15 }]);
    }
    expect(cellDate(new Date(Date.UTC(2024, 0, 15)))).toEqual({ year: 2024, month: 1, day: 15 });
    expect(cellDate(45306)).toEqual({ year: 2024, month: 1, day: 15 });
    expect(cellDate(20240115)).toEqual({ year: 2024, month: 1, day: 15 });
    expect(cellDate("2024-02-30")).toBeNull();
    expect(cellDate("yesterday")).toBeNull();
  });
});

describe("mapping", () => {
  it("suggests fields by header names, each column once", () => {
    expect(
      suggestVendorMapping([
        "Supplier Name",
        "Country/Region",
        "E-mail",
        "ZIP",
        "Vendor Since",
        "Name",
        "Notes",
      ]),
    ).toEqual({
      name: "Supplier Name",
      country: "Country/Region",
      contact_email: "E-mail",
      postal_code: "ZIP",
      start_date: "Vendor Since",
    });
  });

  it("carries a remembered mapping over to the columns the new file has", () => {
    expect(
      carryOverMapping({ name: "Vendor", country: "Land", city: "Ort" }, ["vendor ", "LAND", "Stadt"]),
    ).toEqual({ name: "vendor ", country: "LAND" });
  });
});

describe("vendor rows", () => {
  const header = [
    "Vendor name",
    "Country",
    "Website",
    "Email",
    "Identifier type",
    "Identifier",
    "Start date",
  ];
  const importCsv = (rows: string[][]) => importRows("csv", csvFile([header, ...rows]));

  it("turns valid rows into vendors with ISO countries, normalised identifiers and ISO dates", async () => {
    const results = await importCsv([
      [" Acme Inc ", "united states", "acme.com", "ops@acme.com", "EIN", "123456789", "Jan 15, 2024"],
      ["Bolt GmbH", "DE", "", "", "", "", ""],
    ]);
    expect(results.map(vendorOf)).toEqual([
      {
        rowNumber: 2,
        dedupeKey: "US:acme",
        name: "Acme Inc",
        country: "US",
        website: "acme.com",
        contactEmail: "ops@acme.com",
        identifierType: "EIN",
        identifierNumber: "12-3456789",
        startDate: "2024-01-15",
      },
      { rowNumber: 3, dedupeKey: "DE:bolt", name: "Bolt GmbH", country: "DE" },
    ]);
  });

  it("lists every reason of a failing row, on its field", async () => {
    const results = await importCsv([
      ["", "", "not a site", "nope", "LEI", "5493001KJTIIGC8Y1R13", "31/02/2024"],
      ["Carl", "Atlantis", "", "", "", "12-3456789", ""],
      ["Dora", "FR", "", "", "VAT", "FR123", ""],
      ["Ed\u0000", "FR", "", "", "", "", ""],
    ]);
    expect(issuesOf(results[0])).toEqual([
      { field: "name", message: fieldMessages.nameRequired },
      { field: "country", message: fieldMessages.countryRequired },
      { field: "website", message: fieldMessages.webUrlInvalid },
      { field: "contact_email", message: fieldMessages.emailInvalid },
      { field: "identifier_number", message: fieldMessages.leiCheckDigitsInvalid },
      { field: "start_date", message: fieldMessages.dateIncorrect },
    ]);
    expect(issuesOf(results[1])).toEqual([
      { field: "country", message: vendorRowMessages.countryUnknown },
      { field: "identifier_type", message: vendorRowMessages.identifierTypeRequired },
    ]);
    expect(issuesOf(results[2])).toEqual([
      { field: "identifier_type", message: vendorRowMessages.identifierTypeInvalid },
    ]);
    expect(issuesOf(results[3])).toEqual([{ field: "name", message: fieldMessages.textInvalid }]);
    expect(results[0]!.cells).toEqual([
      "",
      "",
      "not a site",
      "nope",
      "LEI",
      "5493001KJTIIGC8Y1R13",
      "31/02/2024",
    ]);
  });

  it("rejects a 10,000-character cell with its field's limit, keeping the other rows", async () => {
    const long = "x".repeat(10_000);
    for (const [kind, bytes] of [
      [
        "csv",
        csvFile([
          ["Name", "Country", "City"],
          [long, "US", ""],
          ["Acme", "US", long],
          ["Bolt", "US", ""],
        ]),
      ],
      [
        "xlsx",
        await xlsxFile({
          rows: [
            ["Name", "Country", "City"],
            [long, "US", null],
            ["Acme", "US", long],
            ["Bolt", "US", null],
          ],
        }),
      ],
    ] as const) {
      const results = await importRows(kind, bytes);
      expect(issuesOf(results[0])).toEqual([{ field: "name", message: fieldMessages.nameTooLong }]);
      expect(issuesOf(results[1])).toEqual([{ field: "city", message: vendorRowMessages.cityTooLong }]);
      expect(vendorOf(results[2])?.name).toBe("Bolt");
    }
  });

  it("reads a missing country, formulas and merged cells from real xlsx and xls files", async () => {
    const xlsx = await xlsxFile({
      rows: [
        ["Name", "Country", "Start date"],
        [{ formula: 'CONCAT("Acme"," Inc")', result: "Acme Inc" }, "US", new Date(Date.UTC(2024, 0, 15))],
        ["Bolt", "Germany", 45306],
        ["Carl", null, null],
        ["Dora", null, "15.01.2024"],
      ],
      merges: ["B3:B4"],
      dateColumns: [3],
    });
    const xls = xlsFile({
      rows: [
        ["Name", "Country", "Start date"],
        ["Acme Inc", "US", new Date(Date.UTC(2024, 0, 15))],
        ["Bolt", "Germany", 45306],
        ["Carl", null, null],
        ["Dora", null, "15.01.2024"],
      ],
      merges: ["B3:B4"],
    });
    for (const [kind, bytes] of [
      ["xlsx", xlsx],
      ["xls", xls],
    ] as const) {
      const results = await importRows(kind, bytes);
      expect(vendorOf(results[0])).toMatchObject({
        name: "Acme Inc",
        country: "US",
        startDate: "2024-01-15",
      });
      expect(vendorOf(results[1])).toMatchObject({ name: "Bolt", country: "DE", startDate: "2024-01-15" });
      // The merged country is the top-left cell's only: the row under it has none.
      expect(issuesOf(results[2])).toEqual([{ field: "country", message: fieldMessages.countryRequired }]);
      expect(issuesOf(results[3])).toEqual([{ field: "country", message: fieldMessages.countryRequired }]);
    }
  });

  it("reads the same vendors from a UTF-16 csv and a UTF-8 csv with a BOM", async () => {
    const rows = [
      ["Name", "Country", "City"],
      ["Société Générale", "France", "Paris"],
      ["北京公司", "China", "北京"],
    ];
    const expected = await importRows("csv", csvFile(rows));
    expect(expected.map((r) => vendorOf(r)?.name)).toEqual(["Société Générale", "北京公司"]);
    expect(await importRows("csv", csvFile(rows, { encoding: "utf-16le" }))).toEqual(expected);
    expect(await importRows("csv", csvFile(rows, { encoding: "utf-16be" }))).toEqual(expected);
    expect(await importRows("csv", csvFile(rows, { bom: true }))).toEqual(expected);
  });
});
