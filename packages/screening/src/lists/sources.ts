import type { SanctionListKey } from "@tierline/contracts";
import type { ParsedSource, SourceId } from "../model";

/**
 * The raw files of one source, by role (e.g. OFAC SDN: "sdn", "alt", "add", "comments").
 * A source's files are downloaded or read together and parsed together.
 */
export type SourceFiles = Record<string, Uint8Array>;

export interface SourceFile {
  /** Role of the file within its source, the key in `SourceFiles`. */
  role: string;
  /** Official download address (operators can override it in config). */
  url: string;
  /** A source still parses without this file (e.g. OFAC comments continue long remarks only). */
  optional?: boolean;
  /**
   * The same content in another format (UK ConList.xlsx for ConList.csv): fetched only when the file
   * of that role could not be had, and enough in its place.
   */
  alternativeTo?: string;
}

export interface SourceDefinition {
  id: SourceId;
  title: string;
  publisher: string;
  /** Every list key its entries can be filed under (what a search filtered by list misses without it). */
  lists: readonly SanctionListKey[];
  files: SourceFile[];
  /** Throws on a file that is not in the format at all; skips and reports bad rows in `warnings`. */
  parse(files: SourceFiles): ParsedSource;
}
