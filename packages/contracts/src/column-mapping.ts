import { z } from "zod";
import { fieldMessages } from "./messages";

/**
 * Column mapping of an uploaded vendor list or product catalogue (`columns_mapping`): each target
 * field maps to the name of a column of the file, or to nothing. Rules of spec section 5:
 * - every required field must have a column ("Please select all required columns", on the mapping);
 * - the country field is always mandatory ("The country field is mandatory", on that field);
 * - one column may serve one field only ("Column name is already in use", on each later field using
 *   it; names compare trimmed and case-insensitively).
 */
export type ColumnMapping = Record<string, string | null | undefined>;

export type ColumnMappingRules = {
  /** Target fields that must be mapped. The country field is mandatory whether listed or not. */
  requiredFields: readonly string[];
  /** The target field holding the country; "country" by default. */
  countryField?: string;
};

export type ColumnMappingIssue = { field: string | null; message: string };

const columnKey = (column: string | null | undefined) => (column ?? "").trim().toLowerCase();

/** All rule violations of a mapping, in a stable order; empty when the mapping is valid. */
export function columnMappingIssues(mapping: ColumnMapping, rules: ColumnMappingRules): ColumnMappingIssue[] {
  const countryField = rules.countryField ?? "country";
  const issues: ColumnMappingIssue[] = [];
  if (rules.requiredFields.some((field) => columnKey(mapping[field]) === "")) {
    issues.push({ field: null, message: fieldMessages.columnsRequired });
  }
  if (columnKey(mapping[countryField]) === "") {
    issues.push({ field: countryField, message: fieldMessages.countryMandatory });
  }
  const usedBy = new Map<string, string>();
  for (const [field, column] of Object.entries(mapping)) {
    const key = columnKey(column);
    if (key === "") continue;
    if (usedBy.has(key)) issues.push({ field, message: fieldMessages.columnNameInUse });
    else usedBy.set(key, field);
  }
  return issues;
}

/** A key said back as a field only when it is a plain name (the api's rule): otherwise on the mapping. */
const plainKey = /^\w{1,64}$/;

/**
 * A zod schema for `columns_mapping` applying `columnMappingIssues`; field issues carry the field as path.
 * With `fields`, a key that is none of them is refused ("This field is not accepted here"). Values are
 * checked in the refinement, not by the record, so every key gets its one message: an unknown field is
 * said as unknown whatever its value, a known one whose value is not a column name as such.
 */
export function columnMappingSchema(rules: ColumnMappingRules, fields?: readonly string[]) {
  const known = fields && new Set(fields);
  return z
    .record(z.string(), z.unknown(), { error: fieldMessages.columnsRequired })
    .superRefine((input, ctx) => {
      const mapping: ColumnMapping = {};
      for (const [field, column] of Object.entries(input)) {
        if (known && !known.has(field)) {
          ctx.addIssue({
            code: "custom",
            message: fieldMessages.fieldUnknown,
            path: plainKey.test(field) ? [field] : [],
          });
        } else if (column !== null && column !== undefined && typeof column !== "string") {
          ctx.addIssue({ code: "custom", message: fieldMessages.columnInvalid, path: [field] });
        } else mapping[field] = column;
      }
      for (const issue of columnMappingIssues(mapping, rules)) {
        ctx.addIssue({
          code: "custom",
          message: issue.message,
          path: issue.field === null ? [] : [issue.field],
        });
      }
    });
}
