import type { ColumnMappingRules } from "@tierline/contracts";

/** What the vendor-list and product-catalogue imports answer alike, in the wire's snake_case shapes. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A mapping as answered: the fields that have a column. */
export const mappingToWire = (mapping: Partial<Record<string, string | null | undefined>>) =>
  Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)) as Record<string, string>;

/** The fields of an import's mapping step: label, and whether the mapping must name it. */
export const mappingFieldsToWire = <F extends string>(
  fields: readonly F[],
  labels: Record<F, string>,
  rules: ColumnMappingRules,
) =>
  fields.map((field) => ({
    field,
    label: labels[field],
    required: field === rules.countryField || rules.requiredFields.includes(field),
  }));

/** A rejected or merged row of any import (core's `ImportRow`). */
interface ImportRowWire {
  rowNumber: number;
  outcome: "REJECTED" | "MERGED";
  issues: { field: string | null; message: string }[];
  cells: string[];
  mergedIntoRow: number | null;
}

/** An import's status, mapping, counts and pace, as both imports answer them. */
export function importProgressToWire(i: {
  status: "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED";
  error: string | null;
  mapping: object;
  totalRows: number;
  acceptedRows: number;
  rejectedRows: number;
  mergedRows: number;
  rowsPerSecond: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}) {
  const processed = i.acceptedRows + i.rejectedRows;
  const total = Math.max(i.totalRows, processed);
  return {
    status: i.status,
    error: i.error,
    columns_mapping: mappingToWire(i.mapping as Record<string, string | null>),
    processed_rows: processed,
    total_rows: total,
    // Until the run has read every row the total is an estimate: the bar stops short of full.
    progress: i.status === "COMPLETED" ? 1 : total === 0 ? 0 : Math.min(0.99, processed / total),
    accepted_rows: i.acceptedRows,
    rejected_rows: i.rejectedRows,
    merged_rows: i.mergedRows,
    rows_per_second: i.rowsPerSecond,
    started_at: iso(i.startedAt),
    finished_at: iso(i.finishedAt),
    created_at: i.createdAt.toISOString(),
  };
}

export const importRowToWire = (r: ImportRowWire) => ({
  row_number: r.rowNumber,
  outcome: r.outcome,
  reasons: r.issues,
  cells: r.cells,
  merged_into_row: r.mergedIntoRow,
});

/**
 * A csv field: quoted when it holds a quote, a comma or a line break. A cell a spreadsheet would run as
 * a formula (CSV injection: starting with = or @, or + or - not followed by a number or a phone number)
 * gets a leading apostrophe, which keeps it text; "+1 555 0100" and "-12.5" stay as they are.
 */
function csvField(text: string): string {
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text));
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
export const csvLine = (cells: string[]) => `${cells.map(csvField).join(",")}\r\n`;

/**
 * The rejected rows as a csv a person fixes and uploads again: the row number, the reasons (one per
 * line within the cell, each "Column: message"), then the row's cells under the file's own column names.
 * UTF-8 with a BOM, so Excel opens accents and non-Latin names as they are.
 */
export async function* rejectedRowsCsv(
  found: { mapping: object; columns: string[] },
  rows: AsyncIterable<ImportRowWire>,
): AsyncGenerator<string> {
  const columnOf = (field: string | null) =>
    field ? ((found.mapping as Record<string, string>)[field] ?? field) : null;
  yield `\uFEFF${csvLine(["Row", "Reasons", ...found.columns])}`;
  for await (const row of rows) {
    const reasons = row.issues.map((i) =>
      columnOf(i.field) ? `${columnOf(i.field)}: ${i.message}` : i.message,
    );
    yield csvLine([String(row.rowNumber), reasons.join("\n"), ...row.cells]);
  }
}
