import { unzipSync } from "fflate";
import { attr, decodeEntities, element, elements, parseXml, type XmlNode } from "./xml";

/**
 * A minimal XLSX reader: the rows of the first worksheet as strings, the way a CSV export of that
 * sheet would give them, so one mapping serves a list published both ways (the UK ConList). It reads
 * what such lists use: shared strings (`t="s"`, including rich-text runs), inline strings, formula
 * string results, booleans and numbers (as written: a date held as a number stays its serial number).
 * Cells carry their reference (`r="C5"`): a skipped cell or row leaves an empty string or row.
 */

const decoder = new TextDecoder("utf-8");

/** "C5" -> 2 (0-based column index). */
export function columnIndex(reference: string): number {
  let index = 0;
  for (let i = 0; i < reference.length; i++) {
    const c = reference.charCodeAt(i);
    if (c < 65 || c > 90) break;
    index = index * 26 + (c - 64);
  }
  return index - 1;
}

/** The text of an `<si>` or `<is>`: its `<t>`, or its rich-text runs' `<t>` joined. */
function stringItem(node: XmlNode | undefined): string {
  if (!node) return "";
  const runs = elements(node, "r");
  if (runs.length > 0) return runs.map((run) => element(run, "t")?.text ?? "").join("");
  return element(node, "t")?.text ?? "";
}

/** The first sheet of the workbook, through its relationship; sheet1.xml when the workbook says nothing. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files["xl/workbook.xml"];
  const rels = files["xl/_rels/workbook.xml.rels"];
  if (workbook && rels) {
    const sheet = element(element(parseXml(decoder.decode(workbook)), "sheets"), "sheet");
    // r:id, namespace prefix dropped
    const relationId = attr(sheet, "id");
    const relation = elements(parseXml(decoder.decode(rels)), "Relationship").find(
      (r) => attr(r, "Id") === relationId,
    );
    const target = attr(relation, "Target");
    if (target) return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  }
  return "xl/worksheets/sheet1.xml";
}

/**
 * The worksheet is scanned, not parsed into a tree: a list sheet holds hundreds of thousands of
 * cells (the UK ConList about 700,000), and a node per cell costs more than the whole read.
 */
const sheetToken = /<row\b([^>]*)>|<\/row>|<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const refAttribute = /\br="([A-Z]+)\d*"/;
const rowAttribute = /\br="(\d+)"/;
const typeAttribute = /\bt="(\w+)"/;
const valueElement = /<v>([\s\S]*?)<\/v>/;
const textElement = /<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g;

function cellValue(attributes: string, body: string, shared: string[]): string {
  const type = typeAttribute.exec(attributes)?.[1];
  if (type === "inlineStr") {
    let text = "";
    for (const match of body.matchAll(textElement)) text += match[1] ?? "";
    return decodeEntities(text);
  }
  const value = decodeEntities(valueElement.exec(body)?.[1] ?? "");
  if (type === "s") return shared[Number(value)] ?? "";
  if (type === "b") return value === "1" ? "TRUE" : "FALSE";
  return value;
}

export function readXlsxRows(bytes: Uint8Array): string[][] {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) throw new Error("XLSX: not a zip archive");
  const files = unzipSync(bytes, {
    filter: (file) =>
      file.name === "xl/workbook.xml" ||
      file.name === "xl/_rels/workbook.xml.rels" ||
      file.name === "xl/sharedStrings.xml" ||
      file.name.startsWith("xl/worksheets/"),
  });
  const sheetPath = firstSheetPath(files);
  const sheet = files[sheetPath];
  if (!sheet) throw new Error(`XLSX: worksheet ${sheetPath} not found`);

  const sharedFile = files["xl/sharedStrings.xml"];
  const shared = sharedFile ? elements(parseXml(decoder.decode(sharedFile)), "si").map(stringItem) : [];

  const rows: string[][] = [];
  let cells: string[] | undefined;
  sheetToken.lastIndex = 0;
  const xml = decoder.decode(sheet);
  for (let match = sheetToken.exec(xml); match; match = sheetToken.exec(xml)) {
    if (match[0].startsWith("<row")) {
      const rowAttributes = match[1] ?? "";
      const rowNumber = Number(rowAttribute.exec(rowAttributes)?.[1]) || rows.length + 1;
      while (rows.length < rowNumber - 1) rows.push([]);
      cells = [];
      if (rowAttributes.endsWith("/")) {
        rows.push(cells);
        cells = undefined;
      }
    } else if (match[0] === "</row>") {
      if (cells) rows.push(cells);
      cells = undefined;
    } else if (cells) {
      const attributes = match[2] ?? "";
      const reference = refAttribute.exec(attributes)?.[1];
      const column = reference ? columnIndex(reference) : cells.length;
      while (cells.length < column) cells.push("");
      cells[column] = cellValue(attributes, match[3] ?? "", shared);
    }
  }
  return rows;
}
