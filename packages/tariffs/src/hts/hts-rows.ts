/**
 * One row of the USITC JSON export (a chapter file is an array of them; see shared/data/hts/SOURCE.md),
 * checked and tidied: texts trimmed, layout whitespace collapsed, the misspelt `addiitionalDuties` key
 * read as `additionalDuties`. A row that breaks the layout is an error naming its chapter and row.
 */
export interface HtsRow {
  /** "0101", "0101.21", "0101.21.00", "0101.21.00.10"; null for a description-only row. */
  readonly code: string | null;
  readonly indent: number;
  readonly description: string;
  readonly units: readonly string[];
  readonly general: string;
  readonly special: string;
  readonly other: string;
  readonly footnotes: readonly HtsFootnote[];
  readonly quotaQuantity?: string;
  readonly additionalDuties?: string;
}

export interface HtsFootnote {
  /** The columns it is printed against: "general", "special", "other", "stat", "units", "desc". */
  readonly columns: readonly string[];
  readonly text: string;
  /** "footnote" or "endnote", as published. */
  readonly type: string;
}

export class HtsFormatError extends Error {
  override name = "HtsFormatError";
}

const codePattern = /^\d{4}(?:\.\d{2}){0,3}$/;

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

type Fields = Record<string, unknown>;

function text(row: Fields, key: string, where: string): string {
  const value = row[key];
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") throw new HtsFormatError(`${where}: ${key} is not text`);
  return value;
}

function optionalText(row: Fields, key: string, where: string): string | undefined {
  return tidy(text(row, key, where)) || undefined;
}

function footnotesOf(row: Fields, where: string): HtsFootnote[] {
  const list = row.footnotes ?? [];
  if (!Array.isArray(list)) throw new HtsFormatError(`${where}: footnotes is not a list`);
  return list.map((note: Fields, index) => {
    if (typeof note !== "object" || note === null)
      throw new HtsFormatError(`${where}: footnote ${index + 1} is not an object`);
    // A few published footnotes have no columns; they are kept, printed against nothing in particular.
    const columns = note.columns ?? [];
    if (!Array.isArray(columns) || !columns.every((column) => typeof column === "string")) {
      throw new HtsFormatError(`${where}: footnote ${index + 1}'s columns are not a list of texts`);
    }
    return {
      columns,
      text: tidy(text(note, "value", `${where}, footnote ${index + 1}`)),
      type: text(note, "type", `${where}, footnote ${index + 1}`),
    };
  });
}

/** Checks and tidies row `index` (0-based) of chapter `chapter`'s file. */
export function readHtsRow(raw: unknown, chapter: number, index: number): HtsRow {
  const where = `chapter ${chapter}, row ${index + 1}`;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new HtsFormatError(`${where}: not an object`);
  }
  const row = raw as Fields;
  const code = tidy(text(row, "htsno", where));
  if (code !== "" && !codePattern.test(code))
    throw new HtsFormatError(`${where}: htsno "${code}" is not a tariff number`);
  // Indents are strings, a few with a leading zero ("03" in chapter 98).
  const indent = text(row, "indent", where).trim();
  if (!/^\d+$/.test(indent)) throw new HtsFormatError(`${where}: indent "${indent}" is not a number`);
  const units = row.units ?? [];
  if (!Array.isArray(units) || !units.every((unit) => typeof unit === "string")) {
    throw new HtsFormatError(`${where}: units is not a list of texts`);
  }
  const quotaQuantity = optionalText(row, "quotaQuantity", where);
  const additionalDuties =
    optionalText(row, "additionalDuties", where) ?? optionalText(row, "addiitionalDuties", where);
  return {
    code: code || null,
    indent: Number(indent),
    description: tidy(text(row, "description", where)),
    units: units.map(tidy).filter(Boolean),
    general: tidy(text(row, "general", where)),
    special: tidy(text(row, "special", where)),
    other: tidy(text(row, "other", where)),
    footnotes: footnotesOf(row, where),
    ...(quotaQuantity ? { quotaQuantity } : {}),
    ...(additionalDuties ? { additionalDuties } : {}),
  };
}
