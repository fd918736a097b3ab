/**
 * Text helpers shared by the list parsers: decoding published bytes and tidying published strings.
 */

import { Buffer, isUtf8 } from "node:buffer";

/**
 * Windows-1252 differs from ISO-8859-1 only in 0x80-0x9F, where it has printable characters (curly
 * quotes, dashes, the euro sign). Node's TextDecoder decodes "windows-1252" as plain ISO-8859-1, so
 * those 32 are mapped here.
 */
const cp1252High =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (c) => cp1252High[c.charCodeAt(0) - 0x80] ?? c);
}

/**
 * Decodes a published file. Lists are UTF-8 (OFAC's legacy files are plain ASCII), but a file that is
 * not valid UTF-8 was almost certainly saved as Latin-1/Windows-1252 by a spreadsheet: decoding it as
 * such keeps "Cote d'Ivoire"-style accents instead of replacement characters. A BOM is dropped, and so
 * are the trailing SUB (0x1A) bytes OFAC appends as a DOS end-of-file marker. (Node's `isUtf8` and
 * Buffer decoding are several times faster than a fatal TextDecoder on the 15 MB UK file.)
 */
export function decodeText(bytes: Uint8Array): string {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0x1a) end--;
  const view = end === bytes.length ? bytes : bytes.subarray(0, end);
  const text = isUtf8(view)
    ? Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString("utf8")
    : decodeWindows1252(view);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Collapses runs of whitespace (including non-breaking spaces and line breaks) and trims. */
export function cleanText(value: string | undefined | null): string {
  if (!value) return "";
  // Most published values are already clean: checking is much cheaper than rebuilding the string.
  return isTidy(value) ? value : value.replace(/[\s\u00a0]+/g, " ").trim();
}

/** No leading, trailing or doubled space and no whitespace other than a plain space. */
function isTidy(value: string): boolean {
  const last = value.length - 1;
  let previousSpace = true;
  for (let i = 0; i <= last; i++) {
    const c = value.charCodeAt(i);
    if (c === 32) {
      if (previousSpace || i === last) return false;
      previousSpace = true;
    } else if (c < 32 || c === 0xa0 || c === 0x85 || (c >= 0x1680 && isOtherSpace(c))) {
      return false;
    } else {
      previousSpace = false;
    }
  }
  return true;
}

function isOtherSpace(c: number): boolean {
  return (
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Splits a multi-valued field ("a; b; c") into its cleaned, non-empty parts. */
export function splitList(value: string | undefined, separator = ";"): string[] {
  if (!value) return [];
  const parts: string[] = [];
  for (const part of value.split(separator)) {
    const cleaned = cleanText(part);
    if (cleaned) parts.push(cleaned);
  }
  return parts;
}

/**
 * Splits the UK/UN habit of numbering several values in one cell: "(1) Iraq (2) Syria" -> ["Iraq",
 * "Syria"]. A cell without numbering is returned whole.
 */
export function splitNumbered(value: string | undefined): string[] {
  const cleaned = cleanText(value);
  if (!cleaned) return [];
  if (!/^\(\d+\)/.test(cleaned)) return [cleaned];
  return cleaned
    .split(/\(\d+\)/)
    .map((part) =>
      part
        .trim()
        .replace(/[.,;]$/, "")
        .trim(),
    )
    .filter((part) => part.length > 0);
}

/** True when the text holds letters outside the Latin script (Cyrillic, Arabic, Chinese...). */
export function hasNonLatinLetters(value: string): boolean {
  return /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(value);
}

/**
 * A name as two copies of one listing are compared (an archive's and the current file's, one publication's
 * and another's): case, accents, punctuation and spacing ignored, the words in their published order.
 */
export function comparableName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
