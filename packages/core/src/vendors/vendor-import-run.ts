import { importMessages } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import {
  createCountryResolver,
  createVendorRowValidator,
  ImportFileError,
  isVendorHeader,
  mergeDuplicates,
  openTable,
  type VendorRowResult,
} from "@tierline/imports";
import { AppError } from "../errors";
import type { JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { readCountries } from "../jurisdictions/country-data";
import { enqueueVendorScreening } from "../screening/screening.jobs";
import type { VendorImport } from "./vendor-import";
import { createVendorImportsRepository, type ImportRowWrite, mergedRow } from "./vendor-imports.repository";
import { fileKindOf, type VendorListFiles } from "./vendor-list-files";

/** Rows per transaction: large enough that a 100,000-row file is 100 commits, small enough to redo. */
export const importBatchSize = 1000;

let countryResolver: Promise<(text: string) => string | null> | undefined;
/** Country text to ISO alpha-2 from the jurisdictions' data, built once per process. */
export const vendorCountryResolver = () => {
  countryResolver ??= readCountries().then(createCountryResolver);
  return countryResolver;
};

export interface VendorImportRunDeps {
  db: Db;
  jobs: JobQueue;
  vendorLists: VendorListFiles;
}

/** What the progress bar shows: rows read of the total (an estimate until the end), the counts, the pace. */
export interface VendorImportProgress {
  importId: string;
  processed: number;
  total: number;
  accepted: number;
  rejected: number;
  merged: number;
  created: number;
  rowsPerSecond: number | null;
}

const progressOf = (found: VendorImport): VendorImportProgress => ({
  importId: found.id,
  processed: found.acceptedRows + found.rejectedRows,
  total: found.totalRows,
  accepted: found.acceptedRows,
  rejected: found.rejectedRows,
  merged: found.mergedRows,
  created: found.createdVendors,
  rowsPerSecond: found.rowsPerSecond,
});

/**
 * Runs an import from where it stands: the file is streamed from storage and read row by row, rows up
 * to the checkpoint skipped (a restarted run re-reads them, cheaply, and writes nothing for them), the
 * rest validated and written in batches (`writeBatch`: one transaction each, checkpoint included). A
 * file that cannot be read, whole or from some row on, fails the import with its message (rows
 * written before stay, as a later run of the same file would find them). A finished import is left
 * as it is, so a job delivered twice does nothing twice.
 */
export async function runVendorImport(
  { db, jobs, vendorLists }: VendorImportRunDeps,
  importId: string,
  progress: JobContext["progress"],
  batchSize = importBatchSize,
): Promise<void> {
  const repository = createVendorImportsRepository(db);
  const found = await repository.byId(importId);
  if (!found || found.status === "COMPLETED" || found.status === "FAILED") return;
  await repository.markRunning(importId);
  const scope = { workspaceId: found.workspaceId };

  if (found.resourceId === null) return repository.markFailed(importId, importMessages.fileGone);
  let opened: Awaited<ReturnType<VendorListFiles["open"]>>;
  try {
    opened = await vendorLists.open(scope, found.resourceId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "CONFLICT")) {
      return repository.markFailed(importId, importMessages.fileGone);
    }
    throw error;
  }

  const counts = progressOf(found);
  const started = Date.now();
  let readThisRun = 0;
  const rate = () => {
    const seconds = (Date.now() - started) / 1000;
    return seconds > 0 ? Math.round(readThisRun / seconds) : 0;
  };

  const flush = async (batch: VendorRowResult[]) => {
    if (batch.length === 0) return;
    const rows: ImportRowWrite[] = [];
    const accepted: {
      vendor: NonNullable<Extract<VendorRowResult, { vendor: unknown }>["vendor"]>;
      cells: string[];
    }[] = [];
    const cellsOf = new Map<number, string[]>();
    for (const result of batch) {
      if ("vendor" in result) {
        accepted.push({ vendor: result.vendor, cells: result.cells });
        cellsOf.set(result.rowNumber, result.cells);
      } else {
        rows.push({
          rowNumber: result.rowNumber,
          outcome: "REJECTED",
          issues: result.issues,
          cells: result.cells,
          mergedIntoRow: null,
        });
      }
    }
    const { unique, merged } = mergeDuplicates(
      accepted.map((a) => a.vendor),
      new Map(),
    );
    for (const { vendor, intoRow } of merged)
      rows.push(mergedRow(vendor.rowNumber, cellsOf.get(vendor.rowNumber) ?? [], intoRow));
    const lastRow = batch[batch.length - 1]!.rowNumber;
    readThisRun += batch.length;
    const { created, relationshipIds } = await repository.writeBatch({
      importId,
      workspaceId: found.workspaceId,
      vendors: unique.map((vendor) => ({ vendor, cells: cellsOf.get(vendor.rowNumber) ?? [] })),
      rows,
      accepted: accepted.length,
      rejected: batch.length - accepted.length,
      checkpointRow: lastRow,
      rowsPerSecond: rate(),
    });
    // After the commit: a run stopped between the two leaves that batch unqueued, which the screening
    // issue's sweep of unscreened vendors catches; queued before, it could name rows never written.
    if (created > 0) await enqueueVendorScreening(jobs, found.workspaceId, relationshipIds);
    counts.processed += batch.length;
    counts.accepted += accepted.length;
    counts.rejected += batch.length - accepted.length;
    counts.merged += rows.length - (batch.length - accepted.length);
    counts.created += created;
    counts.total = Math.max(counts.total, counts.processed);
    counts.rowsPerSecond = rate();
    await progress({ ...counts });
  };

  try {
    const table = await openTable(fileKindOf(opened.fileName), opened.stream, isVendorHeader);
    const validate = createVendorRowValidator({
      mapping: found.mapping,
      columns: table.columns,
      countryOf: await vendorCountryResolver(),
    });
    let batch: VendorRowResult[] = [];
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
    if (error instanceof ImportFileError) return repository.markFailed(importId, error.message);
    throw error;
  } finally {
    opened.stream.destroy();
  }
  const done = await repository.markCompleted(importId, readThisRun > 0 ? rate() : null);
  await progress(progressOf(done));
}
