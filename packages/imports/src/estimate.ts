import type { Readable } from "node:stream";
import type unzipper from "unzipper";
import { readXls } from "./readers/xls";
import type { FileKind } from "./table";

/** The first worksheet's entry in an xlsx zip, as exceljs also takes it. */
const sheetEntry = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * How many data rows a file holds, roughly and fast, for the mapping step and the progress bar before
 * the import has read the rows: a csv's line breaks (blank lines and line breaks inside quotes count
 * too), an xlsx sheet's `<dimension>` (written by Excel, LibreOffice, exceljs and SheetJS) or else its
 * `<row>` elements, an xls's rows. Less one for the header. The import counts exactly as it goes.
 */
export async function estimateDataRows(kind: FileKind, source: Readable): Promise<number> {
  const rows =
    kind === "csv"
      ? await csvLines(source)
      : kind === "xlsx"
        ? await xlsxRows(source)
        : await xlsRows(source);
  return Math.max(0, rows - 1);
}

async function csvLines(source: Readable): Promise<number> {
  let lines = 0;
  let tail = Buffer.from([0x0a]);
  for await (const chunk of source as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
    if (chunk.length > 0) tail = Buffer.concat([tail, chunk]).subarray(-2);
  }
  // Ends with a line break (UTF-16 puts a NUL beside it): the last line is counted already.
  const endsWithBreak =
    tail.includes(0x0a) && (tail[tail.length - 1] === 0x0a || tail[tail.length - 1] === 0);
  return endsWithBreak ? lines : lines + 1;
}

async function xlsRows(source: Readable): Promise<number> {
  let rows = 0;
  for await (const _row of readXls(source)) rows++;
  return rows;
}

async function xlsxRows(source: Readable): Promise<number> {
  // Loaded when needed: unzipper takes a third of a second to load.
  const { Parse } = (await import("unzipper")).default;
  const zip = source.pipe(Parse({ forceStream: true }));
  let found: number | null = null;
  try {
    for await (const entry of zip as AsyncIterable<unzipper.Entry>) {
      if (!sheetEntry.test(entry.path)) {
        entry.autodrain();
        continue;
      }
      found = await rowsOfSheet(entry);
      break;
    }
  } catch {
    // An unreadable file is said so by the import itself; the estimate is only an estimate.
  } finally {
    source.destroy();
  }
  return found ?? 0;
}

async function rowsOfSheet(entry: unzipper.Entry): Promise<number> {
  let head = "";
  let count = 0;
  let carry = "";
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    const text = carry + chunk.toString("latin1");
    if (head.length < 8192) {
      head += text;
      const dimension = /<dimension\s+ref="[A-Z]+\d+:[A-Z]+(\d+)"/.exec(head);
      if (dimension) {
        entry.autodrain();
        return Number(dimension[1]);
      }
    }
    // A row is "<row " or "<row>" (not "<rowBreaks"); the last four characters carry over, so a tag cut
    // between two chunks is counted once, whole, in the next.
    count += text.match(/<row[\s>]/g)?.length ?? 0;
    carry = text.slice(-4);
  }
  return count;
}
