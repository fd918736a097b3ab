import { importMessages } from "@tierline/contracts";
import { ImportFileError, mergeDuplicates, openTable, type SourceRow } from "@tierline/imports";
import { AppError } from "../errors";
import type { JobContext } from "../jobs/define-job";
import { fileKindOf, type ImportFiles } from "./import-files";

/** Rows per transaction: large enough that a 100,000-row file is 100 commits, small enough to redo. */
export const importBatchSize = 1000;

/** What the run needs of an import record, whatever it imports. */
export interface ImportRunRecord {
  id: string;
  workspaceId: string;
  resourceId: string | null;
  status: "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED";
  checkpointRow: number;
  totalRows: number;
  acceptedRows: number;
  rejectedRows: number;
  mergedRows: number;
  rowsPerSecond: number | null;
}

/** The status moves of an import's record (see `createImportRecords`). */
export interface ImportRunStore<I extends ImportRunRecord> {
  byId(id: string): Promise<I | null>;
  markRunning(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  markCompleted(id: string, rowsPerSecond: number | null): Promise<I>;
}

/** What the progress bar shows: rows read of the total (an estimate until the end), the counts, the pace. */
export interface ImportProgress {
  importId: string;
  processed: number;
  total: number;
  accepted: number;
  rejected: number;
  merged: number;
  created: number;
  rowsPerSecond: number | null;
}

/** What one written batch added to the counts. */
export interface BatchCounts {
  accepted: number;
  rejected: number;
  merged: number;
  created: number;
}

/** One kind of import (vendor lists, product catalogues): its records, files, rows and writes. */
export interface ImportKind<I extends ImportRunRecord, R extends { rowNumber: number }> {
  store: ImportRunStore<I>;
  files: ImportFiles;
  isHeader: (text: string) => boolean;
  /** The row validator for the import's mapping and the file's columns. */
  validator(found: I, columns: string[]): Promise<(row: SourceRow) => R>;
  /** Writes a batch in one transaction with the checkpoint it reaches (its last row). */
  write(
    found: I,
    batch: R[],
    checkpoint: { checkpointRow: number; rowsPerSecond: number },
  ): Promise<BatchCounts>;
  /** The created count of a record (vendors, products). */
  createdOf(found: I): number;
}

const progressOf = <I extends ImportRunRecord>(found: I, created: number): ImportProgress => ({
  importId: found.id,
  processed: found.acceptedRows + found.rejectedRows,
  total: found.totalRows,
  accepted: found.acceptedRows,
  rejected: found.rejectedRows,
  merged: found.mergedRows,
  created,
  rowsPerSecond: found.rowsPerSecond,
});

/**
 * Runs an import from where it stands: the file is streamed from storage and read row by row, rows up
 * to the checkpoint skipped (a restarted run re-reads them, cheaply, and writes nothing for them), the
 * rest validated and written in batches (`kind.write`: one transaction each, checkpoint included). A
 * file that cannot be read, whole or from some row on, fails the import with its message (rows
 * written before stay, as a later run of the same file would find them). A finished import is left
 * as it is, so a job delivered twice does nothing twice.
 */
export async function runImport<I extends ImportRunRecord, R extends { rowNumber: number }>(
  kind: ImportKind<I, R>,
  importId: string,
  progress: JobContext["progress"],
  batchSize = importBatchSize,
): Promise<void> {
  const { store } = kind;
  const found = await store.byId(importId);
  if (!found || found.status === "COMPLETED" || found.status === "FAILED") return;
  await store.markRunning(importId);

  if (found.resourceId === null) return store.markFailed(importId, importMessages.fileGone);
  let opened: Awaited<ReturnType<ImportFiles["open"]>>;
  try {
    opened = await kind.files.open({ workspaceId: found.workspaceId }, found.resourceId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "CONFLICT")) {
      return store.markFailed(importId, importMessages.fileGone);
    }
    throw error;
  }

