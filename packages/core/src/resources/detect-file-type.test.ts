import { csvFile, xlsFile, xlsxFile } from "@tierline/imports/testing";
import { describe, expect, it } from "vitest";
import { ole2Of, sampleFiles, zipOf } from "../testing/sample-files";
import { contentMatchesExtension, isText, textSampleBytes } from "./detect-file-type";

const check = (extension: string, bytes: Buffer) =>
  contentMatchesExtension(extension, bytes.length, async (start, end) => bytes.subarray(start, end));

describe("the content check of an upload", () => {
  it.each([
    ["png", sampleFiles.png()],
    ["jpg", sampleFiles.jpeg()],
    ["jpeg", sampleFiles.jpeg()],
    ["pdf", sampleFiles.pdf()],
    ["xlsx", sampleFiles.xlsx()],
    ["docx", sampleFiles.docx()],
    ["xls", sampleFiles.xls()],
    ["doc", sampleFiles.doc()],
    ["csv", sampleFiles.csv()],
    ["csv", sampleFiles.csvWithBom()],
    ["csv", sampleFiles.csvUtf16()],
    ["csv", Buffer.from("name,country\nM\u00fcller AG,CH\n", "latin1")],
    ["csv", Buffer.from("name,country\nAcme,DE\n", "utf16le")],
    ["csv", Buffer.from("name,country\nAcme,DE\n\u001a")],
  ])("takes a real %s", async (extension, bytes) => {
    expect(await check(extension, bytes)).toBe(true);
  });

  it.each([
    ["xlsx", sampleFiles.png(), "a PNG named .xlsx"],
    ["xlsx", sampleFiles.docx(), "a Word document named .xlsx"],
    ["xlsx", sampleFiles.zip(), "a plain zip named .xlsx"],
    ["docx", sampleFiles.xlsx(), "a workbook named .docx"],
    ["xls", sampleFiles.xlsx(), "an xlsx named .xls"],
    ["xls", sampleFiles.doc(), "a Word 97 document named .xls"],
    ["doc", sampleFiles.xls(), "an Excel 97 workbook named .doc"],
    ["xls", ole2Of(["Contents"]), "another compound file (neither workbook nor document)"],
    ["xls", sampleFiles.xls().subarray(0, 512), "a compound file cut after its header"],
    ["csv", sampleFiles.xlsx(), "an xlsx named .csv"],
    ["csv", sampleFiles.png(), "a PNG named .csv"],
    ["csv", Buffer.from("name\u0000country\n"), "text with a NUL"],
    ["csv", Buffer.from([0x61, 0x2c, 0x01, 0x02, 0x03, 0x0a]), "control bytes that no text has"],
    ["csv", Buffer.from([0x61, 0x81, 0x62, 0x0a]), "a byte Windows-1252 does not assign"],
    [
      "csv",
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([0x61, 0xff, 0x0a])]),
      "a UTF-8 BOM before other bytes",
    ],
    ["pdf", sampleFiles.jpeg(), "a JPEG named .pdf"],
    ["png", sampleFiles.jpeg(), "a JPEG named .png"],
    ["jpg", sampleFiles.pdf(), "a PDF named .jpg"],
    ["exe", sampleFiles.pdf(), "an extension no list allows"],
    ["xlsx", Buffer.concat([sampleFiles.xlsx().subarray(0, 40), Buffer.alloc(100)]), "a broken zip"],
  ])("refuses %s content: %s", async (extension, bytes) => {
    expect(await check(extension, bytes)).toBe(false);
  });

  // Writing 20,000-row workbooks (big enough for a directory spread over the FAT) takes seconds.
  it("takes the files real writers make: exceljs's xlsx, SheetJS's BIFF8 xls, csv in every encoding", {
    timeout: 30_000,
  }, async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`Vendor ${i}`, "DE", `Street ${i}`]);
    expect(await check("xlsx", await xlsxFile({ rows }))).toBe(true);
    expect(await check("xls", xlsFile({ rows }))).toBe(true);
    expect(await check("doc", xlsFile({ rows }))).toBe(false);
    const text = [
      ["name", "country"],
      ["Müller & Söhne", "DE"],
    ];
    for (const encoding of ["utf-8", "utf-16le", "utf-16be", "latin1"] as const) {
      expect(await check("csv", csvFile(text, { encoding })), encoding).toBe(true);
    }
    expect(await check("csv", csvFile(text, { bom: true }))).toBe(true);
  });

  it("finds the content types of a package however late in the zip they come", async () => {
    const late = zipOf({
      "xl/worksheets/sheet1.xml": "<worksheet/>".repeat(5_000),
      "[Content_Types].xml": `<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    });
    expect(await check("xlsx", late)).toBe(true);
  });

  it("refuses a macro workbook named .xlsx (its main part's type is another)", async () => {
    const xlsm = zipOf({
      "[Content_Types].xml": `<Types><Override ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>`,
    });
    expect(await check("xlsx", xlsm)).toBe(false);
  });

  it("judges a CSV on its first 64 KiB, a character cut at the end not an error", () => {
    const text = Buffer.from(`${"a".repeat(textSampleBytes - 1)}é`);
    expect(isText(text.subarray(0, textSampleBytes), true)).toBe(true);
  });

  it("reads UTF-16 in either byte order after its BOM, and refuses a NUL character in it", () => {
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from("a,b\n", "utf16le").swap16()]);
    expect(isText(be)).toBe(true);
    expect(isText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("a\u0000b", "utf16le")]))).toBe(
      false,
    );
  });
});
