/**
 * A date without time or zone, as the product's date fields hold it. Month and day are 1-based.
 * All date rules in this package work on this shape; `toIsoDate` gives the wire form (YYYY-MM-DD).
 */
export type CalendarDate = { year: number; month: number; day: number };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return monthLengths[month - 1] ?? 0;
}

/** A real calendar day with a year from 1 to 9999. */
export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative when `a` is before `b`, 0 when equal, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The UTC calendar day of an instant. */
export function calendarDateFromDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Midnight UTC of a calendar day. */
export function calendarDateToUtcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date;
}

/** The wire form YYYY-MM-DD. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The furthest-ahead time zone, UTC+14 (Line Islands). */
const latestZoneOffsetMs = 14 * 60 * 60 * 1000;

/**
 * The latest calendar day that is "today" somewhere on Earth at `now`. A "not in the future" rule
 * compares against this so that browser (local day) and server (UTC) never disagree: a user east of
 * UTC typing their own today is never refused.
 */
export function latestToday(now: Date): CalendarDate {
  return calendarDateFromDate(new Date(now.getTime() + latestZoneOffsetMs));
}
