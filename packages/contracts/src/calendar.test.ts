import { describe, expect, it } from "vitest";
import {
  calendarDateFromDate,
  calendarDateToUtcDate,
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
  isValidCalendarDate,
  latestToday,
  toIsoDate,
} from "./calendar";

describe("isLeapYear", () => {
  it.each([
    [2024, true],
    [2000, true],
    [1900, false],
    [2023, false],
  ])("%i -> %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe("daysInMonth", () => {
  it("knows February in leap and common years and the 30/31-day months", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(daysInMonth(2023, 13)).toBe(0);
  });
});

describe("isValidCalendarDate", () => {
  it("accepts real days with a year from 1 to 9999", () => {
    expect(isValidCalendarDate({ year: 1, month: 1, day: 1 })).toBe(true);
    expect(isValidCalendarDate({ year: 9999, month: 12, day: 31 })).toBe(true);
  });
  it("rejects year 0, month 0/13, day 0/32", () => {
    expect(isValidCalendarDate({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 0, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 13, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 1, day: 0 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 1, day: 32 })).toBe(false);
  });
});

describe("compareCalendarDates", () => {
  it("orders by year, month, then day", () => {
    expect(
      compareCalendarDates({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 3 }),
    ).toBeLessThan(0);
    expect(
      compareCalendarDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 1, day: 31 }),
    ).toBeGreaterThan(0);
    expect(compareCalendarDates({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 2, day: 1 })).toBe(0);
  });
});

describe("conversions", () => {
  it("formats the wire form YYYY-MM-DD with padding", () => {
    expect(toIsoDate({ year: 987, month: 3, day: 4 })).toBe("0987-03-04");
  });
  it("round-trips through a UTC Date, including years below 100", () => {
    expect(calendarDateFromDate(calendarDateToUtcDate({ year: 2024, month: 2, day: 29 }))).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(calendarDateToUtcDate({ year: 50, month: 1, day: 1 }).getUTCFullYear()).toBe(50);
  });
});

describe("latestToday", () => {
  it("is the UTC day when it is already late enough everywhere", () => {
    expect(latestToday(new Date("2024-06-15T05:00:00Z"))).toEqual({ year: 2024, month: 6, day: 15 });
  });
  it("is the next UTC day from 10:00 UTC on (already tomorrow at UTC+14)", () => {
    expect(latestToday(new Date("2024-06-15T10:00:00Z"))).toEqual({ year: 2024, month: 6, day: 16 });
  });
});
