import { Readable } from "node:stream";
import { importMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import type { Cell } from "./cells";
import { estimateDataRows } from "./estimate";
import { type FileKind, openTable, readRows } from "./table";
import { csvFile, xlsFile, xlsxFile } from "./testing/files";
import { isVendorHeader } from "./vendor-fields";

const stream = (bytes: Buffer, chunk = 7) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );

async function rowsOf(kind: FileKind, bytes: Buffer, chunk?: number): Promise<Cell[][]> {
  const rows: Cell[][] = [];
  for await (const row of readRows(kind, stream(bytes, chunk))) rows.push(row.cells);
  return rows;
}

async function table(kind: FileKind, bytes: Buffer) {
  const opened = await openTable(kind, stream(bytes, 4096), isVendorHeader);
  const rows = [];
  for await (const row of opened.rows) rows.push(row);
  return { columns: opened.columns, headerRowNumber: opened.headerRowNumber, rows };
}

const sample = [
  ["Name", "Country", "City"],
  ["Acme Inc.", "United States", "Zürich"],
  ["Bolt; GmbH", "DE", 'Köln, "Mitte"'],
];

describe("csv", () => {
  it("reads UTF-8 with and without a BOM, cut into small chunks mid-character", async () => {
    for (const bom of [false, true]) {
      expect(await rowsOf("csv", csvFile(sample, { bom }), 3)).toEqual(sample);
    }
  });

  it("reads UTF-16 LE and BE with their BOM", async () => {
    expect(await rowsOf("csv", csvFile(sample, { encoding: "utf-16le" }), 5)).toEqual(sample);
    expect(await rowsOf("csv", csvFile(sample, { encoding: "utf-16be" }), 5)).toEqual(sample);
  });

  it("reads a file that is not UTF-8 as Windows-1252 (Excel's CSV on Windows)", async () => {
    expect(await rowsOf("csv", csvFile(sample, { encoding: "latin1" }))).toEqual(sample);
  });

  it("sniffs comma, semicolon and tab, quotes respected", async () => {
    for (const delimiter of [",", ";", "\t"]) {
      expect(await rowsOf("csv", csvFile(sample, { delimiter }))).toEqual(sample);
    }
  });

  it("numbers rows by their line, empty lines skipped, short rows kept short", async () => {
    const rows = [];
    for await (const row of readRows("csv", stream(Buffer.from('a,b\n\nc\n"multi\nline",d\n'))))
      rows.push(row);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ["a", "b"] },
      { rowNumber: 3, cells: ["c"] },
      { rowNumber: 5, cells: ["multi\nline", "d"] },
    ]);
  });
});

describe("xlsx", () => {
  it("reads shared strings, numbers, dates, formulas' cached values and merged cells (top-left only)", async () => {
    const bytes = await xlsxFile({
      rows: [
        ["Name", "Country", "Start date", "Employees"],
        [{ formula: 'CONCAT("Acme"," Inc")', result: "Acme Inc" }, "US", new Date(Date.UTC(2024, 0, 15)), 12],
        ["Bolt GmbH", "DE", null, { formula: "D2*2", result: 24 }],
        ["Carl Ltd", null, null, null],
      ],
      merges: ["B3:B4"],
      dateColumns: [3],
    });
    expect(await rowsOf("xlsx", bytes)).toEqual([
      ["Name", "Country", "Start date", "Employees"],
      ["Acme Inc", "US", new Date(Date.UTC(2024, 0, 15)), 12],
      ["Bolt GmbH", "DE", null, 24],
      ["Carl Ltd"],
    ]);
  });

  it("refuses a file that is not an xlsx", async () => {
    await expect(rowsOf("xlsx", Buffer.from("%PDF-1.7\nnot a spreadsheet"))).rejects.toThrow(
      importMessages.unreadable,
    );
    await expect(rowsOf("xlsx", csvFile(sample))).rejects.toThrow(importMessages.unreadable);
  });
});

describe("xls", () => {
  it("reads a BIFF8 workbook: text, numbers, dates and merged cells (top-left only)", async () => {
    const bytes = xlsFile({
      rows: [
        ["Name", "Country", "Start date"],
        ["Acme Inc", "US", new Date(Date.UTC(2024, 0, 15))],
        ["Bolt GmbH", "DE", 45000],
        ["Carl Ltd", null, null],
      ],
      merges: ["B3:B4"],
    });
    const rows = await rowsOf("xls", bytes);
    expect(rows[0]).toEqual(["Name", "Country", "Start date"]);
    expect(rows[1]![0]).toBe("Acme Inc");
    expect((rows[1]![2] as Date).toISOString().slice(0, 10)).toBe("2024-01-15");
    expect(rows[2]).toEqual(["Bolt GmbH", "DE", 45000]);
    expect(rows[3]).toEqual(["Carl Ltd", null, null]);
  });

  it("refuses a file that is not an xls", async () => {
    await expect(rowsOf("xls", Buffer.from("\u0000\u0001garbage".repeat(100)))).rejects.toThrow(
      importMessages.unreadable,
    );
  });
});

describe("openTable", () => {
  it("refuses an empty file and a blank one", async () => {
    await expect(table("csv", Buffer.alloc(0))).rejects.toThrow(importMessages.fileEmpty);
    await expect(table("csv", Buffer.from("\r\n \r\n"))).rejects.toThrow(importMessages.fileEmpty);
    const empty = await xlsxFile({ rows: [] });
    await expect(table("xlsx", empty)).rejects.toThrow(importMessages.fileEmpty);
  });

  it("refuses a header with no row under it", async () => {
    await expect(table("csv", csvFile([["Name", "Country"]]))).rejects.toThrow(importMessages.headerOnly);
    await expect(table("xlsx", await xlsxFile({ rows: [["Name", "Country"], [], []] }))).rejects.toThrow(
      importMessages.headerOnly,
    );
    await expect(table("xls", xlsFile({ rows: [["Name", "Country"]] }))).rejects.toThrow(
      importMessages.headerOnly,
    );
  });

  it("finds the header under a title, and names blank and repeated columns", async () => {
    const bytes = await xlsxFile({
      rows: [
        ["Vendor list, exported 2026-01-05"],
        [],
        ["Supplier name", "Country", "Address", "address", null, "Address"],
        ["Acme", "US", "1 Main St", "Suite 5", "x", "y", "beyond the header"],
      ],
    });
    const { columns, headerRowNumber, rows } = await table("xlsx", bytes);
    expect(headerRowNumber).toBe(3);
    expect(columns).toEqual([
      "Supplier name",
      "Country",
      "Address",
      "address (2)",
      "Column E",
      "Address (3)",
    ]);
    expect(rows).toEqual([{ rowNumber: 4, cells: ["Acme", "US", "1 Main St", "Suite 5", "x", "y"] }]);
  });
});

describe("estimateDataRows", () => {
  it("counts a csv's lines, an xlsx's dimension and an xls's rows, less the header", async () => {
    const rows = [["Name", "Country"], ...Array.from({ length: 250 }, (_, i) => [`Vendor ${i}`, "US"])];
    expect(await estimateDataRows("csv", stream(csvFile(rows), 1000))).toBe(250);
    expect(await estimateDataRows("csv", stream(csvFile(rows, { encoding: "utf-16le" }), 1000))).toBe(250);
    expect(await estimateDataRows("xlsx", stream(await xlsxFile({ rows }), 1000))).toBe(250);
    expect(await estimateDataRows("xls", stream(xlsFile({ rows }), 1000))).toBe(250);
    expect(await estimateDataRows("xlsx", stream(Buffer.from("not a zip")))).toBe(0);
  });
});
