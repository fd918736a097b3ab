/**
 * RFC 4180 CSV reader, written for speed on the large list files (the UK ConList.csv is 15 MB):
 * unquoted fields are sliced straight out of the text, quoted fields are copied in chunks between
 * quotes with `indexOf`, never character by character.
 *
 * Tolerant where the published files are sloppy: CRLF, LF and lone CR line ends; `""` escapes;
 * characters after a closing quote are kept (`"abc" ` -> `abc `); an unterminated quote at the end of
 * the text ends the field (a truncated download keeps its partial last row, so the caller can see it is
 * short and drop it). Blank lines are skipped. Decode bytes with `decodeText` first (BOM, 0x1A).
 */

export interface CsvOptions {
  /** One character; "," by default, "\t" for the BIS Denied Persons List. */
  delimiter?: string;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** All rows of the text. */
export function parseCsv(text: string, options: CsvOptions = {}): string[][] {
  const rows: string[][] = [];
  forEachCsvRow(text, (row) => rows.push(row), options);
  return rows;
}

/**
 * Calls `onRow` with each row (and its 0-based index among the rows), without holding them all: a
 * caller that keeps only what it needs of each row spares the garbage collector a copy of the file.
 * Returns false when the text ends inside a quoted field: the last row was cut off.
 */
export function forEachCsvRow(
  text: string,
  onRow: (row: string[], index: number) => void,
  options: CsvOptions = {},
): boolean {
  const delimiter = (options.delimiter ?? ",").charCodeAt(0);
  const length = text.length;
  let count = 0;
  let complete = true;
  let row: string[] = [];
  let i = 0;

  while (i < length) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      value = "";
      let start = i + 1;
      for (;;) {
        const quote = text.indexOf('"', start);
        if (quote === -1) {
          value += text.slice(start);
          i = length;
          complete = false;
          break;
        }
        if (text.charCodeAt(quote + 1) === QUOTE) {
          value += text.slice(start, quote + 1);
          start = quote + 2;
          continue;
        }
        value += text.slice(start, quote);
        i = quote + 1;
        break;
      }
      // Anything between the closing quote and the next separator belongs to the field.
      const tailStart = i;
      while (i < length) {
        const c = text.charCodeAt(i);
        if (c === delimiter || c === LF || c === CR) break;
        i++;
      }
      if (i > tailStart) value += text.slice(tailStart, i);
    } else {
      const start = i;
      while (i < length) {
        const c = text.charCodeAt(i);
        if (c === delimiter || c === LF || c === CR) break;
        i++;
      }
      value = text.slice(start, i);
    }
    row.push(value);

    if (i >= length) break;
    const c = text.charCodeAt(i);
    if (c === delimiter) {
      i++;
      // A delimiter at the very end of the text still opens one (empty) last field.
      if (i >= length) row.push("");
      continue;
    }
    // Line end: CRLF, LF or a lone CR.
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    if (row.length > 1 || row[0] !== "") onRow(row, count++);
    row = [];
  }
  if (row.length > 1 || (row.length === 1 && row[0] !== "")) onRow(row, count);
  return complete;
}
