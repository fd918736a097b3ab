import type { Readable } from "node:stream";
import { fileExtension } from "@tierline/contracts";
import type { FileKind } from "@tierline/imports";

/**
 * What the vendor import needs of uploaded files: a vendor list of the workspace, checked and stored,
 * as a stream (core builds it from the resources service; a file not uploaded or gone is its 404/409).
 */
export interface VendorListFiles {
  open(scope: { workspaceId: string }, resourceId: string): Promise<{ fileName: string; stream: Readable }>;
}

/** The reader a vendor list takes: its extension, which the upload checked against its content. */
export const fileKindOf = (fileName: string): FileKind => {
  const extension = fileExtension(fileName);
  return extension === "xlsx" || extension === "xls" ? extension : "csv";
};
