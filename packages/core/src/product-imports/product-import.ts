import type { ProductColumnMapping, ProductImportField } from "@tierline/contracts";
import type { ImportRow, ImportRowOutcome } from "../imports/import-records";

export type ProductImportStatus = "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED";

/** One run of a product catalogue through the import (domain shape; the api maps it to the wire). */
export interface ProductImport {
  id: string;
  workspaceId: string;
  /** Null once the uploaded file was deleted. */
  resourceId: string | null;
  mapping: ProductColumnMapping;
  columns: string[];
  supplyStreamId: string | null;
  status: ProductImportStatus;
  error: string | null;
  totalRows: number;
  acceptedRows: number;
  rejectedRows: number;
  mergedRows: number;
  createdProducts: number;
  checkpointRow: number;
  rowsPerSecond: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}

export type ProductImportRowOutcome = ImportRowOutcome;
export type ProductImportRow = ImportRow<ProductImportField>;

/** What the meta-data call answers about an uploaded catalogue before it is imported. */
export interface ProductListPreview {
  resourceId: string;
  fileName: string;
  columns: string[];
  headerRow: number;
  sampleRows: string[][];
  suggestedMapping: ProductColumnMapping;
  rememberedMapping: ProductColumnMapping | null;
  mapping: ProductColumnMapping;
  totalRowsEstimate: number;
}

/** A product's description now, and what the catalogue import gave it. */
export interface ProductDescriptions {
  id: string;
  description: string | null;
  importDescription: string | null;
  importCategory: string | null;
  importId: string | null;
  importRow: number | null;
}
