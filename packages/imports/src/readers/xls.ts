import type { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import type { Cell, SourceRow } from "../cells";
import { ImportFileError } from "../errors";

/**
 * BIFF8 (.xls) holds at most 65,536 rows and 256 columns, so its memory is bounded by the format:
 * SheetJS reads the whole workbook (there is no streaming BIFF reader worth the name), and we cap the
 * file at 64 MB (a full sheet of text is ~20 MB) and its rows at 65,536 whatever its header claims.
 */
export const maxXlsBytes = 64 * 1024 * 1024;
export const maxXlsRows = 65_536;
/** A run longer than this is ended (a crafted file's slow path), and the file called unreadable. */
export const xlsReadTimeoutMs = 60_000;

/** An .xls of Excel 97 to 2003 is an OLE2 compound file; SheetJS would read any text as a sheet. */
const compoundFileMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

type WorkerMessage = { rows: unknown[][]; start: number } | { done: true } | { failed: string };

async function readAll(source: Readable | AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    length += chunk.length;
    if (length > maxXlsBytes) {
      if ("destroy" in source) source.destroy();
      throw new ImportFileError("xlsTooLarge");
    }
    chunks.push(Buffer.from(chunk));
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const toCell = (value: unknown): Cell => {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" || typeof value === "boolean" || value instanceof Date) return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return null;
};

/**
 * The rows of the first sheet of an xls (BIFF8 in an OLE2 compound file: Excel 97 to 2003; the older
 * BIFF2-5 files and HTML tables named .xls are refused), read by SheetJS in a worker thread (see xls-worker.mjs):
 * formulas give their cached values, date-formatted cells dates, merged cells their value in the
 * top-left cell only. Row numbers count from the sheet's first row, as Excel shows them.
 */
export async function* readXls(source: Readable | AsyncIterable<Uint8Array>): AsyncGenerator<SourceRow> {
  const bytes = await readAll(source);
  if (!compoundFileMagic.every((byte, index) => bytes[index] === byte))
    throw new ImportFileError("unreadable");
  const worker = new Worker(new URL("./xls-worker.mjs", import.meta.url), {
    workerData: { bytes, maxRows: maxXlsRows },
    transferList: [bytes.buffer as ArrayBuffer],
  });
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  const push = (message: WorkerMessage) => {
    queue.push(message);
    wake?.();
  };
  worker.on("message", push);
  worker.on("error", (error) => {
    failure = error;
    wake?.();
  });
  worker.on("exit", () => push({ failed: "exited" }));
  const timer = setTimeout(() => push({ failed: "timeout" }), xlsReadTimeoutMs);
  try {
    for (;;) {
      if (failure) throw new ImportFileError("unreadable");
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      if ("failed" in message) throw new ImportFileError("unreadable");
      if ("done" in message) return;
      for (let index = 0; index < message.rows.length; index++) {
        yield { rowNumber: message.start + index + 1, cells: (message.rows[index] ?? []).map(toCell) };
      }
    }
  } finally {
    clearTimeout(timer);
    worker.removeAllListeners();
    await worker.terminate();
  }
}
