import { type PaginationQuery, type VendorColumnMapping, vendorImportFields } from "@tierline/contracts";
import {
  carryOverMapping,
  cellText,
  isVendorHeader,
  startingMapping,
  suggestVendorMapping,
} from "@tierline/imports";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { lookAtFile, mappingOfFile } from "../imports/import-files";
import type {
  VendorImport,
  VendorImportRow,
  VendorImportRowOutcome,
  VendorListPreview,
} from "./vendor-import";
import { createVendorImportsRepository } from "./vendor-imports.repository";
import type { VendorListFiles } from "./vendor-list-files";
import { importVendorsJob } from "./vendors.jobs";

/**
 * Vendor-list import (spec section 7, Onboarding): look at an uploaded list (its columns, a few rows,
 * the mapping to start from), start its import with a mapping, follow it, and read the rows it did not
 * take. The rows themselves are read by the `vendors.import` job.
 */
export function createVendorImportsService({ db, jobs }: CoreDeps, files: VendorListFiles) {
  const repository = createVendorImportsRepository(db);

  const look = (actor: Actor, resourceId: string) => lookAtFile(files, actor, resourceId, isVendorHeader);

  return {
    /** GET /resources/vendors-list/{id}/meta-data. */
    async preview(actor: Actor, resourceId: string): Promise<VendorListPreview> {
      const found = await look(actor, resourceId);
      const suggestedMapping = suggestVendorMapping(found.columns);
      const rememberedMapping = await repository.latestMapping(actor);
      const carried = rememberedMapping ? carryOverMapping(rememberedMapping, found.columns) : {};
      // The remembered mapping wins where the new file has its columns; the suggestion fills the rest.
      const mapping = startingMapping(vendorImportFields, carried, suggestedMapping);
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
      const created = await repository.create({
        workspaceId: actor.workspaceId,
        resourceId,
        createdById: actor.userId,
        mapping: mappingOfFile(mapping, found.columns),
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
