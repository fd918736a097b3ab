import { randomUUID } from "node:crypto";
import { type ProductColumnMapping, type ProductImportField, productRowMessages } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { type ProductCandidate, productKeys } from "@tierline/imports";
import { createImportRecords, type ImportRowWrite } from "../imports/import-records";
import type { BatchCounts } from "../imports/import-run";
import { findOwned, type Page } from "../repository";
import type {
  ProductDescriptions,
  ProductImport,
  ProductImportRow,
  ProductImportRowOutcome,
} from "./product-import";

type Scope = { workspaceId: string };
type ImportRecord = Prisma.ProductImportGetPayload<object>;
export type ProductRowWrite = ImportRowWrite<ProductImportField>;

const toImport = (row: ImportRecord): ProductImport => ({
  id: row.id,
  workspaceId: row.workspaceId,
  resourceId: row.resourceId,
  mapping: row.mapping as ProductColumnMapping,
  columns: row.columns,
  supplyStreamId: row.supplyStreamId,
  status: row.status,
  error: row.error,
  totalRows: row.totalRows,
  acceptedRows: row.acceptedRows,
  rejectedRows: row.rejectedRows,
  mergedRows: row.mergedRows,
  createdProducts: row.createdProducts,
  checkpointRow: row.checkpointRow,
  rowsPerSecond: row.rowsPerSecond,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  createdAt: row.createdAt,
});

/** A row merged into a product: an earlier row of the same file (with its number), or a product from before. */
export const mergedProductRow = (
  rowNumber: number,
  cells: string[],
  intoRow: number | null,
): ProductRowWrite => ({
  rowNumber,
  outcome: "MERGED",
  issues: [
    {
      field: "name",
      message: intoRow === null ? productRowMessages.mergedWithProduct : productRowMessages.mergedWithRow,
    },
  ],
  cells,
  mergedIntoRow: intoRow,
});

/** What one batch of a run writes, with the checkpoint it reaches. */
export interface ProductImportBatch {
  importId: string;
  workspaceId: string;
  supplyStreamId: string | null;
  /** Accepted rows with their cells, duplicates within the batch already merged (`mergeProductRows`). */
  products: { product: ProductCandidate; cells: string[] }[];
  /** Rejected rows and rows merged within the batch. */
  rows: ProductRowWrite[];
  accepted: number;
  rejected: number;
  checkpointRow: number;
  rowsPerSecond: number;
}

type Known = {
  id: string;
  dedupe_key: string;
  import_id: string | null;
  import_row: number | null;
  sku: string | null;
  product_number: string | null;
};

const orNull = <T>(value: T | undefined) => value ?? null;

