import type { Db } from "@tierline/db";
import {
  createProductRowValidator,
  isProductHeader,
  mergeProductRows,
  type ProductCandidate,
  type ProductRowResult,
} from "@tierline/imports";
import type { ImportFiles } from "../imports/import-files";
import { type ImportKind, importBatchSize, rejectedRow, runImport, splitBatch } from "../imports/import-run";
import type { JobContext } from "../jobs/define-job";
import { vendorCountryResolver } from "../vendors/vendor-import-run";
import type { ProductImport } from "./product-import";
import {
  createProductImportsRepository,
  mergedProductRow,
  type ProductRowWrite,
} from "./product-imports.repository";

export interface ProductImportRunDeps {
  db: Db;
  productCatalogues: ImportFiles;
}

/** The product catalogue as a kind of import: its rows become products (or update them). */
function productImportKind({
  db,
  productCatalogues,
}: ProductImportRunDeps): ImportKind<ProductImport, ProductRowResult> {
  const repository = createProductImportsRepository(db);
  return {
    store: repository,
    files: productCatalogues,
    isHeader: isProductHeader,
    createdOf: (found) => found.createdProducts,
    async validator(found, columns) {
      return createProductRowValidator({
        mapping: found.mapping,
        columns,
        countryOf: await vendorCountryResolver(),
      });
    },
    async write(found, batch, checkpoint) {
      const split = splitBatch<"product", ProductCandidate, ProductRowWrite>(batch, "product", {
        rejected: rejectedRow,
        merged: mergedProductRow,
        combine: mergeProductRows,
      });
      return repository.writeBatch({
        importId: found.id,
        workspaceId: found.workspaceId,
        supplyStreamId: found.supplyStreamId,
        products: split.unique.map(({ item, cells }) => ({ product: item, cells })),
        rows: split.rows as ProductRowWrite[],
        accepted: split.accepted,
        rejected: split.rejected,
        ...checkpoint,
      });
    },
  };
}

/** Runs a catalogue import from where it stands (`runImport`): resumable, idempotent. */
export const runProductImport = (
  deps: ProductImportRunDeps,
  importId: string,
  progress: JobContext["progress"],
  batchSize = importBatchSize,
): Promise<void> => runImport(productImportKind(deps), importId, progress, batchSize);
