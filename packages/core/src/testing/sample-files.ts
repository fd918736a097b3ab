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

/**
 * A compound file ([MS-CFB], 512-byte sectors) whose directory names `streams`: sector 0 the FAT,
 * sectors 1.. the directory (four entries a sector), chained through the FAT. Empty streams: the check
 * reads only the directory.
 */
export function ole2Of(streams: string[]): Buffer {
  const names = ["Root Entry", ...streams];
  const directorySectors = Math.ceil(names.length / 4);
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  for (let i = 1; i <= directorySectors; i++)
    fat.writeUInt32LE(i === directorySectors ? 0xfffffffe : i + 1, i * 4);
  const directory = Buffer.alloc(directorySectors * 512, 0);
  names.forEach((name, i) => {
    const at = i * 128;
    directory.write(name, at, "utf16le");
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory[at + 0x42] = i === 0 ? 5 : 2;
  });
  return Buffer.concat([header, fat, directory]);
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
  /** Excel 97-2003: a compound file with a Workbook stream. */
  xls: () => ole2Of(["Workbook", "\u0005SummaryInformation"]),
  /** Word 97-2003: a compound file with a WordDocument stream (after four others: a second directory sector). */
  doc: () => ole2Of(["1Table", "\u0005SummaryInformation", "Data", "ObjectPool", "WordDocument"]),
  csv: () => Buffer.from("name,country\nAcme GmbH,DE\nSmith & Sons,GB\nMüller AG,CH\n"),
  csvWithBom: () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), sampleFiles.csv()]),
  csvUtf16: () =>
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("name,country\nAcme,DE\n", "utf16le")]),
};
