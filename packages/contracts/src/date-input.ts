import { type CalendarDate, isValidCalendarDate } from "./calendar";

/**
 * The accepted date input formats of spec section 5 (fourteen: "MMM DD, YYYY" is one format), in the order they are tried. Parsing is
 * strict: each token has a fixed width (YYYY 4 digits, MM/DD/YY 2 digits, MMM an English short month
 * name in any case), separators must match exactly, and the first format giving a real calendar day
 * with a year above 0 wins. Only surrounding whitespace is ignored.
 */
export const acceptedDateFormats = [
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
] as const;
export type AcceptedDateFormat = (typeof acceptedDateFormats)[number];

export const shortMonthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

type Token = "YYYY" | "YY" | "MM" | "MMM" | "DD";
const tokenPattern: Record<Token, string> = {
  YYYY: "(\\d{4})",
  YY: "(\\d{2})",
  MM: "(\\d{2})",
  DD: "(\\d{2})",
  MMM: "([A-Za-z]{3})",
};

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Compiles a format into an anchored regex and the token order of its groups. */
function compile(format: string): { regex: RegExp; tokens: Token[] } {
  const tokens: Token[] = [];
  const source = format.replace(/YYYY|YY|MMM|MM|DD|[^YMD]+/g, (part) => {
    if (part in tokenPattern) {
      tokens.push(part as Token);
      return tokenPattern[part as Token];
    }
    return escapeLiteral(part);
  });
  return { regex: new RegExp(`^${source}$`), tokens };
}

const compiledFormats = acceptedDateFormats.map((format) => ({ format, ...compile(format) }));

/**
 * Two-digit years (YYMMDD) follow the common pivot: 00-68 are 2000-2068, 69-99 are 1969-1999.
 */
export function expandTwoDigitYear(yy: number): number {
  return yy <= 68 ? 2000 + yy : 1900 + yy;
}

function monthFromName(name: string): number {
  const lower = name.toLowerCase();
  return shortMonthNames.findIndex((month) => month.toLowerCase() === lower) + 1;
}

function parseWith(text: string, { regex, tokens }: { regex: RegExp; tokens: Token[] }) {
  const match = regex.exec(text);
  if (!match) return null;
  const date: CalendarDate = { year: 0, month: 0, day: 0 };
  tokens.forEach((token, index) => {
    const value = match[index + 1] ?? "";
    if (token === "YYYY") date.year = Number(value);
    else if (token === "YY") date.year = expandTwoDigitYear(Number(value));
    else if (token === "MM") date.month = Number(value);
    else if (token === "MMM") date.month = monthFromName(value);
    else date.day = Number(value);
  });
  return isValidCalendarDate(date) ? date : null;
}

/** Parses date input text with the first accepted format that fits; null when none does. */
export function parseDateInput(text: string): CalendarDate | null {
  return parseDateInputWithFormat(text)?.date ?? null;
}

/** Like `parseDateInput`, also telling which format matched. */
export function parseDateInputWithFormat(
  text: string,
): { date: CalendarDate; format: AcceptedDateFormat } | null {
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  for (const compiled of compiledFormats) {
    const date = parseWith(trimmed, compiled);
    if (date) return { date, format: compiled.format };
  }
  return null;
}

export function isValidDateInput(text: string): boolean {
  return parseDateInput(text) !== null;
}
