import type { Readable } from "node:stream";
import { fileExtension, importMessages } from "@tierline/contracts";
import {
  estimateDataRows,
  type FileKind,
  ImportFileError,
  openTable,
  type SourceRow,
} from "@tierline/imports";
import { AppError } from "../errors";

/**
 * What an import needs of uploaded files: a file of the workspace of the import's kind (a vendor list,
 * a product catalogue), checked and stored, as a stream (core builds it from the resources service; a
 * file not uploaded or gone is its 404/409).
 */
export interface ImportFiles {
  open(scope: { workspaceId: string }, resourceId: string): Promise<{ fileName: string; stream: Readable }>;
}

/** The reader a file takes: its extension, which the upload checked against its content. */
export const fileKindOf = (fileName: string): FileKind => {
  const extension = fileExtension(fileName);
  return extension === "xlsx" || extension === "xls" ? extension : "csv";
};

/** Rows the mapping step shows under the column names. */
export const sampleRowCount = 5;

/** A file that cannot be imported at all: 400 with its message on `file`. */
const refusedFile = (error: ImportFileError) =>
  new AppError("VALIDATION", error.message, { file: error.message });

/** The header and the first rows of a file; the stream is closed after them. */
async function peekTable(kind: FileKind, stream: Readable, isHeader: (text: string) => boolean) {
  try {
    const table = await openTable(kind, stream, isHeader);
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
 * An uploaded file before its import: its columns, header row, first rows and an estimate of its rows
 * (an unreadable, empty or header-only file is a 400 on `file`).
 */
export async function lookAtFile(
  files: ImportFiles,
  scope: { workspaceId: string },
  resourceId: string,
  isHeader: (text: string) => boolean,
) {
  const { fileName, stream } = await files.open(scope, resourceId);
  const kind = fileKindOf(fileName);
  const table = await peekTable(kind, stream, isHeader);
  const estimate = await estimateDataRows(kind, (await files.open(scope, resourceId)).stream);
  return { fileName, kind, ...table, totalRowsEstimate: Math.max(estimate, table.sample.length) };
}

/**
 * The mapping to start an import with: each mapped column must be one of the file's (400 on
 * `columns_mapping.<field>` otherwise); answers the mapping without its empty fields.
 */
export function mappingOfFile<M extends Record<string, string | null | undefined>>(
  mapping: M,
  columns: readonly string[],
): M {
  const known = new Set(columns.map((column) => column.trim().toLowerCase()));
  const missing = Object.entries(mapping).filter(
    ([, column]) => column && !known.has(column.trim().toLowerCase()),
  );
  if (missing.length > 0) {
    throw new AppError(
      "VALIDATION",
      Object.fromEntries(
        missing.map(([field]) => [`columns_mapping.${field}`, importMessages.columnNotInFile]),
      ),
    );
  }
  return Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)) as M;
}
