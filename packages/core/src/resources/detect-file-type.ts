import { inflateRawSync } from "node:zlib";

/**
 * What a stored file really is, from its bytes (magic numbers), for the extension it claims. Browsers'
 * reported types and file names are the user's word; this is the server's check of spec section 5's
 * allow-lists. Only what the check needs is read: the first bytes, and for OOXML the zip's directory
 * and its `[Content_Types].xml`, never the whole file.
 */

/** Reads bytes `start` to `end` (exclusive) of the file; fewer where the file ends. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

/** How much of a CSV is checked for text: enough to judge, small enough for any file. */
export const textSampleBytes = 64 * 1024;

const magic = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  pdf: Buffer.from("%PDF-"),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  /** OLE2 compound file (Excel 97-2003 .xls, Word 97-2003 .doc). */
  ole2: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};

/** The main part's content type that makes an OOXML package a workbook or a document (not a macro or template one). */
const ooxmlMainPart: Record<string, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
};

/**
 * Whether the file's content is what `extension` says: png, jpeg/jpg, pdf, xlsx and docx (an OOXML zip
 * whose content types name the workbook or document part), xls and doc (an OLE2 compound file with a
 * workbook or a Word document stream), csv
 * (text, see `isText`). Anything else,
 * including an unknown extension, is not.
 */
export async function contentMatchesExtension(
  extension: string,
  size: number,
  read: ReadRange,
): Promise<boolean> {
  const head = await read(0, Math.min(size, textSampleBytes));
  switch (extension) {
    case "png":
      return startsWith(head, magic.png);
    case "jpg":
    case "jpeg":
      return startsWith(head, magic.jpeg);
    case "pdf":
      // Readers accept the header anywhere in the first 1024 bytes (ISO 32000-1, Annex H).
      return head.subarray(0, 1024).includes(magic.pdf);
    case "xls":
    case "doc":
      return (
        startsWith(head, magic.ole2) &&
        (await ole2Streams(head, read)).some((name) => ole2MainStream[extension].includes(name))
      );
    case "xlsx":
    case "docx":
      return (
        startsWith(head, magic.zip) &&
        (await ooxmlContentTypes(size, read))?.includes(`ContentType="${ooxmlMainPart[extension]}"`) === true
      );
    case "csv":
      return isText(head, head.length < size);
    default:
      return false;
  }
}

const startsWith = (bytes: Buffer, prefix: Buffer) =>
  bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/**
 * Whether `bytes` (the start of a file, `cut` when the file goes on) is text in an encoding the
 * vendor-list reader takes (packages/imports, readers/csv.ts): a UTF-8 or UTF-16 BOM and valid text
 * after it; without one, valid UTF-8, else UTF-16 without its BOM (NULs beside most characters), else
 * Windows-1252 (what Excel on Windows writes for "CSV"). Never a NUL, nor any control character but
 * tab, line ends, vertical tab (FileMaker's line break in a field), form feed and the old DOS end of
 * file: binary content read as any of these is full of them. A character cut at the sample's end is not
 * an error.
 */
export function isText(bytes: Buffer, cut = false): boolean {
  if (startsWith(bytes, utf8Bom)) return decodes("utf-8", bytes.subarray(3), cut);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodes("utf-16le", bytes.subarray(2), cut);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodes("utf-16be", bytes.subarray(2), cut);
  if (decodes("utf-8", bytes, cut)) return true;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) i % 2 ? oddNuls++ : evenNuls++;
  if (evenNuls + oddNuls > bytes.length / 4) {
    return decodes(oddNuls > evenNuls ? "utf-16le" : "utf-16be", bytes, cut);
  }
  return !windows1252Undefined.some((byte) => bytes.includes(byte)) && decodes("windows-1252", bytes, cut);
}

const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);
/** Bytes Windows-1252 leaves unassigned. */
const windows1252Undefined = [0x81, 0x8d, 0x8f, 0x90, 0x9d];
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controls = /[\u0000-\u0008\u000e-\u0019\u001b-\u001f\u007f]/;

/** Whether `bytes` decode as `encoding` (UTF-16: whole pairs, a last odd byte only when cut) into text without controls. */
function decodes(encoding: string, bytes: Buffer, cut: boolean): boolean {
  const utf16 = encoding.startsWith("utf-16");
  // TextDecoder's UTF-16BE is not in every Node build: swap the bytes and read them as LE.
  const whole = utf16 ? Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2))) : bytes;
  const input = encoding === "utf-16be" ? whole.swap16() : whole;
  if (utf16 && !cut && whole.length !== bytes.length) return false;
  try {
    const text = new TextDecoder(encoding === "utf-16be" ? "utf-16le" : encoding, { fatal: true }).decode(
      input,
      {
        stream: cut,
      },
    );
    return !controls.test(text);
  } catch {
    return false;
  }
}

