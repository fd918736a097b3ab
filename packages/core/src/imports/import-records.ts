import { type Db, Prisma } from "@tierline/db";
import type { Page } from "../repository";

export type ImportRowOutcome = "REJECTED" | "MERGED";

/** A row that did not become an object of its own: its reasons, and the cells it had. */
export interface ImportRow<F extends string> {
  rowNumber: number;
  outcome: ImportRowOutcome;
  issues: { field: F | null; message: string }[];
  cells: string[];
  mergedIntoRow: number | null;
}

/** A row written by a batch: rejected with its reasons, or merged into an earlier row or object. */
export type ImportRowWrite<F extends string> = ImportRow<F>;

/** The tables of one kind of import: its records and its rows (same columns for every kind). */
export interface ImportTables {
  imports: "vendor_imports" | "product_imports";
  rows: "vendor_import_rows" | "product_import_rows";
}

type RowRecord = {
  row_number: number;
  outcome: ImportRowOutcome;
  issues: unknown;
  cells: string[];
  merged_into_row: number | null;
};

const toRow = <F extends string>(row: RowRecord): ImportRow<F> => ({
  rowNumber: row.row_number,
  outcome: row.outcome,
  issues: row.issues as ImportRow<F>["issues"],
  cells: row.cells,
  mergedIntoRow: row.merged_into_row,
});

/**
 * What every kind of import does the same way on its tables: the status moves of a run (guarded by the
 * state they expect, so a finished import stays as it is), its rows written per batch, and its rejected
 * and merged rows read back in file order. `read` gives the kind's record by id.
 */
export function createImportRecords<I, F extends string>(
  db: Db,
  tables: ImportTables,
  read: (id: string) => Promise<I>,
) {
  const imports = Prisma.raw(tables.imports);
  const rowsTable = Prisma.raw(tables.rows);
  return {
    async markRunning(id: string): Promise<void> {
      await db.$executeRaw`
        UPDATE ${imports} SET status = 'RUNNING', started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = ${id}::uuid AND status IN ('QUEUED', 'RUNNING')`;
    },

    /** A run that cannot go on; a finished import stays as it is. */
    async markFailed(id: string, error: string): Promise<void> {
      await db.$executeRaw`
        UPDATE ${imports} SET status = 'FAILED', error = ${error}, finished_at = now(), updated_at = now()
        WHERE id = ${id}::uuid AND status IN ('QUEUED', 'RUNNING')`;
    },

    /** Every row read: the total is exact now. */
    async markCompleted(id: string, rowsPerSecond: number | null): Promise<I> {
      await db.$executeRaw`
        UPDATE ${imports}
        SET status = 'COMPLETED', total_rows = accepted_rows + rejected_rows, finished_at = now(),
            rows_per_second = coalesce(${rowsPerSecond}::float8, rows_per_second), updated_at = now()
        WHERE id = ${id}::uuid`;
      return read(id);
    },

    /** Inserts a batch's rejected and merged rows (in the batch's transaction); a row once only. */
    async writeRows(tx: Prisma.TransactionClient, importId: string, rows: ImportRowWrite<F>[]) {
      if (rows.length === 0) return;
      await tx.$executeRaw`
        INSERT INTO ${rowsTable} (id, import_id, row_number, outcome, issues, cells, merged_into_row)
        SELECT gen_random_uuid(), ${importId}::uuid, r.row_number, r.outcome::"VendorImportRowOutcome",
               r.issues::jsonb, ARRAY(SELECT jsonb_array_elements_text(r.cells::jsonb)), r.merged_into_row
        FROM unnest(
          ${rows.map((r) => r.rowNumber)}::int[], ${rows.map((r) => r.outcome)}::text[],
          ${rows.map((r) => JSON.stringify(r.issues))}::text[], ${rows.map((r) => JSON.stringify(r.cells))}::text[],
          ${rows.map((r) => r.mergedIntoRow)}::int[]
        ) AS r(row_number, outcome, issues, cells, merged_into_row)
        ON CONFLICT (import_id, row_number) DO NOTHING`;
    },

    /** A page of an import's rows of one outcome, in file order (the import checked the caller's first). */
    async page(
      importId: string,
      outcome: ImportRowOutcome,
      page: { page: number; page_size: number },
    ): Promise<Page<ImportRow<F>>> {
      const [results, [counted]] = await Promise.all([
        db.$queryRaw<RowRecord[]>`
          SELECT row_number, outcome::text AS outcome, issues, cells, merged_into_row FROM ${rowsTable}
          WHERE import_id = ${importId}::uuid AND outcome = ${outcome}::"VendorImportRowOutcome"
          ORDER BY row_number LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}`,
        db.$queryRaw<{ count: number }[]>`
          SELECT count(*)::int AS count FROM ${rowsTable}
          WHERE import_id = ${importId}::uuid AND outcome = ${outcome}::"VendorImportRowOutcome"`,
      ]);
      return { results: results.map(toRow<F>), count: counted?.count ?? 0 };
    },

    /** An import's rows of one outcome in file order, read in pages (the csv download streams them). */
    async *all(importId: string, outcome: ImportRowOutcome): AsyncGenerator<ImportRow<F>> {
      let after = 0;
      for (;;) {
        const found = await db.$queryRaw<RowRecord[]>`
          SELECT row_number, outcome::text AS outcome, issues, cells, merged_into_row FROM ${rowsTable}
          WHERE import_id = ${importId}::uuid AND outcome = ${outcome}::"VendorImportRowOutcome"
            AND row_number > ${after}
          ORDER BY row_number LIMIT 1000`;
        for (const row of found) yield toRow<F>(row);
        if (found.length < 1000) return;
        after = found[found.length - 1]!.row_number;
      }
    },
  };
}
