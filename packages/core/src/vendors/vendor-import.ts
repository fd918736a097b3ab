import type { VendorColumnMapping, VendorImportField } from "@tierline/contracts";
import type { ImportRow, ImportRowOutcome } from "../imports/import-records";

export type VendorImportStatus = "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED";

/** One run of a vendor list through the import (domain shape; the api maps it to the wire). */
export interface VendorImport {
  id: string;
  workspaceId: string;
  /** Null once the uploaded file was deleted. */
  resourceId: string | null;
  mapping: VendorColumnMapping;
  columns: string[];
  status: VendorImportStatus;
  error: string | null;
  /** Data rows of the file: an estimate until the run has read them all. */
  totalRows: number;
  acceptedRows: number;
  rejectedRows: number;
  mergedRows: number;
  createdVendors: number;
  checkpointRow: number;
  rowsPerSecond: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}

export type VendorImportRowOutcome = ImportRowOutcome;

/** A row that did not become a vendor of its own: its reasons, and the cells it had. */
export type VendorImportRow = ImportRow<VendorImportField>;

/** What the meta-data call answers about an uploaded vendor list before it is imported. */
export interface VendorListPreview {
  resourceId: string;
  fileName: string;
  columns: string[];
  headerRow: number;
  sampleRows: string[][];
  suggestedMapping: VendorColumnMapping;
  rememberedMapping: VendorColumnMapping | null;
  /** What the mapping step starts with: the remembered mapping where the file fits it, else the suggestion. */
  mapping: VendorColumnMapping;
  totalRowsEstimate: number;
}
