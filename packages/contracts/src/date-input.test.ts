import { describe, expect, it } from "vitest";
import {
  acceptedDateFormats,
  expandTwoDigitYear,
  isValidDateInput,
  parseDateInput,
  parseDateInputWithFormat,
} from "./date-input";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("acceptedDateFormats", () => {
  it("lists the accepted formats in the order they are tried", () => {
    expect(acceptedDateFormats).toEqual([
      "YYYY-MM-DD",
      "DD-MM-YYYY",
      "MM-DD-YYYY",
      "YYYY/MM/DD",
      "DD/MM/YYYY",
      "MM/DD/YYYY",
      "YYYY.MM.DD",
      "DD.MM.YYYY",
      "MM.DD.YYYY",
      "DD MMM YYYY",
      "MMM DD, YYYY",
      "YYYY MMM DD",
      "YYYYMMDD",
      "YYMMDD",
    ]);
  });
});

describe("parseDateInput, one valid and one invalid example per format", () => {
  it.each([
    ["YYYY-MM-DD", "2024-03-15", d(2024, 3, 15), "2024-3-15"],
    ["DD-MM-YYYY", "15-03-2024", d(2024, 3, 15), "32-03-2024"],
    ["MM-DD-YYYY", "03-15-2024", d(2024, 3, 15), "13-32-2024"],
    ["YYYY/MM/DD", "2024/03/15", d(2024, 3, 15), "2024/13/15"],
    ["DD/MM/YYYY", "15/03/2024", d(2024, 3, 15), "15/03/24"],
    ["MM/DD/YYYY", "03/15/2024", d(2024, 3, 15), "03/32/2024"],
    ["YYYY.MM.DD", "2024.03.15", d(2024, 3, 15), "2024.03.32"],
    ["DD.MM.YYYY", "15.03.2024", d(2024, 3, 15), "15.3.2024"],
    ["MM.DD.YYYY", "03.15.2024", d(2024, 3, 15), "13.13.2024"],
    ["DD MMM YYYY", "15 Mar 2024", d(2024, 3, 15), "15 March 2024"],
    ["MMM DD, YYYY", "Mar 15, 2024", d(2024, 3, 15), "Mar 15 2024"],
    ["YYYY MMM DD", "2024 Mar 15", d(2024, 3, 15), "2024 Mrz 15"],
    ["YYYYMMDD", "20240315", d(2024, 3, 15), "20241315"],
    ["YYMMDD", "240315", d(2024, 3, 15), "241315"],
  ] as const)("%s: %s is valid, %s is not", (format, valid, expected, invalid) => {
    expect(parseDateInputWithFormat(valid)).toEqual({ date: expected, format });
    expect(parseDateInput(invalid)).toBeNull();
  });
});

describe("strictness", () => {
  it("accepts the leap day of a leap year in every numeric format", () => {
    expect(parseDateInput("2024-02-29")).toEqual(d(2024, 2, 29));
    expect(parseDateInput("29/02/2024")).toEqual(d(2024, 2, 29));
    expect(parseDateInput("20240229")).toEqual(d(2024, 2, 29));
    expect(parseDateInput("2000-02-29")).toEqual(d(2000, 2, 29));
  });
  it("rejects 29 February of a common year and of a non-leap century", () => {
    expect(parseDateInput("2023-02-29")).toBeNull();
    expect(parseDateInput("29 Feb 2023")).toBeNull();
    expect(parseDateInput("1900-02-29")).toBeNull();
  });
  it("rejects day 31 in a 30-day month", () => {
    expect(parseDateInput("2024-04-31")).toBeNull();
  });
  it("rejects year 0", () => {
    expect(parseDateInput("0000-01-01")).toBeNull();
    expect(parseDateInput("01/01/0000")).toBeNull();
    expect(parseDateInput("00000101")).toBeNull();
  });
  it("accepts year 1", () => {
    expect(parseDateInput("0001-01-01")).toEqual(d(1, 1, 1));
  });
  it("reads month names in any case", () => {
    expect(parseDateInput("15 mar 2024")).toEqual(d(2024, 3, 15));
    expect(parseDateInput("DEC 31, 1999")).toEqual(d(1999, 12, 31));
    expect(parseDateInput("2024 sEp 01")).toEqual(d(2024, 9, 1));
  });
  it("needs exact token widths and separators", () => {
    expect(parseDateInput("2024-03-15T00:00:00Z")).toBeNull();
    expect(parseDateInput("2024/03-15")).toBeNull();
    expect(parseDateInput("5 Mar 2024")).toBeNull();
    expect(parseDateInput("Mar 5, 2024")).toBeNull();
    expect(parseDateInput("Sept 05, 2024")).toBeNull();
    expect(parseDateInput("")).toBeNull();
  });
  it("ignores surrounding whitespace only", () => {
    expect(parseDateInput("  2024-03-15 ")).toEqual(d(2024, 3, 15));
    expect(parseDateInput("2024 - 03 - 15")).toBeNull();
  });
});

describe("order decides ambiguous input", () => {
  it("reads 03-04-2024 as DD-MM-YYYY (3 April), because that format comes before MM-DD-YYYY", () => {
    expect(parseDateInputWithFormat("03-04-2024")).toEqual({ date: d(2024, 4, 3), format: "DD-MM-YYYY" });
  });
  it("falls through to MM-DD-YYYY when DD-MM-YYYY gives no real day (04-13-2024 is 13 April)", () => {
    expect(parseDateInputWithFormat("04-13-2024")).toEqual({ date: d(2024, 4, 13), format: "MM-DD-YYYY" });
  });
  it("reads 03/04/2024 as DD/MM/YYYY and 03.04.2024 as DD.MM.YYYY", () => {
    expect(parseDateInput("03/04/2024")).toEqual(d(2024, 4, 3));
    expect(parseDateInput("03.04.2024")).toEqual(d(2024, 4, 3));
  });
  it("tells eight-digit YYYYMMDD from six-digit YYMMDD", () => {
    expect(parseDateInputWithFormat("19991231")?.format).toBe("YYYYMMDD");
    expect(parseDateInputWithFormat("991231")?.format).toBe("YYMMDD");
  });
});

describe("expandTwoDigitYear", () => {
  it("maps 00-68 to 2000-2068 and 69-99 to 1969-1999", () => {
    expect(expandTwoDigitYear(0)).toBe(2000);
    expect(expandTwoDigitYear(68)).toBe(2068);
    expect(expandTwoDigitYear(69)).toBe(1969);
    expect(expandTwoDigitYear(99)).toBe(1999);
    expect(parseDateInput("991231")).toEqual(d(1999, 12, 31));
    expect(parseDateInput("000229")).toEqual(d(2000, 2, 29));
  });
});

describe("isValidDateInput", () => {
  it("is true exactly when the text parses", () => {
    expect(isValidDateInput("Mar 15, 2024")).toBe(true);
    expect(isValidDateInput("yesterday")).toBe(false);
  });
});