  const counts = progressOf(found, kind.createdOf(found));
  const started = Date.now();
  let readThisRun = 0;
  const rate = () => {
    const seconds = (Date.now() - started) / 1000;
    return seconds > 0 ? Math.round(readThisRun / seconds) : 0;
  };

  const flush = async (batch: R[]) => {
    if (batch.length === 0) return;
    readThisRun += batch.length;
    const written = await kind.write(found, batch, {
      checkpointRow: batch[batch.length - 1]!.rowNumber,
      rowsPerSecond: rate(),
    });
    counts.processed += batch.length;
    counts.accepted += written.accepted;
    counts.rejected += written.rejected;
    counts.merged += written.merged;
    counts.created += written.created;
    counts.total = Math.max(counts.total, counts.processed);
    counts.rowsPerSecond = rate();
    await progress({ ...counts });
  };

  try {
    const table = await openTable(fileKindOf(opened.fileName), opened.stream, kind.isHeader);
    const validate = await kind.validator(found, table.columns);
    let batch: R[] = [];
    for await (const row of table.rows) {
      if (row.rowNumber <= found.checkpointRow) continue;
      batch.push(validate(row));
      if (batch.length >= batchSize) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
  } catch (error) {
    if (error instanceof ImportFileError) return store.markFailed(importId, error.message);
    throw error;
  } finally {
    opened.stream.destroy();
  }
  const done = await store.markCompleted(importId, readThisRun > 0 ? rate() : null);
  await progress(progressOf(done, kind.createdOf(done)));
}

/** A row result of any kind: accepted with its item (under the kind's key), or rejected with issues. */
type RowResult<T> =
  | { rowNumber: number; cells: string[]; issues: unknown[] }
  | ({ rowNumber: number; cells: string[] } & T);

/**
 * A batch's rows split as every kind writes them: the accepted items, duplicates within the batch merged
 * into their first row (`merged(rowNumber, cells, intoRow)` builds that row's record), and the rejected
 * rows with their reasons. A duplicate adds nothing to its first row's item unless the kind says how
 * (`combine`, in file order: the catalogue's later cells replace, its import countries add up).
 */
export function splitBatch<K extends string, T extends { dedupeKey: string; rowNumber: number }, W>(
  batch: readonly RowResult<Record<K, T>>[],
  key: K,
  build: {
    rejected: (row: { rowNumber: number; cells: string[]; issues: unknown[] }) => W;
    merged: (rowNumber: number, cells: string[], intoRow: number) => W;
    combine?: (earlier: T, later: T) => T;
  },
) {
  const rows: W[] = [];
  const accepted: { item: T; cells: string[] }[] = [];
  for (const result of batch) {
    if ("issues" in result) rows.push(build.rejected(result));
    else accepted.push({ item: (result as Record<K, T>)[key], cells: result.cells });
  }
  const cellsOf = new Map(accepted.map((a) => [a.item.rowNumber, a.cells]));
  const { unique, merged } = mergeDuplicates(
    accepted.map((a) => a.item),
    new Map(),
  );
  const first = new Map(unique.map((item, i) => [item.dedupeKey, i]));
  for (const { vendor: item, intoRow } of merged) {
    rows.push(build.merged(item.rowNumber, cellsOf.get(item.rowNumber) ?? [], intoRow));
    if (build.combine) {
      const i = first.get(item.dedupeKey)!;
      unique[i] = build.combine(unique[i]!, item);
    }
  }
  return {
    unique: unique.map((item) => ({ item, cells: cellsOf.get(item.rowNumber) ?? [] })),
    rows,
    accepted: accepted.length,
    rejected: batch.length - accepted.length,
  };
}

/** A rejected row's record, as every kind writes it. */
export const rejectedRow = <F>(row: { rowNumber: number; cells: string[]; issues: unknown[] }) => ({
  rowNumber: row.rowNumber,
  outcome: "REJECTED" as const,
  issues: row.issues as { field: F | null; message: string }[],
  cells: row.cells,
  mergedIntoRow: null,
});
