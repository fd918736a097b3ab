import type { DutyRate, SpecialRates } from "../rates/rate-model";
import { parseDutyRate, tariffNumbersIn } from "../rates/rate-text";
import { parseSpecialRates } from "../rates/special-rates";
import { assertRevision, type HtsRevision } from "./hts-revision";
import { type HtsFootnote, type HtsRow, readHtsRow } from "./hts-rows";

export type HtsLevel = "heading" | "subheading" | "tariffLine" | "statisticalLine" | "group";

/** The rates in force on a line, read from the published texts (null where a column is blank). */
export interface HtsRates {
  /** The line that publishes them: the line itself, or the ancestor it takes them from. */
  readonly from: string;
  readonly general: DutyRate | null;
  readonly special: SpecialRates | null;
  /** Column 2. */
  readonly other: DutyRate | null;
}

export interface HtsNode {
  /** Place in the schedule, chapters in numeric order then rows as published. */
  readonly position: number;
  readonly chapter: number;
  /** As published ("0101.21.00.10"); null for a description-only grouping row. */
  readonly code: string | null;
  readonly level: HtsLevel;
  readonly indent: number;
  readonly description: string;
  /** The descriptions of its ancestors, then its own: the line as the schedule reads. */
  readonly descriptionPath: readonly string[];
  readonly units: readonly string[];
  readonly rates: HtsRates | null;
  /**
   * Its own footnotes, then those of the line it takes its rates from (but for ones printed against
   * that line's statistical suffix or units only).
   */
  readonly footnotes: readonly HtsFootnote[];
  /**
   * Chapter 99 numbers those footnotes send to: additional duties ("See 9903.88.15.") and exclusions
   * from them ("See 9903.88.69."); ranges as "9903.88.01-9903.88.05".
   */
  readonly additionalDuties: readonly string[];
  readonly quotaQuantity?: string;
  /** The export's additional-duties column (chapter 99 quota lines), verbatim. */
  readonly additionalDutiesText?: string;
  /** A product can be classified under it (see `isDeclarable`). */
  readonly declarable: boolean;
  readonly children: readonly HtsNode[];
}

export interface HtsSchedule {
  readonly revision: HtsRevision;
  readonly chapters: readonly number[];
  /** Every row in schedule order. */
  readonly nodes: readonly HtsNode[];
  /** The rows at the top of each chapter's tree (indent 0). */
  readonly roots: readonly HtsNode[];
  /** By code as published. */
  readonly byCode: ReadonlyMap<string, HtsNode>;
}

export interface HtsChapterRows {
  readonly chapter: number;
  /** The chapter file's array, as parsed JSON. */
  readonly rows: readonly unknown[];
}

const levelByDigits: Record<number, HtsLevel> = {
  4: "heading",
  6: "subheading",
  8: "tariffLine",
  10: "statisticalLine",
};

const statisticalColumns = new Set(["stat", "units"]);

interface Draft {
  row: HtsRow;
  /** Filled in as the rows are read: rates and descriptions on arrival, `declarable` at the end. */
  node: { -readonly [K in keyof HtsNode]: HtsNode[K] } & { children: HtsNode[] };
  parent: Draft | null;
}

/**
 * Chapters 1–97 classify goods. Chapter 98's special classification provisions depend on the entry
 * (goods returned, personal exemptions), and chapter 99's lines add duties to a chapter 1–97 line; no
 * product is classified under either alone.
 */
const lastGoodsChapter = 97;

/**
 * Declarable: a product can be classified under it. A line of chapters 1–97 with 8 or 10 digits under
 * which no other numbered row stands: the statistical lines at the bottom of the tree, and the
 * 8-digit lines published without a statistical break-out (95 of them in chapter 91 of the shared
 * copy, which has neither ".00" suffixes nor units on those lines).
 */
function isDeclarable(draft: Draft, hasNumberedDescendant: boolean): boolean {
  const digits = draft.row.code?.replaceAll(".", "").length ?? 0;
  return draft.node.chapter <= lastGoodsChapter && digits >= 8 && !hasNumberedDescendant;
}

function hasGeneral(draft: Draft): boolean {
  return draft.row.general !== "";
}

/**
 * The texts a numbered row's rates are read from: its own general rate, or that of its nearest
 * ancestor with one (statistical lines print no rates under an 8-digit line that does); columns the
 * row does print stand over the inherited ones. Description-only rows carry no rates.
 */
