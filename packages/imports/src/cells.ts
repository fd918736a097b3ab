/**
 * One cell as a reader gives it: text from csv, and from spreadsheets the typed value the file holds
 * (a number, a boolean, a date for date-formatted cells; a formula's cached result). Empty is null.
 */
export type Cell = string | number | boolean | Date | null;

/** A row of the file: its 1-based row number in the file (as a spreadsheet shows it) and its cells. */
export interface SourceRow {
  rowNumber: number;
  cells: Cell[];
}

/** The text of a cell as a person reads it: numbers without exponent noise, dates as ISO days. */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
}

export const isBlank = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");