export function createProductImportsRepository(db: Db) {
  const byId = async (id: string) => {
    const row = await db.productImport.findUnique({ where: { id } });
    return row && toImport(row);
  };
  const records = createImportRecords<ProductImport, ProductImportField>(
    db,
    { imports: "product_imports", rows: "product_import_rows" },
    async (id) => toImport(await db.productImport.findUniqueOrThrow({ where: { id } })),
  );

  return {
    async create(data: {
      workspaceId: string;
      resourceId: string;
      createdById: string;
      mapping: ProductColumnMapping;
      columns: string[];
      supplyStreamId: string | null;
      totalRows: number;
    }): Promise<ProductImport> {
      return toImport(await db.productImport.create({ data }));
    },

    find: (scope: Scope, id: string) =>
      findOwned(scope, id, async (where) => {
        const row = await db.productImport.findFirst({ where });
        return row && toImport(row);
      }),

    /** For the job, which knows its import by id only (the id came from the api, which checked it). */
    byId,
    markRunning: records.markRunning,
    markFailed: records.markFailed,
    markCompleted: records.markCompleted,

    /** A FAILED import back to QUEUED, to run again from its checkpoint; false when it was not FAILED. */
    async requeue(scope: Scope, id: string): Promise<boolean> {
      const { count } = await db.productImport.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: "FAILED" },
        data: { status: "QUEUED", error: null, finishedAt: null },
      });
      return count > 0;
    },

    /** The workspace's remembered catalogue mapping, or null before any. */
    async rememberedMapping(scope: Scope): Promise<ProductColumnMapping | null> {
      const row = await db.productColumnMapping.findUnique({ where: { workspaceId: scope.workspaceId } });
      return row ? (row.mapping as ProductColumnMapping) : null;
    },

    async rememberMapping(scope: Scope, mapping: ProductColumnMapping): Promise<ProductColumnMapping> {
      const row = await db.productColumnMapping.upsert({
        where: { workspaceId: scope.workspaceId },
        create: { workspaceId: scope.workspaceId, mapping },
        update: { mapping },
      });
      return row.mapping as ProductColumnMapping;
    },

    /** Whether a supply stream is the workspace's. */
    async hasSupplyStream(scope: Scope, id: string): Promise<boolean> {
      return (await db.supplyStream.count({ where: { id, workspaceId: scope.workspaceId } })) > 0;
    },

    /**
     * One batch in one transaction: products new to the workspace are created; a row whose product is
     * stored already (same dedupe key) updates it by the rule `mergeProductRows` applies within a batch
     * (its non-empty cells replace the product's values, its import countries are added), whether the
     * product was made by an earlier batch of this import (the row is merged into that row) or before
     * it (merged into the product). Every accepted row's product gains its import countries and the
     * import's supply stream. Rejected rows are recorded with their reasons, and the import's counts and
     * checkpoint advance in the same transaction. Imports of one workspace take turns per batch (an
     * advisory lock); the unique dedupe key stays the last word (ON CONFLICT DO NOTHING).
     */
    async writeBatch(batch: ProductImportBatch): Promise<BatchCounts> {
      return db.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`products:${batch.workspaceId}`}, 0))`;
          const keys = batch.products.map(({ product }) => product.dedupeKey);
          const existing = await tx.$queryRaw<Known[]>`
            SELECT id::text, dedupe_key, import_id::text, import_row, sku, product_number FROM products
            WHERE workspace_id = ${batch.workspaceId}::uuid AND dedupe_key = ANY(${keys}::text[])`;
          const known = new Map(existing.map((row) => [row.dedupe_key, row]));
          const rows = [...batch.rows];
          const fresh: ProductCandidate[] = [];
          const updates: { id: string; product: ProductCandidate }[] = [];
          /** The product of every accepted row: its import countries and the stream go to it. */
          const linked: { id: string; countries: string[] }[] = [];
          for (const { product, cells } of batch.products) {
            const found = known.get(product.dedupeKey);
            if (!found) {
              fresh.push(product);
              continue;
            }
            const intoRow = found.import_id === batch.importId ? found.import_row : null;
            rows.push(mergedProductRow(product.rowNumber, cells, intoRow));
            const keys = productKeys({
              name: product.name,
              sku: product.sku ?? found.sku,
              productNumber: product.productNumber ?? found.product_number,
            });
            updates.push({ id: found.id, product: { ...product, ...keys } });
            linked.push({ id: found.id, countries: product.importCountries });
          }

          const ids = fresh.map(() => randomUUID());
          const inserted =
            fresh.length === 0
              ? []
              : await tx.$queryRaw<{ id: string }[]>`
            INSERT INTO products (id, workspace_id, name, sku, description, product_number, category_id,
                                  country_of_origin, dedupe_key, name_key, search_text, import_description,
                                  import_category, import_id, import_row, created_at, updated_at)
            SELECT p.id::uuid, ${batch.workspaceId}::uuid, p.name, p.sku, p.description, p.product_number,
                   p.category_id, p.country, p.dedupe_key, p.name_key, p.search_text, p.description,
                   p.category, ${batch.importId}::uuid, p.import_row, now(), now()
            FROM unnest(
              ${ids}::text[], ${fresh.map((p) => p.name)}::text[], ${fresh.map((p) => orNull(p.sku))}::text[],
              ${fresh.map((p) => orNull(p.description))}::text[], ${fresh.map((p) => orNull(p.productNumber))}::text[],
              ${fresh.map((p) => orNull(p.categoryId))}::int[], ${fresh.map((p) => p.countryOfOrigin)}::text[],
              ${fresh.map((p) => p.dedupeKey)}::text[], ${fresh.map((p) => p.nameKey)}::text[],
              ${fresh.map((p) => p.searchText)}::text[], ${fresh.map((p) => orNull(p.categoryText))}::text[],
              ${fresh.map((p) => p.rowNumber)}::int[]
            ) AS p(id, name, sku, description, product_number, category_id, country, dedupe_key, name_key,
                   search_text, category, import_row)
            ON CONFLICT (workspace_id, dedupe_key) DO NOTHING
            RETURNING id::text`;
          const kept = new Set(inserted.map((r) => r.id));
          fresh.forEach((product, i) => {
            if (kept.has(ids[i]!)) linked.push({ id: ids[i]!, countries: product.importCountries });
          });

          if (updates.length > 0) {
            const u = updates.map((x) => x.product);
            // A row that changes nothing (the same file again) leaves the product as it was, updated_at too.
            await tx.$executeRaw`
              UPDATE products AS t
              SET name = p.name, sku = coalesce(p.sku, t.sku), description = coalesce(p.description, t.description),
                  product_number = coalesce(p.product_number, t.product_number),
                  category_id = coalesce(p.category_id, t.category_id), country_of_origin = p.country,
                  name_key = p.name_key, search_text = p.search_text,
                  import_description = coalesce(p.description, t.import_description),
                  import_category = coalesce(p.category, t.import_category), updated_at = now()
              FROM unnest(
                ${updates.map((x) => x.id)}::text[], ${u.map((p) => p.name)}::text[], ${u.map((p) => orNull(p.sku))}::text[],
                ${u.map((p) => orNull(p.description))}::text[], ${u.map((p) => orNull(p.productNumber))}::text[],
                ${u.map((p) => orNull(p.categoryId))}::int[], ${u.map((p) => p.countryOfOrigin)}::text[],
                ${u.map((p) => p.nameKey)}::text[], ${u.map((p) => p.searchText)}::text[],
                ${u.map((p) => orNull(p.categoryText))}::text[]
              ) AS p(id, name, sku, description, product_number, category_id, country, name_key, search_text, category)
              WHERE t.id = p.id::uuid
                AND (t.name, t.sku, t.description, t.product_number, t.category_id, t.country_of_origin, t.name_key,
                     t.search_text, t.import_description, t.import_category)
                    IS DISTINCT FROM
                    (p.name, coalesce(p.sku, t.sku), coalesce(p.description, t.description),
                     coalesce(p.product_number, t.product_number), coalesce(p.category_id, t.category_id), p.country,
                     p.name_key, p.search_text, coalesce(p.description, t.import_description),
                     coalesce(p.category, t.import_category))`;
          }

          const pairs = linked.flatMap(({ id, countries }) =>
            countries.map((country) => [id, country] as const),
          );
          if (pairs.length > 0) {
            await tx.$executeRaw`
              INSERT INTO product_import_countries (product_id, workspace_id, country, created_at)
              SELECT c.product_id::uuid, ${batch.workspaceId}::uuid, c.country, now()
              FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]) AS c(product_id, country)
              ON CONFLICT (product_id, country) DO NOTHING`;
          }
          if (batch.supplyStreamId !== null && linked.length > 0) {
            // A stream deleted since the import started links nothing (the WHERE EXISTS), never fails the batch.
            await tx.$executeRaw`
              INSERT INTO product_supply_streams (id, workspace_id, product_id, stream_id, created_at)
              SELECT gen_random_uuid(), ${batch.workspaceId}::uuid, p.product_id::uuid, ${batch.supplyStreamId}::uuid, now()
              FROM unnest(${linked.map((l) => l.id)}::text[]) AS p(product_id)
              WHERE EXISTS (SELECT 1 FROM supply_streams s
                            WHERE s.id = ${batch.supplyStreamId}::uuid AND s.workspace_id = ${batch.workspaceId}::uuid)
              ON CONFLICT (product_id, stream_id) DO NOTHING`;
          }

          await records.writeRows(tx, batch.importId, rows);
          const merged = rows.filter((r) => r.outcome === "MERGED").length;
          await tx.$executeRaw`
            UPDATE product_imports
            SET accepted_rows = accepted_rows + ${batch.accepted}, rejected_rows = rejected_rows + ${batch.rejected},
                merged_rows = merged_rows + ${merged}, created_products = created_products + ${inserted.length},
                total_rows = greatest(total_rows, accepted_rows + rejected_rows + ${batch.accepted + batch.rejected}),
                checkpoint_row = ${batch.checkpointRow}, rows_per_second = ${batch.rowsPerSecond}, updated_at = now()
            WHERE id = ${batch.importId}::uuid`;
          return { accepted: batch.accepted, rejected: batch.rejected, merged, created: inserted.length };
        },
        { maxWait: 30_000, timeout: 120_000 },
      );
    },

    /** A page of an import's rows of one outcome, in file order. */
    async rows(
      scope: Scope,
      importId: string,
      outcome: ProductImportRowOutcome,
      page: { page: number; page_size: number },
    ): Promise<Page<ProductImportRow>> {
      await findOwned(scope, importId, (where) =>
        db.productImport.findFirst({ where, select: { id: true } }),
      );
      return records.page(importId, outcome, page);
    },

    allRows: (importId: string, outcome: ProductImportRowOutcome) => records.all(importId, outcome),

    descriptions: (scope: Scope, id: string): Promise<ProductDescriptions> =>
      findOwned(scope, id, (where) =>
        db.product.findFirst({
          where,
          select: {
            id: true,
            description: true,
            importDescription: true,
            importCategory: true,
            importId: true,
            importRow: true,
          },
        }),
      ),
  };
}
export type ProductImportsRepository = ReturnType<typeof createProductImportsRepository>;