/** The stream that makes a compound file a workbook (BIFF8 "Workbook", BIFF5 "Book") or a Word document. */
const ole2MainStream: Record<"xls" | "doc", string[]> = { xls: ["Workbook", "Book"], doc: ["WordDocument"] };
/** Bounds on what is read of a compound file's directory: real ones hold a few dozen entries. */
const maxDirectorySectors = 64;
const endOfChain = 0xfffffffe;

/**
 * The names in a compound file's directory ([MS-CFB]): the header gives the sector size, the first
 * directory sector and the first 109 FAT sectors; the directory's chain is followed through the FAT.
 */
async function ole2Streams(head: Buffer, read: ReadRange): Promise<string[]> {
  if (head.length < 512) return [];
  const sectorSize = 1 << head.readUInt16LE(0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return [];
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const perFatSector = sectorSize / 4;
  const names: string[] = [];
  let sector = head.readUInt32LE(0x30);
  for (let i = 0; i < maxDirectorySectors && sector < endOfChain; i++) {
    const entries = await read(sectorAt(sector), sectorAt(sector) + sectorSize);
    for (let at = 0; at + 128 <= entries.length; at += 128) {
      const length = entries.readUInt16LE(at + 0x40);
      if (length >= 2 && length <= 64) names.push(entries.subarray(at, at + length - 2).toString("utf16le"));
    }
    // The next directory sector: this one's entry in the FAT (only the header's 109 FAT sectors are read).
    const fatIndex = Math.floor(sector / perFatSector);
    if (fatIndex >= 109) break;
    const fatSector = head.readUInt32LE(0x4c + fatIndex * 4);
    if (fatSector >= endOfChain) break;
    const entryAt = sectorAt(fatSector) + (sector % perFatSector) * 4;
    const next = await read(entryAt, entryAt + 4);
    if (next.length < 4) break;
    sector = next.readUInt32LE(0);
  }
  return names;
}

/** Zip records read below (APPNOTE.TXT, section 4.3). */
const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** Bounds on what is read: a real package's directory and content types are far smaller. */
const maxDirectoryBytes = 8 * 1024 * 1024;
const maxContentTypesBytes = 1024 * 1024;

/** The text of a zip's `[Content_Types].xml`, or null when the zip is broken or has none. */
async function ooxmlContentTypes(size: number, read: ReadRange): Promise<string | null> {
  const directory = await centralDirectory(size, read);
  if (!directory) return null;
  let at = 0;
  while (at + 46 <= directory.length && directory.readUInt32LE(at) === centralEntrySignature) {
    const method = directory.readUInt16LE(at + 10);
    const compressed = directory.readUInt32LE(at + 20);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const offset = directory.readUInt32LE(at + 42);
    const name = directory.subarray(at + 46, at + 46 + nameLength).toString("latin1");
    if (name === "[Content_Types].xml") return entryText(read, offset, method, compressed);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

/** The central directory's bytes, found from the end-of-central-directory record (ZIP64 too). */
async function centralDirectory(size: number, read: ReadRange): Promise<Buffer | null> {
  // The record is 22 bytes plus a comment of at most 65,535.
  const tailStart = Math.max(0, size - 22 - 65_535);
  const tail = await read(tailStart, size);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === eocdSignature) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let length = tail.readUInt32LE(eocd + 12);
  let offset = tail.readUInt32LE(eocd + 16);
  if (offset === 0xffffffff || length === 0xffffffff) {
    if (eocd < 20 || tail.readUInt32LE(eocd - 20) !== zip64LocatorSignature) return null;
    const recordAt = Number(tail.readBigUInt64LE(eocd - 20 + 8));
    const record = await read(recordAt, recordAt + 56);
    if (record.length < 56 || record.readUInt32LE(0) !== zip64EocdSignature) return null;
    length = Number(record.readBigUInt64LE(40));
    offset = Number(record.readBigUInt64LE(48));
  }
  if (length > maxDirectoryBytes || offset + length > size) return null;
  return read(offset, offset + length);
}

async function entryText(read: ReadRange, offset: number, method: number, compressed: number) {
  if (compressed > maxContentTypesBytes) return null;
  const header = await read(offset, offset + 30);
  if (header.length < 30 || header.readUInt32LE(0) !== localHeaderSignature) return null;
  const dataAt = offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = await read(dataAt, dataAt + compressed);
  try {
    if (method === 0) return data.toString("utf8");
    if (method === 8) return inflateRawSync(data, { maxOutputLength: maxContentTypesBytes }).toString("utf8");
  } catch {
    return null;
  }
  return null;
}
