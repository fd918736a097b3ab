import { crc32, deflateRawSync } from "node:zlib";

/**
 * Small real files of each upload type, made in memory, for tests of the content checks (magic bytes,
 * OOXML content types): what a browser would upload, without fixtures on disk.
 */

/** A zip of `entries` (deflated, like Office writes them) with its central directory. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (mainPart: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${mainPart}"/></Types>`;

/** The first bytes of each type, padded with a little content. */
export const sampleFiles = {
  png: () =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  pdf: () =>
    Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n", "latin1"),
  xlsx: () =>
    zipOf({
      "_rels/.rels": "<Relationships/>",
      "xl/workbook.xml": "<workbook/>",
      "[Content_Types].xml": contentTypes(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
      ),
    }),
  docx: () =>
    zipOf({
      "[Content_Types].xml": contentTypes(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
      ),
      "word/document.xml": "<document/>",
    }),
  /** A zip that is no Office document. */
  zip: () => zipOf({ "readme.txt": "hello" }),
  /** An OLE2 compound file's header (Excel 97-2003, Word 97-2003). */
  ole2: () =>
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]),
  csv: () => Buffer.from("name,country\nAcme GmbH,DE\nSmith & Sons,GB\nMüller AG,CH\n"),
  csvWithBom: () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), sampleFiles.csv()]),
  csvUtf16: () =>
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("name,country\nAcme,DE\n", "utf16le")]),
};
