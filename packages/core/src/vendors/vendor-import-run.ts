import type { Db } from "@tierline/db";
import {
  createCountryResolver,
  createVendorRowValidator,
  isVendorHeader,
  type VendorCandidate,
  type VendorRowResult,
} from "@tierline/imports";
import { type ImportKind, importBatchSize, rejectedRow, runImport, splitBatch } from "../imports/import-run";
import type { JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { readCountries } from "../jurisdictions/country-data";
import { enqueueVendorScreening } from "../screening/screening.jobs";
import type { VendorImport } from "./vendor-import";
import { createVendorImportsRepository, type ImportRowWrite, mergedRow } from "./vendor-imports.repository";
import type { VendorListFiles } from "./vendor-list-files";

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

/** The vendor list as a kind of import: its rows become entities and PENDING relationships. */
function vendorImportKind({
  db,
  jobs,
  vendorLists,
}: VendorImportRunDeps): ImportKind<VendorImport, VendorRowResult> {
  const repository = createVendorImportsRepository(db);
  return {
    store: repository,
    files: vendorLists,
    isHeader: isVendorHeader,
    createdOf: (found) => found.createdVendors,
    async validator(found, columns) {
      return createVendorRowValidator({
        mapping: found.mapping,
        columns,
        countryOf: await vendorCountryResolver(),
      });
    },
    async write(found, batch, checkpoint) {
      const split = splitBatch<"vendor", VendorCandidate, ImportRowWrite>(batch, "vendor", {
        rejected: rejectedRow,
        merged: mergedRow,
      });
      const written = await repository.writeBatch({
        importId: found.id,
        workspaceId: found.workspaceId,
        vendors: split.unique.map(({ item, cells }) => ({ vendor: item, cells })),
        rows: split.rows as ImportRowWrite[],
        accepted: split.accepted,
        rejected: split.rejected,
        ...checkpoint,
      });
      // After the commit: a run stopped between the two leaves that batch unqueued, which the screening
      // issue's sweep of unscreened vendors catches; queued before, it could name rows never written.
      if (written.created > 0) await enqueueVendorScreening(jobs, found.workspaceId, written.relationshipIds);
      return {
        accepted: split.accepted,
        rejected: split.rejected,
        merged: written.merged,
        created: written.created,
      };
    },
  };
}

/** Runs a vendor-list import from where it stands (`runImport`). */
export const runVendorImport = (
  deps: VendorImportRunDeps,
  importId: string,
  progress: JobContext["progress"],
  batchSize = importBatchSize,
): Promise<void> => runImport(vendorImportKind(deps), importId, progress, batchSize);
