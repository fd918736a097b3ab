/**
 * Published dates to ISO yyyy-mm-dd. Each list has its own order (UK day first, BIS month first), so
 * the caller says which; an impossible date ("00/00/1994", "31/02/2020") gives undefined.
 */

const monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function iso(year: number, month: number, day: number): string | undefined {
  if (!(year >= 1000 && year <= 9999 && month >= 1 && month <= 12 && day >= 1)) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && !leap ? 28 : monthDays[month - 1]!)) return undefined;
  return `${year}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/** "14/04/2025" (UK). */
export function dayMonthYear(text: string | undefined): string | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text ?? "");
  return match ? iso(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

/** "06/19/2003" (BIS). */
export function monthDayYear(text: string | undefined): string | undefined {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text ?? "");
  return match ? iso(Number(match[3]), Number(match[1]), Number(match[2])) : undefined;
}

/** "2012-12-31", "2026-02-27T00:00:09.554Z" (UN, EU, CSL): the calendar date as written. */
export function isoDate(text: string | undefined): string | undefined {
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(text ?? "");
  return match ? iso(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/**
 * A spreadsheet serial day number (days since 1899-12-30, the Excel/Lotus epoch that absorbs the
 * phantom 29 Feb 1900), for an XLSX cell holding a date as a number rather than as text.
 */
export function spreadsheetSerial(text: string | undefined): string | undefined {
  if (!text || !/^\s*\d{4,6}(?:\.\d+)?\s*$/.test(text)) return undefined;
  const days = Math.floor(Number(text));
  return new Date(Date.UTC(1899, 11, 30) + days * 86_400_000).toISOString().slice(0, 10);
}
