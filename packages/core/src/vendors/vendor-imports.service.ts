import type { Readable } from "node:stream";
import {
  importMessages,
  type PaginationQuery,
  type VendorColumnMapping,
  vendorImportFields,
} from "@tierline/contracts";
import {
  carryOverMapping,
  cellText,
  estimateDataRows,
  ImportFileError,
  isVendorHeader,
  openTable,
  type SourceRow,
  suggestVendorMapping,
} from "@tierline/imports";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import type {
  VendorImport,
  VendorImportRow,
  VendorImportRowOutcome,
  VendorListPreview,
} from "./vendor-import";
import { createVendorImportsRepository } from "./vendor-imports.repository";
import { fileKindOf, type VendorListFiles } from "./vendor-list-files";
import { importVendorsJob } from "./vendors.jobs";

/** Rows the mapping step shows under the column names. */
export const sampleRowCount = 5;

/** A file that cannot be imported at all: 400 with its message on `file`. */
const refusedFile = (error: ImportFileError) =>
  new AppError("VALIDATION", error.message, { file: error.message });

/** The header and the first rows of a vendor list; the stream is closed after them. */
async function peekTable(kind: ReturnType<typeof fileKindOf>, stream: Readable) {
  try {
    const table = await openTable(kind, stream, isVendorHeader);
    const sample: SourceRow[] = [];
    for await (const row of table.rows) {
      sample.push(row);
      if (sample.length >= sampleRowCount) break;
    }
    return { columns: table.columns, headerRow: table.headerRowNumber, sample };
  } catch (error) {
    if (error instanceof ImportFileError) throw refusedFile(error);
    throw error;
  } finally {
    stream.destroy();
  }
}

/**
 * Vendor-list import (spec section 7, Onboarding): look at an uploaded list (its columns, a few rows,
 * the mapping to start from), start its import with a mapping, follow it, and read the rows it did not
 * take. The rows themselves are read by the `vendors.import` job.
 */
export function createVendorImportsService({ db, jobs }: CoreDeps, files: VendorListFiles) {
  const repository = createVendorImportsRepository(db);

  async function look(actor: Actor, resourceId: string) {
    const { fileName, stream } = await files.open(actor, resourceId);
    const kind = fileKindOf(fileName);
    const table = await peekTable(kind, stream);
    const estimate = await estimateDataRows(kind, (await files.open(actor, resourceId)).stream);
    return { fileName, kind, ...table, totalRowsEstimate: Math.max(estimate, table.sample.length) };
  }

  return {
    /** GET /resources/vendors-list/{id}/meta-data. */
    async preview(actor: Actor, resourceId: string): Promise<VendorListPreview> {
      const found = await look(actor, resourceId);
      const suggestedMapping = suggestVendorMapping(found.columns);
      const rememberedMapping = await repository.latestMapping(actor);
      const carried = rememberedMapping ? carryOverMapping(rememberedMapping, found.columns) : {};
      // The remembered mapping wins where the new file has its columns; the suggestion fills the rest.
      const mapping: VendorColumnMapping = {};
      const used = new Set<string>();
      for (const field of vendorImportFields) {
        const column = carried[field] ?? undefined;
        if (column) {
          mapping[field] = column;
          used.add(column);
        }
      }
      for (const field of vendorImportFields) {
        const column = suggestedMapping[field];
        if (!mapping[field] && column && !used.has(column)) {
          mapping[field] = column;
          used.add(column);
        }
      }
      return {
        resourceId,
        fileName: found.fileName,
        columns: found.columns,
        headerRow: found.headerRow,
        sampleRows: found.sample.map((row) => row.cells.map(cellText)),
        suggestedMapping,
        rememberedMapping,
        mapping,
        totalRowsEstimate: found.totalRowsEstimate,
      };
    },

    /**
     * POST /entities/add-vendors/{resourceId}: the mapping (its rules checked by the request schema)
     * must name columns the file has; the import is created QUEUED and its job enqueued.
     */
    async add(actor: Actor, resourceId: string, mapping: VendorColumnMapping): Promise<VendorImport> {
      const found = await look(actor, resourceId);
      const columns = new Set(found.columns.map((column) => column.trim().toLowerCase()));
      const missing = Object.entries(mapping).filter(
        ([, column]) => column && !columns.has(column.trim().toLowerCase()),
      );
      if (missing.length > 0) {
        throw new AppError(
          "VALIDATION",
          Object.fromEntries(
            missing.map(([field]) => [`columns_mapping.${field}`, importMessages.columnNotInFile]),
          ),
        );
      }
      const created = await repository.create({
        workspaceId: actor.workspaceId,
        resourceId,
        createdById: actor.userId,
        mapping: Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)),
        columns: found.columns,
        totalRows: found.totalRowsEstimate,
      });
      await jobs.enqueue(importVendorsJob, { importId: created.id });
      return created;
    },

    find: (actor: Actor, id: string) => repository.find(actor, id),

    rows: (actor: Actor, id: string, outcome: VendorImportRowOutcome, page: PaginationQuery) =>
      repository.rows(actor, id, outcome, page),

    /** The rejected rows of an import (checked to be the workspace's first), in file order. */
    async rejectedRows(
      actor: Actor,
      id: string,
    ): Promise<{ found: VendorImport; rows: AsyncGenerator<VendorImportRow> }> {
      const found = await repository.find(actor, id);
      return { found, rows: repository.allRows(id, "REJECTED") };
    },
  };
}
export type VendorImportsService = ReturnType<typeof createVendorImportsService>;