function ratesOf(draft: Draft, read: RateReader): HtsRates | null {
  if (draft.row.code === null) return null;
  let source: Draft | null = draft;
  while (source && !hasGeneral(source)) source = source.parent;
  const own = draft.row;
  const from = source?.row ?? own;
  const general = own.general || from.general;
  const special = own.special || from.special;
  const other = own.other || from.other;
  if (!general && !special && !other) return null;
  return {
    from: from.code ?? own.code!,
    general: general ? read.rate(general) : null,
    special: special ? read.special(special) : null,
    other: other ? read.rate(other) : null,
  };
}

/** Parses each distinct text once: a few hundred texts serve some 20,000 lines. */
interface RateReader {
  rate(text: string): DutyRate;
  special(text: string): SpecialRates;
}

function memoised<T>(parse: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    const parsed = parse(text);
    seen.set(text, parsed);
    return parsed;
  };
}

/** Footnotes printed against the statistical suffix or units speak of that row alone. */
function aboutItsOwnRow(note: HtsFootnote): boolean {
  return note.columns.length > 0 && note.columns.every((column) => statisticalColumns.has(column));
}

function footnotesOf(draft: Draft, rates: HtsRates | null): HtsFootnote[] {
  const own = draft.row.footnotes;
  if (!rates || rates.from === draft.row.code) return [...own];
  let source = draft.parent;
  while (source && source.row.code !== rates.from) source = source.parent;
  return [...own, ...(source?.row.footnotes ?? []).filter((note) => !aboutItsOwnRow(note))];
}

function chapter99Numbers(footnotes: readonly HtsFootnote[]): string[] {
  const numbers = footnotes
    .flatMap((note) => tariffNumbersIn(note.text))
    .filter((number) => number.startsWith("99"));
  return [...new Set(numbers)];
}

function descriptionPath(draft: Draft): string[] {
  return [...(draft.parent ? draft.parent.node.descriptionPath : []), draft.row.description];
}

/**
 * Builds the schedule tree from the chapter files' rows. A row's parent is the nearest row above it in
 * its chapter with a smaller indent, as the published schedule is read; the numbers agree with that
 * everywhere but in chapter 98, where some 8-digit lines stand under other 8-digit lines.
 */
export function parseHtsSchedule(chapters: readonly HtsChapterRows[], revision: HtsRevision): HtsSchedule {
  assertRevision(revision);
  const ordered = [...chapters].sort((a, b) => a.chapter - b.chapter);
  const drafts: Draft[] = [];
  const roots: HtsNode[] = [];
  const read: RateReader = { rate: memoised(parseDutyRate), special: memoised(parseSpecialRates) };
  for (const { chapter, rows } of ordered) {
    const open: Draft[] = [];
    rows.forEach((raw, index) => {
      const row = readHtsRow(raw, chapter, index);
      while (open.length > 0 && open[open.length - 1]!.row.indent >= row.indent) open.pop();
      const parent = open[open.length - 1] ?? null;
      const draft: Draft = {
        row,
        parent,
        node: {
          position: drafts.length,
          chapter,
          code: row.code,
          level: row.code ? levelByDigits[row.code.replaceAll(".", "").length]! : "group",
          indent: row.indent,
          description: row.description,
          descriptionPath: [],
          units: row.units,
          rates: null,
          footnotes: [],
          additionalDuties: [],
          declarable: false,
          children: [],
          ...(row.quotaQuantity ? { quotaQuantity: row.quotaQuantity } : {}),
          ...(row.additionalDuties ? { additionalDutiesText: row.additionalDuties } : {}),
        },
      };
      draft.node.descriptionPath = descriptionPath(draft);
      draft.node.rates = ratesOf(draft, read);
      draft.node.footnotes = footnotesOf(draft, draft.node.rates);
      draft.node.additionalDuties = chapter99Numbers(draft.node.footnotes);
      if (parent) parent.node.children.push(draft.node);
      else roots.push(draft.node);
      drafts.push(draft);
      open.push(draft);
    });
  }
  const numbered = new Set<Draft>();
  for (const draft of drafts) {
    if (draft.row.code === null) continue;
    for (let up = draft.parent; up && !numbered.has(up); up = up.parent) numbered.add(up);
  }
  for (const draft of drafts) draft.node.declarable = isDeclarable(draft, numbered.has(draft));
  const nodes = drafts.map((draft) => draft.node);
  return {
    revision,
    chapters: ordered.map((chapter) => chapter.chapter),
    nodes,
    roots,
    byCode: new Map(nodes.flatMap((node) => (node.code ? [[node.code, node] as const] : []))),
  };
}
