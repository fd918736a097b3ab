import { createRequire } from "node:module";
import ExcelJS from "exceljs";

/** Builders of real vendor-list files for tests (and the benchmark): the formats as Excel writes them. */

type XlsxCell = string | number | boolean | Date | null | { formula: string; result: string | number };

export interface SheetSpec {
  rows: XlsxCell[][];
  /** Ranges such as "C2:C3". */
  merges?: string[];
  /** A date number format for these 1-based columns. */
  dateColumns?: number[];
}

/** An .xlsx with one sheet (shared strings, as Excel writes text). */
export async function xlsxFile({ rows, merges = [], dateColumns = [] }: SheetSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Vendors");
  for (const row of rows) sheet.addRow(row);
  for (const column of dateColumns) sheet.getColumn(column).numFmt = "yyyy-mm-dd";
  for (const range of merges) sheet.mergeCells(range);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = createRequire(import.meta.url)("xlsx") as typeof import("xlsx");

/** A BIFF8 .xls with one sheet, written by SheetJS. */
export function xlsFile({
  rows,
  merges = [],
}: {
  rows: (string | number | Date | null)[][];
  merges?: string[];
}) {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  sheet["!merges"] = merges.map((range) => XLSX.utils.decode_range(range));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, "Vendors");
  return XLSX.write(workbook, { type: "buffer", bookType: "biff8" }) as Buffer;
}

const quote = (cell: string, delimiter: string) =>
  /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;

/** A csv's text (CRLF lines, quoted where needed). */
export const csvText = (rows: string[][], delimiter = ",") =>
  `${rows.map((row) => row.map((cell) => quote(cell, delimiter)).join(delimiter)).join("\r\n")}\r\n`;

/** A csv file in an encoding, with its BOM for UTF-16 and optionally for UTF-8. */
export function csvFile(
  rows: string[][],
  {
    delimiter = ",",
    encoding = "utf-8",
    bom = false,
  }: {
    delimiter?: string;
    encoding?: "utf-8" | "utf-16le" | "utf-16be" | "latin1";
    bom?: boolean;
  } = {},
): Buffer {
  const text = csvText(rows, delimiter);
  if (encoding === "utf-8")
    return Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(text)]);
  if (encoding === "latin1") return Buffer.from(text, "latin1");
  const le = Buffer.from(text, "utf16le");
  if (encoding === "utf-16le") return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  const be = Buffer.from(le);
  be.swap16();
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
}
