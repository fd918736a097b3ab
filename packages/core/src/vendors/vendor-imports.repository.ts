import { randomUUID } from "node:crypto";
import { type VendorColumnMapping, type VendorImportField, vendorRowMessages } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { VendorCandidate } from "@tierline/imports";
import { findOwned, type Page } from "../repository";
import type { VendorImport, VendorImportRow, VendorImportRowOutcome } from "./vendor-import";

type Scope = { workspaceId: string };
type ImportRecord = Prisma.VendorImportGetPayload<object>;

const toImport = (row: ImportRecord): VendorImport => ({
  id: row.id,
  workspaceId: row.workspaceId,
  resourceId: row.resourceId,
  mapping: row.mapping as VendorColumnMapping,
  columns: row.columns,
  status: row.status,
  error: row.error,
  totalRows: row.totalRows,
  acceptedRows: row.acceptedRows,
  rejectedRows: row.rejectedRows,
  mergedRows: row.mergedRows,
  createdVendors: row.createdVendors,
  checkpointRow: row.checkpointRow,
  rowsPerSecond: row.rowsPerSecond,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  createdAt: row.createdAt,
});

/** A row written by a batch: rejected with its reasons, or merged into an earlier row or vendor. */
export interface ImportRowWrite {
  rowNumber: number;
  outcome: VendorImportRowOutcome;
  issues: { field: VendorImportField | null; message: string }[];
  cells: string[];
  mergedIntoRow: number | null;
}

/** What one batch of a run writes, with the checkpoint it reaches. */
export interface ImportBatch {
  importId: string;
  workspaceId: string;
  /** Accepted rows with their cells, duplicates within the batch already merged (first wins). */
  vendors: { vendor: VendorCandidate; cells: string[] }[];
  /** Rejected rows and rows merged within the batch. */
  rows: ImportRowWrite[];
  /** Counts of the batch's rows: accepted includes merged. */
  accepted: number;
  rejected: number;
  /** The last file row of the batch: the run resumes after it. */
  checkpointRow: number;
  rowsPerSecond: number;
}

const fromEntityFields = (v: VendorCandidate) => {
  const { address, city, state, postalCode, contactName, phone, identifierType, identifierNumber } = v;
  const details = { address, city, state, postalCode, contactName, phone, identifierType, identifierNumber };
  const defined = Object.entries(details).filter(([, value]) => value !== undefined);
  return defined.length > 0 ? JSON.stringify(Object.fromEntries(defined)) : null;
};

/**
 * A row merged into a vendor: into an earlier row of the same file ("an earlier row", with its number),
 * or into a vendor the workspace had before (`intoRow` null).
 */
export const mergedRow = (rowNumber: number, cells: string[], intoRow: number | null): ImportRowWrite => ({
  rowNumber,
  outcome: "MERGED",
  issues: [
    {
      field: "name",
      message: intoRow === null ? vendorRowMessages.mergedWithVendor : vendorRowMessages.mergedWithRow,
    },
  ],
  cells,
  mergedIntoRow: intoRow,
});

