import { type PaginationQuery, type ProductColumnMapping, productImportFields } from "@tierline/contracts";
import {
  carryOverMapping,
  cellText,
  isProductHeader,
  startingMapping,
  suggestProductMapping,
} from "@tierline/imports";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { lostRace, notFound } from "../errors";
import { type ImportFiles, lookAtFile, mappingOfFile } from "../imports/import-files";
import type {
  ProductImport,
  ProductImportRow,
  ProductImportRowOutcome,
  ProductListPreview,
} from "./product-import";
import { importProductsJob } from "./product-imports.jobs";
import { createProductImportsRepository } from "./product-imports.repository";

/**
 * Product-catalogue import (spec section 7, Products): the remembered column mapping, a look at an
 * uploaded catalogue, its import with a mapping and a supply stream, a failed import run again from its
 * checkpoint, its progress and the rows it did not take, and what the import gave a product. The rows
 * are read by the `products.import` job.
 */
export function createProductImportsService({ db, jobs }: CoreDeps, files: ImportFiles) {
  const repository = createProductImportsRepository(db);
  const look = (actor: Actor, resourceId: string) => lookAtFile(files, actor, resourceId, isProductHeader);

  return {
    /** GET /product-catalog-column-mapping. */
    mapping: (actor: Actor) => repository.rememberedMapping(actor),

    /** PUT /product-catalog-column-mapping (its rules checked by the request schema). */
    remember: (actor: Actor, mapping: ProductColumnMapping) =>
      repository.rememberMapping(
        actor,
        Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)) as ProductColumnMapping,
      ),

    /** GET /products/product-list-document/{id}/meta-data. */
    async preview(actor: Actor, resourceId: string): Promise<ProductListPreview> {
      const found = await look(actor, resourceId);
      const suggestedMapping = suggestProductMapping(found.columns);
      const rememberedMapping = await repository.rememberedMapping(actor);
      const carried = rememberedMapping
        ? carryOverMapping(rememberedMapping, found.columns, productImportFields)
        : {};
      return {
        resourceId,
        fileName: found.fileName,
        columns: found.columns,
        headerRow: found.headerRow,
        sampleRows: found.sample.map((row) => row.cells.map(cellText)),
        suggestedMapping,
        rememberedMapping,
        mapping: startingMapping(productImportFields, carried, suggestedMapping),
        totalRowsEstimate: found.totalRowsEstimate,
      };
    },

    /**
     * POST /products/add-product-list/{id}: the mapping must name columns the file has and the supply
     * stream, when given, be the workspace's (404 otherwise); the mapping is remembered for the next catalogue, and the
     * import is created QUEUED and its job enqueued.
     */
    async add(
      actor: Actor,
      resourceId: string,
      input: { mapping: ProductColumnMapping; supplyStreamId: string | null },
    ): Promise<ProductImport> {
      // Another workspace's stream answers 404, as it would in a path (decisions).
      if (input.supplyStreamId !== null && !(await repository.hasSupplyStream(actor, input.supplyStreamId))) {
        throw notFound();
      }
      const found = await look(actor, resourceId);
      const mapping = mappingOfFile(input.mapping, found.columns);
      await repository.rememberMapping(actor, mapping);
      const created = await repository.create({
        workspaceId: actor.workspaceId,
        resourceId,
        createdById: actor.userId,
        mapping,
        columns: found.columns,
        supplyStreamId: input.supplyStreamId,
        totalRows: found.totalRowsEstimate,
      });
      await jobs.enqueue(importProductsJob, { importId: created.id });
      return created;
    },

    /**
     * POST /ingest-products/{id}: a FAILED import (stopped on an error of ours, or its file unreadable
     * then) is QUEUED again and resumes after its checkpoint; one QUEUED or RUNNING is answered as it is
     * (its job is on its way; a second would only race it); a COMPLETED one is 409.
     */
    async ingest(actor: Actor, id: string): Promise<ProductImport> {
      const found = await repository.find(actor, id);
      if (found.status === "COMPLETED") throw lostRace();
      if (found.status === "FAILED") {
        if (!(await repository.requeue(actor, id))) throw lostRace();
        await jobs.enqueue(importProductsJob, { importId: id });
        return repository.find(actor, id);
      }
      return found;
    },

    find: (actor: Actor, id: string) => repository.find(actor, id),

    rows: (actor: Actor, id: string, outcome: ProductImportRowOutcome, page: PaginationQuery) =>
      repository.rows(actor, id, outcome, page),

    /** The rejected rows of an import (checked to be the workspace's first), in file order. */
    async rejectedRows(
      actor: Actor,
      id: string,
    ): Promise<{ found: ProductImport; rows: AsyncGenerator<ProductImportRow> }> {
      const found = await repository.find(actor, id);
      return { found, rows: repository.allRows(id, "REJECTED") };
    },

    /** GET /products/{id}/product-descriptions. */
    descriptions: (actor: Actor, productId: string) => repository.descriptions(actor, productId),
  };
}
export type ProductImportsService = ReturnType<typeof createProductImportsService>;
