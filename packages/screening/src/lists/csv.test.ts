import { describe, expect, it } from "vitest";
import { forEachCsvRow, parseCsv } from "./csv";
import { decodeText } from "./text";

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, embedded separators and line breaks", () => {
    const text = 'a,"b, c","say ""hi""","two\r\nlines"\r\nd,,"",e\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b, c", 'say "hi"', "two\r\nlines"],
      ["d", "", "", "e"],
    ]);
  });

  it("accepts LF, CRLF and lone CR line ends and skips blank lines", () => {
    expect(parseCsv("a,b\n\nc,d\r\n\r\ne,f\rg,h")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
  });

  it("keeps an empty last field after a trailing delimiter", () => {
    expect(parseCsv("a,b,\nc,d,")).toEqual([
      ["a", "b", ""],
      ["c", "d", ""],
    ]);
  });

  it("reads OFAC's `-0- ` markers and text after a closing quote as published", () => {
    expect(parseCsv('36,"AEROCARIBBEAN",-0- ,"CUBA" ')).toEqual([["36", "AEROCARIBBEAN", "-0- ", "CUBA "]]);
  });

  it("splits on another delimiter (the tab-delimited DPL)", () => {
    expect(parseCsv('"Name"\t"City"\n"A, B"\t"X\tY"\n', { delimiter: "\t" })).toEqual([
      ["Name", "City"],
      ["A, B", "X\tY"],
    ]);
  });

  it("keeps the partial last row of a truncated file, and says it was cut off", () => {
    expect(parseCsv('a,b,c\n"1","2","3 cut off')).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3 cut off"],
    ]);
    expect(forEachCsvRow('a,"b', () => {})).toBe(false);
    expect(forEachCsvRow('a,"b"\n', () => {})).toBe(true);
  });

  it("streams rows with their index", () => {
    const seen: string[] = [];
    forEachCsvRow("x\ny\n\nz", (row, index) => seen.push(`${index}:${row[0]}`));
    expect(seen).toEqual(["0:x", "1:y", "2:z"]);
  });
});

describe("decodeText", () => {
  it("drops a BOM and OFAC's trailing 0x1A end-of-file bytes", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62, 0x0d, 0x0a, 0x1a]);
    expect(decodeText(bytes)).toBe("a,b\r\n");
  });

  it("reads UTF-8, and falls back to Windows-1252 for bytes that are not UTF-8", () => {
    expect(decodeText(new TextEncoder().encode("Côte d’Ivoire"))).toBe("Côte d’Ivoire");
    // "Côte d'Ivoire" saved by a spreadsheet as Latin-1
    expect(decodeText(new Uint8Array([0x43, 0xf4, 0x74, 0x65, 0x20, 0x92]))).toBe("Côte ’");
  });
});
