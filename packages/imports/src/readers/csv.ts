import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { Cell } from "../cells";
import { ImportFileError } from "../errors";

/** The encodings a csv may come in: a BOM names UTF-8 or UTF-16; without one, UTF-8, else Windows-1252. */
export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export const csvDelimiters = [",", ";", "\t"] as const;

/** How much of the file's start decides the encoding and the delimiter. */
const sniffBytes = 64 * 1024;
/** csv-parse refuses a record longer than this: a bound on memory for a file with a runaway quote. */
export const maxCsvRecordBytes = 4 * 1024 * 1024;

export function encodingFromBom(head: Uint8Array): { encoding: CsvEncoding; bomLength: number } | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: "utf-8", bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: "utf-16le", bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: "utf-16be", bomLength: 2 };
  return null;
}

/**
 * The encoding of a file without a BOM: UTF-16 when NULs fill every other byte, UTF-8 when its start decodes as UTF-8 (a character cut at the
 * sniffed window's end is allowed), otherwise Windows-1252, what Excel on Windows writes for "CSV".
 */
function encodingWithoutBom(head: Uint8Array): CsvEncoding {
  // UTF-16 without its BOM: text has a NUL beside nearly every ASCII character, which no csv has.
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < head.length; i++) if (head[i] === 0) i % 2 === 0 ? evenNuls++ : oddNuls++;
  if (evenNuls + oddNuls > head.length / 4) return oddNuls > evenNuls ? "utf-16le" : "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/**
 * The delimiter of the first lines: the candidate (comma, semicolon, tab) found outside quotes the same
 * number of times, at least once, on the most of the first ten lines; a tie goes to the earlier
 * candidate. A file of one column has none of them and reads with commas.
 */
export function sniffDelimiter(text: string): (typeof csvDelimiters)[number] {
  const lines: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length && lines.length < 10; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === "\n" || ch === "\r")) {
      if (current.trim() !== "") lines.push(current);
      current = "";
    } else current += ch;
  }
  if (lines.length < 10 && current.trim() !== "") lines.push(current);
  let best: (typeof csvDelimiters)[number] = ",";
  let bestScore = 0;
  for (const delimiter of csvDelimiters) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const tally = new Map<number, number>();
    for (const count of counts) if (count > 0) tally.set(count, (tally.get(count) ?? 0) + 1);
    const score = Math.max(0, ...tally.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === delimiter) count++;
  }
  return count;
}

/** Reads the start of a stream (up to `bytes`) and gives it back with the rest of the stream. */
async function peek(source: AsyncIterable<Uint8Array>, bytes: number) {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, rest: rest() };
}

/**
 * The records of a csv, one array of strings per line, streamed: the file is decoded chunk by chunk
 * (UTF-8, UTF-8 with BOM, UTF-16 LE/BE with BOM, or Windows-1252) and parsed by csv-parse with the
 * sniffed delimiter. Empty lines are skipped; rows may have fewer or more cells than the header.
 * `rowNumber` of each record is its line in the file (csv-parse's count of lines, 1-based).
 */
export async function* readCsv(source: Readable | AsyncIterable<Uint8Array>): AsyncGenerator<{
  rowNumber: number;
  cells: Cell[];
}> {
  const { head, rest } = await peek(source as AsyncIterable<Uint8Array>, sniffBytes);
  const bom = encodingFromBom(head);
  const encoding = bom?.encoding ?? encodingWithoutBom(head);
  const decoder = new TextDecoder(encoding);
  const body = head.subarray(bom?.bomLength ?? 0);
  const firstText = decoder.decode(body, { stream: true });
  const parser = parse({
    delimiter: sniffDelimiter(firstText),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxCsvRecordBytes,
    info: true,
  });
  const feed = async () => {
    try {
      if (firstText) await write(parser, firstText);
      for await (const chunk of rest) {
        const text = decoder.decode(chunk, { stream: true });
        if (text) await write(parser, text);
      }
      const tail = decoder.decode();
      if (tail) await write(parser, tail);
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  };
  void feed();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { rowNumber: info.lines, cells: record.map((cell) => (cell === "" ? null : cell)) };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "CSV_MAX_RECORD_SIZE") throw new ImportFileError("rowTooLong");
    if (code?.startsWith("CSV_")) throw new ImportFileError("unreadable");
    throw error;
  }
}

/** Writes to the parser, waiting for it to drain when its buffer is full (backpressure). */
function write(parser: ReturnType<typeof parse>, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (parser.destroyed) return reject(new Error("csv parser closed"));
    if (parser.write(text)) return resolve();
    const onDrain = () => {
      parser.off("close", onClose);
      resolve();
    };
    const onClose = () => {
      parser.off("drain", onDrain);
      reject(new Error("csv parser closed"));
    };
    parser.once("drain", onDrain);
    parser.once("close", onClose);
  });
}
