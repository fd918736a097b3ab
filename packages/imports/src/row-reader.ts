import { fieldMessages } from "@tierline/contracts";
import type { z } from "zod";
import { type Cell, cellText, type SourceRow } from "./cells";

/** Why a row was not imported: the field (column) at fault, or null for the row as a whole. */
export interface FieldIssue<F extends string> {
  field: F | null;
  message: string;
}

/** Where each mapped field's column is in the file (names compared trimmed, ignoring case). */
export function columnIndexes<F extends string>(
  fields: readonly F[],
  mapping: Partial<Record<F, string | null>>,
  columns: readonly string[],
): Map<F, number> {
  const byKey = new Map(columns.map((column, index) => [column.trim().toLowerCase(), index]));
  const indexOf = new Map<F, number>();
  for (const field of fields) {
    const column = mapping[field];
    const index = column ? byKey.get(column.trim().toLowerCase()) : undefined;
    if (index !== undefined) indexOf.set(field, index);
  }
  return indexOf;
}

/**
 * One row read through a mapping, collecting every broken rule: a field's cell (`raw`) and text,
 * `check` against a contracts schema (its first message on the field), `optional` (blank is absent),
 * `country` (required, a known name or ISO code).
 */
export function rowReader<F extends string>(row: SourceRow, indexOf: Map<F, number>) {
  const issues: FieldIssue<F>[] = [];
  const raw = (field: F): Cell => {
    const index = indexOf.get(field);
    return index === undefined ? null : (row.cells[index] ?? null);
  };
  const text = (field: F) => cellText(raw(field)).trim();
  const check = <T>(field: F, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push({ field, message: parsed.error.issues[0]?.message ?? fieldMessages.textInvalid });
    return undefined;
  };
  const optional = <T>(field: F, schema: z.ZodType<T>): T | undefined => {
    const value = text(field);
    return value === "" ? undefined : check(field, schema, value);
  };
  const country = (field: F, countryOf: (text: string) => string | null, unknown: string) => {
    const value = text(field);
    if (value === "") {
      issues.push({ field, message: fieldMessages.countryRequired });
      return undefined;
    }
    const code = countryOf(value) ?? undefined;
    if (!code) issues.push({ field, message: unknown });
    return code;
  };
  return { issues, raw, text, check, optional, country, cells: () => row.cells.map(cellText) };
}

/** The entries of an object whose value is defined. */
export const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
