import { describe, expect, it } from "vitest";
import {
  classifyDate,
  formatClock,
  formatCountdown,
  formatDate,
  formatNumber,
  formatRelativeTime,
  formatTime,
  randomId,
  truncateText,
} from "./format";

// Local-time instants, so the tests hold in every time zone.
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);
const now = at(2026, 3, 15, 14, 30);

describe("dates", () => {
  it("formats MM/DD/YYYY by default and MMM DD, YYYY in vendor upload and product catalogue", () => {
    expect(formatDate(at(2024, 3, 4))).toBe("03/04/2024");
    expect(formatDate("2024-12-25")).toBe("12/25/2024");
    expect(formatDate({ year: 2024, month: 7, day: 1 })).toBe("07/01/2024");
    expect(formatDate(at(2024, 3, 4), "vendorUpload")).toBe("Mar 04, 2024");
    expect(formatDate("2024-03-04", "productCatalogue")).toBe("Mar 04, 2024");
  });

  it("reads typed dates with the accepted input formats of contracts, and ISO date-times", () => {
    expect(formatDate("25 Dec 2024")).toBe("12/25/2024");
    expect(formatDate("Dec 25, 2024")).toBe("12/25/2024");
    expect(formatDate("20241225")).toBe("12/25/2024");
    expect(formatDate(at(2024, 12, 25, 23, 30).toISOString())).toBe("12/25/2024");
  });

  it("gives an empty text for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2024-02-30")).toBe("");
  });
});

describe("times", () => {
  it("uses a 12-hour clock with am/pm", () => {
    expect(formatClock(at(2026, 1, 1, 0, 5))).toBe("12:05 am");
    expect(formatClock(at(2026, 1, 1, 9, 7))).toBe("9:07 am");
    expect(formatClock(at(2026, 1, 1, 12, 0))).toBe("12:00 pm");
    expect(formatClock(at(2026, 1, 1, 23, 59))).toBe("11:59 pm");
  });

  it("labels today's date as today, otherwise shows short month name, day and year", () => {
    expect(formatTime(at(2026, 3, 15, 9, 5), now)).toBe("Today, 9:05 am");
    expect(formatTime(at(2026, 3, 14, 18, 45), now)).toBe("Mar 14, 2026, 6:45 pm");
    expect(formatTime(at(2025, 12, 1, 0, 0), now)).toBe("Dec 1, 2025, 12:00 am");
  });
});

describe("relative time", () => {
  it('shows "Now" under 60 seconds', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 59_000), now)).toBe("Now");
    expect(formatRelativeTime(now, now)).toBe("Now");
  });

  it("then minutes, hours and days", () => {
    expect(formatRelativeTime(new Date(now.getTime() - 60_000), now)).toBe("1 minute ago");
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe("3 hours ago");
    expect(formatRelativeTime(new Date(now.getTime() - 2 * 86_400_000), now)).toBe("2 days ago");
    expect(formatRelativeTime(at(2026, 1, 2), now)).toBe("01/02/2026");
  });
});

describe("date classification", () => {
  it("classifies Today, Yesterday, Future and Older than yesterday", () => {
    expect(classifyDate(at(2026, 3, 15, 0, 1), now)).toBe("Today");
    expect(classifyDate(at(2026, 3, 15, 23, 59), now)).toBe("Today");
    expect(classifyDate(at(2026, 3, 14, 23, 59), now)).toBe("Yesterday");
    expect(classifyDate(at(2026, 3, 16, 0, 0), now)).toBe("Future");
    expect(classifyDate(at(2026, 3, 13), now)).toBe("Older than yesterday");
    expect(classifyDate("2026-03-14", now)).toBe("Yesterday");
    expect(classifyDate("garbage", now)).toBeNull();
  });
});

describe("countdown", () => {
  it('says "Date has passed" for a past day', () => {
    expect(formatCountdown("2026-03-14", now)).toBe("Date has passed");
  });

  it('says "Expired" when nothing remains', () => {
    expect(formatCountdown("2026-03-15", now)).toBe("Expired");
  });

  it("counts years, months, weeks and days", () => {
    // 15 Mar 2026 + 1 year 2 months = 15 May 2027, + 1 week 3 days = 25 May 2027.
    expect(formatCountdown("2027-05-25", now)).toBe("In 1 year 2 months 1 week 3 days");
    expect(formatCountdown("2026-03-16", now)).toBe("In 1 day");
    expect(formatCountdown("2026-03-29", now)).toBe("In 2 weeks");
    expect(formatCountdown("2026-04-15", now)).toBe("In 1 month");
    expect(formatCountdown("2028-03-15", now)).toBe("In 2 years");
    expect(formatCountdown("2026-04-14", now)).toBe("In 4 weeks 2 days");
  });

  it("clamps month ends", () => {
    const jan31 = at(2026, 1, 31);
    expect(formatCountdown("2026-02-28", jan31)).toBe("In 1 month");
    expect(formatCountdown("2026-03-31", jan31)).toBe("In 2 months");
  });
});

describe("numbers and text", () => {
  it("adds thousands separators", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(-12500.5)).toBe("-12,500.5");
    expect(formatNumber("20000")).toBe("20,000");
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(null)).toBe("");
  });

  it("formats blank input as an empty string, not 0", () => {
    expect(formatNumber("")).toBe("");
    expect(formatNumber("   ")).toBe("");
    expect(formatNumber("\t\n")).toBe("");
    expect(formatNumber(undefined)).toBe("");
    expect(formatNumber(" 42 ")).toBe("42");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber("0")).toBe("0");
  });

  it("truncates to 20 characters plus an ellipsis by default", () => {
    expect(truncateText("Exactly twenty chars")).toBe("Exactly twenty chars");
    expect(truncateText("This vendor name is far too long")).toBe("This vendor name is ...");
    expect(truncateText("abcdef", 3)).toBe("abc...");
    expect(truncateText(null)).toBe("");
    // Counted in characters, not UTF-16 units: no emoji is cut into a lone surrogate.
    expect(truncateText("😀".repeat(25))).toBe(`${"😀".repeat(20)}...`);
    expect(truncateText("😀".repeat(20))).toBe("😀".repeat(20));
  });

  it("makes random ids of 8 alphanumerics by default", () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomId(16)).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
