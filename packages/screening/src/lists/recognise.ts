import type { SourceId } from "../model";
import { rootElementName } from "./xml";

/**
 * Which source file a file on disk is, from its name and its first bytes (no full parse). A known
 * name whose content does not fit (an HTML error page saved as sdn.csv) is a `problem` of that
 * source, not a skip: the operator must know the download failed, and the other sources still load.
 */

export interface RecognisedFile {
  source: SourceId;
  role: string;
  /** Set when the name is a publisher's file name but the content is not that file. */
  problem?: string;
}

/** How many leading bytes `recogniseFile` needs. */
export const SNIFF_BYTES = 16 * 1024;

const ofacLegacyNames: Readonly<Record<string, RecognisedFile>> = {
  "sdn.csv": { source: "ofac_sdn", role: "sdn" },
  "alt.csv": { source: "ofac_sdn", role: "alt" },
  "add.csv": { source: "ofac_sdn", role: "add" },
  "sdn_comments.csv": { source: "ofac_sdn", role: "comments" },
  "cons_prim.csv": { source: "ofac_nonsdn", role: "prim" },
  "cons_alt.csv": { source: "ofac_nonsdn", role: "alt" },
  "cons_add.csv": { source: "ofac_nonsdn", role: "add" },
  "cons_comments.csv": { source: "ofac_nonsdn", role: "comments" },
};

const EU_NAMESPACE = "http://eu.europa.ec/fpi/fsd/export";

export function recogniseFile(fileName: string, head: Uint8Array): RecognisedFile | undefined {
  const name = fileName.toLowerCase();
  const text = new TextDecoder("utf-8").decode(head).replace(/^\uFEFF/, "");

  const ofac = ofacLegacyNames[name];
  if (ofac) {
    // No header: every record starts with its ent_num (a side file may also be empty).
    let end = text.length;
    while (end > 0 && text.charCodeAt(end - 1) === 0x1a) end--; // OFAC's end-of-file byte
    const body = text.slice(0, end).trim();
    if (body && !/^\d+,/.test(body))
      return { ...ofac, problem: notInFormat(fileName, "an OFAC legacy CSV", text) };
    return ofac;
  }
  if (name.endsWith(".xlsx")) {
    if (!name.includes("conlist")) return undefined;
    const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
    return {
      source: "uk",
      role: "xlsx",
      ...(zip ? {} : { problem: notInFormat(fileName, "an XLSX workbook", text) }),
    };
  }
  if (/^"?_id"?,"?source"?,"?entity_number"?,/.test(text)) return { source: "csl", role: "csv" };
  if (/^"?Name"?\t"?Street_Address"?\t/.test(text)) return { source: "bis_dpl", role: "dpl" };
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  if (/^Last Updated,/.test(firstLine) || (/\bGroup ID\b/.test(firstLine) && /\bName 6\b/.test(firstLine))) {
    return { source: "uk", role: "csv" };
  }
  if (
    text.trimStart().startsWith("{") &&
    /"results"\s*:/.test(text) &&
    /"(?:alt_names|entity_number|source_list_url)"/.test(text)
  ) {
    return { source: "csl", role: "json" };
  }
  if (text.trimStart().startsWith("<")) {
    const root = rootElementName(text);
    if (root === "CONSOLIDATED_LIST") return { source: "un", role: "xml" };
    if (root === "export" && text.includes(EU_NAMESPACE)) return { source: "eu", role: "xml" };
  }
  const known = knownNames[name];
  if (known)
    return { source: known.source, role: known.role, problem: notInFormat(fileName, known.format, text) };
  return undefined;
}

/** Other official file names: finding one that fits no format is a problem of its source too. */
const knownNames: Readonly<Record<string, RecognisedFile & { format: string }>> = {
  "dpl.txt": { source: "bis_dpl", role: "dpl", format: "the BIS Denied Persons List" },
  "conlist.csv": { source: "uk", role: "csv", format: "the UK ConList CSV" },
  "consolidated.csv": { source: "csl", role: "csv", format: "the trade.gov CSL CSV" },
  "consolidated.json": { source: "csl", role: "json", format: "the trade.gov CSL JSON" },
};

function notInFormat(fileName: string, expected: string, text: string): string {
  return `${fileName} is not ${expected} (it starts with ${JSON.stringify(text.slice(0, 60))})`;
}
