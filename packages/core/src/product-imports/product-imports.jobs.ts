import { defineImportJob } from "../imports/import-job";
import { type ProductImportRunDeps, runProductImport } from "./product-import-run";
import { createProductImportsRepository } from "./product-imports.repository";

export type ProductImportJobContext = ProductImportRunDeps;

/**
 * Imports an uploaded product catalogue (POST /products/add-product-list/{id}, and again from its
 * checkpoint after POST /ingest-products/{id}); see `defineImportJob`.
 */
export const importProductsJob = defineImportJob<ProductImportJobContext>(
  "products.import",
  (ctx, importId) => runProductImport(ctx, importId, ctx.progress),
  (db, importId, error) => createProductImportsRepository(db).markFailed(importId, error),
);
