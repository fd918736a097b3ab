import { defineImportJob } from "../imports/import-job";
import { runVendorImport, type VendorImportRunDeps } from "./vendor-import-run";
import { createVendorImportsRepository } from "./vendor-imports.repository";

export type VendorImportJobContext = VendorImportRunDeps;

/** Imports an uploaded vendor list (POST /entities/add-vendors/{resourceId}); see `defineImportJob`. */
export const importVendorsJob = defineImportJob<VendorImportJobContext>(
  "vendors.import",
  (ctx, importId) => runVendorImport(ctx, importId, ctx.progress),
  (db, importId, error) => createVendorImportsRepository(db).markFailed(importId, error),
);
