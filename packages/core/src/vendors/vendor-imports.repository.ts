import { randomUUID } from "node:crypto";
import { type VendorColumnMapping, type VendorImportField, vendorRowMessages } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { VendorCandidate } from "@tierline/imports";
import { createImportRecords, type ImportRowWrite as ImportRowWriteOf } from "../imports/import-records";
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
export type ImportRowWrite = ImportRowWriteOf<VendorImportField>;

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
  const records = createImportRecords<VendorImport, VendorImportField>(
    db,
    { imports: "vendor_imports", rows: "vendor_import_rows" },
    async (id) => toImport(await db.vendorImport.findUniqueOrThrow({ where: { id } })),
  );
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

    markRunning: records.markRunning,
    markFailed: records.markFailed,
    markCompleted: records.markCompleted,

    /**
     * One batch in one transaction: the vendors that are new to the workspace become entities and
     * PENDING relationships, the others are recorded as merged, the rejected rows with their reasons,
     * and the import's counts and checkpoint advance with them, so a run stopped anywhere either wrote a
     * batch whole or not at all, and resumes after the last checkpoint. Imports of one workspace take
     * turns per batch (an advisory lock), so two runs never race for one vendor; the unique dedupe key
     * stays the last word (ON CONFLICT DO NOTHING). Returns the relationships created (count and ids).
     */
    async writeBatch(
      batch: ImportBatch,
    ): Promise<{ created: number; merged: number; relationshipIds: string[] }> {
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

          await records.writeRows(tx, batch.importId, rows);
          const merged = rows.filter((r) => r.outcome === "MERGED").length;
          await tx.$executeRaw`
            UPDATE vendor_imports
            SET accepted_rows = accepted_rows + ${batch.accepted}, rejected_rows = rejected_rows + ${batch.rejected},
                merged_rows = merged_rows + ${merged}, created_vendors = created_vendors + ${inserted.length},
                total_rows = greatest(total_rows, accepted_rows + rejected_rows + ${batch.accepted + batch.rejected}),
                checkpoint_row = ${batch.checkpointRow}, rows_per_second = ${batch.rowsPerSecond}, updated_at = now()
            WHERE id = ${batch.importId}::uuid`;
          return { created: inserted.length, merged, relationshipIds: inserted.map((r) => r.id) };
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
      return records.page(importId, outcome, page);
    },

    /** An import's rows of one outcome in file order, read in pages (the csv download streams them). */
    allRows: (importId: string, outcome: VendorImportRowOutcome) => records.all(importId, outcome),
  };
}
export type VendorImportsRepository = ReturnType<typeof createVendorImportsRepository>;
