import type { Readable } from "node:stream";
import { type Cell, cellText, isBlank, type SourceRow } from "./cells";
import { ImportFileError } from "./errors";
import { readCsv } from "./readers/csv";
import { readXls } from "./readers/xls";
import { readXlsx } from "./readers/xlsx";

export const fileKinds = ["csv", "xlsx", "xls"] as const;
export type FileKind = (typeof fileKinds)[number];

/** The header is looked for among this many first non-blank rows. */
export const headerSearchRows = 20;
export const maxColumns = 500;

/** Every row of a file of `kind`, streamed; blank rows included (they are skipped by `openTable`). */
export function readRows(kind: FileKind, source: Readable): AsyncGenerator<SourceRow> {
  if (kind === "csv") return readCsv(source);
  if (kind === "xlsx") return readXlsx(source);
  return readXls(source);
}

/** A spreadsheet's column letter: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let letter = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

/**
 * Column names from a header row. A blank header cell is named by its letter ("Column C"). Names
 * repeated (compared trimmed and ignoring case, as the column mapping compares them) are made unique
 * by their order, "Address", "Address (2)": exports often repeat a name (two address lines), and
 * refusing the file would leave the user nothing to fix in our screens; each stays mappable.
 */
export function columnNames(header: Cell[]): string[] {
  const used = new Set<string>();
  return header.map((cell, index) => {
    const base = cellText(cell).trim().replace(/\s+/g, " ") || `Column ${columnLetter(index)}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    used.add(name.toLowerCase());
    return name;
  });
}

const nonBlankCount = (cells: Cell[]) => cells.filter((cell) => !isBlank(cell)).length;

/**
 * Which of the first rows is the header: the first that names at least two known columns
 * (`isKnownHeader`); else the first with two or more filled cells all of them text (a title row above
 * the table has one cell); else the first non-blank row.
 */
export function pickHeader(rows: SourceRow[], isKnownHeader: (text: string) => boolean): number {
  const known = rows.findIndex(
    (row) => row.cells.filter((cell) => typeof cell === "string" && isKnownHeader(cell)).length >= 2,
  );
  if (known >= 0) return known;
  const textual = rows.findIndex(
    (row) =>
      nonBlankCount(row.cells) >= 2 && row.cells.every((cell) => isBlank(cell) || typeof cell === "string"),
  );
  return Math.max(textual, 0);
}

export interface Table {
  columns: string[];
  headerRowNumber: number;
  /** The data rows after the header, blank rows left out, each cut or padded to the columns. */
  rows: AsyncGenerator<SourceRow>;
}

/**
 * Opens a file as a table: finds its header among the first rows and streams the rest. An empty file,
 * or one whose header has no row under it, is an `ImportFileError` with its message.
 */
export async function openTable(
  kind: FileKind,
  source: Readable,
  isKnownHeader: (text: string) => boolean = () => false,
): Promise<Table> {
  const all = readRows(kind, source);
  const first: SourceRow[] = [];
  while (first.length < headerSearchRows) {
    const next = await all.next();
    if (next.done) break;
    if (nonBlankCount(next.value.cells) > 0) first.push(next.value);
  }
  if (first.length === 0) throw new ImportFileError("fileEmpty");
  const headerIndex = pickHeader(first, isKnownHeader);
  const header = first[headerIndex]!;
  let width = header.cells.length;
  while (width > 0 && isBlank(header.cells[width - 1] ?? null)) width--;
  if (width > maxColumns) throw new ImportFileError("tooManyColumns");
  const columns = columnNames(header.cells.slice(0, width));
  const shape = (row: SourceRow): SourceRow => {
    const cells = row.cells.slice(0, width);
    while (cells.length < width) cells.push(null);
    return { rowNumber: row.rowNumber, cells };
  };
  const filled = (row: SourceRow) => nonBlankCount(row.cells.slice(0, width)) > 0;
  const buffered = first.slice(headerIndex + 1).filter(filled);
  if (buffered.length === 0) {
    let next = await all.next();
    while (!next.done && !filled(next.value)) next = await all.next();
    if (next.done) throw new ImportFileError("headerOnly");
    buffered.push(next.value);
  }
  async function* rows(): AsyncGenerator<SourceRow> {
    try {
      for (const row of buffered) yield shape(row);
      for await (const row of all) {
        if (filled(row)) yield shape(row);
      }
    } finally {
      await all.return(undefined);
    }
  }
  return { columns, headerRowNumber: header.rowNumber, rows: rows() };
}
