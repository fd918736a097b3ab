import type { Readable } from "node:stream";
import type { Cell, SourceRow } from "../cells";
import { ImportFileError } from "../errors";

/** A cell value as exceljs's streaming reader gives it (see its worksheet-reader). */
type ExcelValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | { richText: { text: string }[] }
  | { formula?: string; sharedFormula?: string; result?: unknown }
  | { error: string }
  | { text: unknown; hyperlink: string };

/**
 * One spreadsheet value as a cell: a formula gives its cached result (the value Excel saved with the
 * file; nothing is recalculated), rich text its plain text, an error value (#N/A, #REF!) nothing.
 */
export function excelCell(value: ExcelValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean" || value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((run) => run.text).join("") || null;
  if ("error" in value) return null;
  if ("hyperlink" in value) return excelCell(value.text as ExcelValue);
  if ("formula" in value || "sharedFormula" in value || "result" in value) {
    return excelCell(value.result as ExcelValue);
  }
  return null;
}

/**
 * The rows of the first worksheet of an xlsx, streamed with exceljs's WorkbookReader: the zip is read
 * entry by entry and the sheet's XML parsed as it arrives, so only the shared strings (the distinct
 * texts) and the current row are held, never the sheet. When the sheet comes before its shared strings
 * in the zip, exceljs parks it in a temporary file and reads it after them. Dates are the cells whose
 * number format is a date (from the serial, 1900 or 1904 system); other numbers stay numbers. Merged
 * cells: the value is in the top-left cell only, the others are empty (what the file stores).
 */
export async function* readXlsx(source: Readable): AsyncGenerator<SourceRow> {
  // Loaded when an xlsx is read, not when the api or the worker starts (exceljs takes half a second).
  const { default: ExcelJS } = await import("exceljs");
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  let sawSheet = false;
  try {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet) {
        const values = row.values as ExcelValue[];
        const cells: Cell[] = [];
        for (let column = 1; column < values.length; column++) cells.push(excelCell(values[column]));
        yield { rowNumber: row.number, cells };
      }
      break;
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError("unreadable");
  } finally {
    source.destroy();
  }
  if (!sawSheet) throw new ImportFileError("unreadable");
}