export function createVendorImportsRepository(db: Db) {
  return {
    async create(data: {
      workspaceId: string;
      resourceId: string;
      createdById: string;
      mapping: VendorColumnMapping;
      columns: string[];
      totalRows: number;
    }): Promise<VendorImport> {
      return toImport(await db.vendorImport.create({ data }));
    },

    find: (scope: Scope, id: string) =>
      findOwned(scope, id, async (where) => {
        const row = await db.vendorImport.findFirst({ where });
        return row && toImport(row);
      }),

    /** For the job, which knows its import by id only (the id came from the api, which checked it). */
    async byId(id: string): Promise<VendorImport | null> {
      const row = await db.vendorImport.findUnique({ where: { id } });
      return row && toImport(row);
    },

    /** The mapping of the workspace's newest import: what the next upload starts from. */
    async latestMapping(scope: Scope): Promise<VendorColumnMapping | null> {
      const row = await db.vendorImport.findFirst({
        where: { workspaceId: scope.workspaceId },
        orderBy: { createdAt: "desc" },
        select: { mapping: true },
      });
      return row ? (row.mapping as VendorColumnMapping) : null;
    },

    async markRunning(id: string): Promise<void> {
      await db.$executeRaw`
        UPDATE vendor_imports SET status = 'RUNNING', started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = ${id}::uuid AND status IN ('QUEUED', 'RUNNING')`;
    },

    /** A run that cannot go on; a finished import stays as it is. */
    async markFailed(id: string, error: string): Promise<void> {
      await db.vendorImport.updateMany({
        where: { id, status: { in: ["QUEUED", "RUNNING"] } },
        data: { status: "FAILED", error, finishedAt: new Date() },
      });
    },

    /** Every row read: the total is exact now. */
    async markCompleted(id: string, rowsPerSecond: number | null): Promise<VendorImport> {
      const [row] = await db.$queryRaw<{ id: string }[]>`
        UPDATE vendor_imports
        SET status = 'COMPLETED', total_rows = accepted_rows + rejected_rows, finished_at = now(),
            rows_per_second = coalesce(${rowsPerSecond}::float8, rows_per_second), updated_at = now()
        WHERE id = ${id}::uuid
        RETURNING id`;
      return toImport(await db.vendorImport.findUniqueOrThrow({ where: { id: row!.id } }));
    },

    /**
     * One batch in one transaction: the vendors that are new to the workspace become entities and
     * PENDING relationships, the others are recorded as merged, the rejected rows with their reasons,
     * and the import's counts and checkpoint advance with them, so a run stopped anywhere either wrote a
     * batch whole or not at all, and resumes after the last checkpoint. Imports of one workspace take
     * turns per batch (an advisory lock), so two runs never race for one vendor; the unique dedupe key
     * stays the last word (ON CONFLICT DO NOTHING). Returns the relationships created (count and ids).
     */
    async writeBatch(batch: ImportBatch): Promise<{ created: number; relationshipIds: string[] }> {
      return db.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`vendors:${batch.workspaceId}`}, 0))`;
          const keys = batch.vendors.map(({ vendor }) => vendor.dedupeKey);
          const existing = await tx.$queryRaw<
            { dedupe_key: string; import_id: string | null; import_row: number | null }[]
          >`
            SELECT dedupe_key, import_id::text, import_row FROM vendor_relationships
            WHERE workspace_id = ${batch.workspaceId}::uuid AND dedupe_key = ANY(${keys}::text[])`;
          const known = new Map(existing.map((row) => [row.dedupe_key, row]));
          const fresh = batch.vendors
            .filter(({ vendor }) => !known.has(vendor.dedupeKey))
            .map((v) => v.vendor);
          const rows = [...batch.rows];
          for (const { vendor, cells } of batch.vendors) {
            const found = known.get(vendor.dedupeKey);
            if (found)
              rows.push(
                mergedRow(
                  vendor.rowNumber,
                  cells,
                  found.import_id === batch.importId ? found.import_row : null,
                ),
              );
          }

          const ids = fresh.map(() => randomUUID());
          if (fresh.length > 0) {
            await tx.$executeRaw`
              INSERT INTO entities (id, workspace_id, brand_name, registered_name, registered_jurisdiction,
                                    entity_website, contact_email, status, created_at, updated_at)
              SELECT e.id::uuid, ${batch.workspaceId}::uuid, e.name, e.registered_name, e.country,
                     e.website, e.contact_email, 'PENDING', now(), now()
              FROM unnest(
                ${ids}::text[], ${fresh.map((v) => v.name)}::text[],
                ${fresh.map((v) => v.registeredName ?? null)}::text[], ${fresh.map((v) => v.country)}::text[],
                ${fresh.map((v) => v.website ?? null)}::text[], ${fresh.map((v) => v.contactEmail ?? null)}::text[]
              ) AS e(id, name, registered_name, country, website, contact_email)`;
          }
          const inserted = await tx.$queryRaw<{ id: string; vendor_entity_id: string }[]>`
            INSERT INTO vendor_relationships (id, workspace_id, vendor_entity_id, status, proposer, dedupe_key,
                                              start_date, imported_details, import_id, import_row, created_at, updated_at)
            SELECT gen_random_uuid(), ${batch.workspaceId}::uuid, r.entity_id::uuid, 'PENDING', 'PRINCIPAL_ENTITY',
                   r.dedupe_key, r.start_date::date, r.details::jsonb, ${batch.importId}::uuid, r.import_row, now(), now()
            FROM unnest(
              ${ids}::text[], ${fresh.map((v) => v.dedupeKey)}::text[], ${fresh.map((v) => v.startDate ?? null)}::text[],
              ${fresh.map(fromEntityFields)}::text[], ${fresh.map((v) => v.rowNumber)}::int[]
            ) AS r(entity_id, dedupe_key, start_date, details, import_row)
            ON CONFLICT (workspace_id, dedupe_key) DO NOTHING
            RETURNING id::text, vendor_entity_id::text`;
          if (inserted.length < fresh.length) {
            // Only under the lock's failure could a key be taken meanwhile: drop the entities left without one.
            const kept = new Set(inserted.map((r) => r.vendor_entity_id));
            const orphans = ids.filter((id) => !kept.has(id));
            await tx.$executeRaw`DELETE FROM entities WHERE id = ANY(${orphans}::uuid[])`;
          }

          if (rows.length > 0) {
            await tx.$executeRaw`
              INSERT INTO vendor_import_rows (id, import_id, row_number, outcome, issues, cells, merged_into_row)
              SELECT gen_random_uuid(), ${batch.importId}::uuid, r.row_number, r.outcome::"VendorImportRowOutcome",
                     r.issues::jsonb, ARRAY(SELECT jsonb_array_elements_text(r.cells::jsonb)), r.merged_into_row
              FROM unnest(
                ${rows.map((r) => r.rowNumber)}::int[], ${rows.map((r) => r.outcome)}::text[],
                ${rows.map((r) => JSON.stringify(r.issues))}::text[], ${rows.map((r) => JSON.stringify(r.cells))}::text[],
                ${rows.map((r) => r.mergedIntoRow)}::int[]
              ) AS r(row_number, outcome, issues, cells, merged_into_row)
              ON CONFLICT (import_id, row_number) DO NOTHING`;
          }
          const merged = rows.filter((r) => r.outcome === "MERGED").length;
          await tx.$executeRaw`
            UPDATE vendor_imports
            SET accepted_rows = accepted_rows + ${batch.accepted}, rejected_rows = rejected_rows + ${batch.rejected},
                merged_rows = merged_rows + ${merged}, created_vendors = created_vendors + ${inserted.length},
                total_rows = greatest(total_rows, accepted_rows + rejected_rows + ${batch.accepted + batch.rejected}),
                checkpoint_row = ${batch.checkpointRow}, rows_per_second = ${batch.rowsPerSecond}, updated_at = now()
            WHERE id = ${batch.importId}::uuid`;
          return { created: inserted.length, relationshipIds: inserted.map((r) => r.id) };
        },
        { maxWait: 30_000, timeout: 120_000 },
      );
    },

    /** A page of an import's rows of one outcome, in file order. */
    async rows(
      scope: Scope,
      importId: string,
      outcome: VendorImportRowOutcome,
      page: { page: number; page_size: number },
    ): Promise<Page<VendorImportRow>> {
      await findOwned(scope, importId, (where) => db.vendorImport.findFirst({ where, select: { id: true } }));
      const where = { importId, outcome };
      const [results, count] = await Promise.all([
        db.vendorImportRow.findMany({
          where,
          orderBy: { rowNumber: "asc" },
          skip: (page.page - 1) * page.page_size,
          take: page.page_size,
        }),
        db.vendorImportRow.count({ where }),
      ]);
      return { results: results.map(toRow), count };
    },

    /** An import's rows of one outcome in file order, read in pages (the csv download streams them). */
    async *allRows(importId: string, outcome: VendorImportRowOutcome): AsyncGenerator<VendorImportRow> {
      let after = 0;
      for (;;) {
        const found = await db.vendorImportRow.findMany({
          where: { importId, outcome, rowNumber: { gt: after } },
          orderBy: { rowNumber: "asc" },
          take: 1000,
        });
        for (const row of found) yield toRow(row);
        if (found.length < 1000) return;
        after = found[found.length - 1]!.rowNumber;
      }
    },
  };
}
export type VendorImportsRepository = ReturnType<typeof createVendorImportsRepository>;

const toRow = (row: Prisma.VendorImportRowGetPayload<object>): VendorImportRow => ({
  rowNumber: row.rowNumber,
  outcome: row.outcome,
  issues: row.issues as VendorImportRow["issues"],
  cells: row.cells,
  mergedIntoRow: row.mergedIntoRow,
});
