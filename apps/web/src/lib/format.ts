import {
  type CalendarDate,
  compareCalendarDates,
  type DisplayDateContext,
  daysInMonth,
  formatDisplayDate,
  isValidCalendarDate,
  parseDateInput,
  randomIdLength,
  relativeTimeNowSeconds,
  shortMonthNames,
  truncationLength,
} from "@tierline/contracts";

/** A day (`CalendarDate` or `YYYY-MM-DD`), an instant (`Date` or ISO date-time text), or epoch ms. */
export type DateLike = Date | string | number | CalendarDate;

/** A date-only text (YYYY-MM-DD or any accepted input format of contracts) is a day, not an instant. */
function dayFromText(text: string): CalendarDate | null {
  return /\d{1,2}:\d{2}/.test(text) ? null : parseDateInput(text);
}

const localMidnight = ({ year, month, day }: CalendarDate) => {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date;
};

function toInstant(value: DateLike): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === "string") {
    const day = dayFromText(value);
    if (day) return localMidnight(day);
    // Only ISO 8601 date-times; other free text is not guessed at.
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return isValidCalendarDate(value) ? localMidnight(value) : null;
}

/** The calendar day a value stands for, in the viewer's time zone for instants. */
export function toCalendarDate(value: DateLike): CalendarDate | null {
  if (typeof value === "object" && !(value instanceof Date)) return isValidCalendarDate(value) ? value : null;
  if (typeof value === "string") {
    const day = dayFromText(value);
    if (day) return day;
  }
  const instant = toInstant(value);
  if (!instant) return null;
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Days from `a` to `b` (negative when `b` is earlier). */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** "03/04/2024" by default; "Mar 04, 2024" in vendor upload and product catalogue. "" when not a date. */
export function formatDate(
  value: DateLike | null | undefined,
  context: DisplayDateContext = "default",
): string {
  if (value === null || value === undefined) return "";
  const day = toCalendarDate(value);
  return day ? formatDisplayDate(day, context) : "";
}

/** "3:04 pm" */
export function formatClock(value: DateLike): string {
  const instant = toInstant(value);
  if (!instant) return "";
  const hours = instant.getHours();
  const minutes = String(instant.getMinutes()).padStart(2, "0");
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** "Today, 3:04 pm" for today, otherwise "Mar 5, 2024, 3:04 pm" (12-hour clock, short month name). */
export function formatTime(value: DateLike, now: Date = new Date()): string {
  const instant = toInstant(value);
  const day = toCalendarDate(value);
  const today = toCalendarDate(now);
  if (!instant || !day || !today) return "";
  const clock = formatClock(instant);
  if (compareCalendarDates(day, today) === 0) return `Today, ${clock}`;
  return `${shortMonthNames[day.month - 1]} ${day.day}, ${day.year}, ${clock}`;
}

/** "1 vendor", "2 vendors": a count with its unit, in the plural unless it is one. */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** "Now" under 60 seconds, then minutes, hours and days ago (up to a week), then the date. */
export function formatRelativeTime(value: DateLike, now: Date = new Date()): string {
  const instant = toInstant(value);
  if (!instant) return "";
  const seconds = Math.round((now.getTime() - instant.getTime()) / 1000);
  const elapsed = Math.abs(seconds);
  if (elapsed < relativeTimeNowSeconds) return "Now";
  const phrase = (text: string) => (seconds > 0 ? `${text} ago` : `in ${text}`);
  if (elapsed < 3600) return phrase(plural(Math.floor(elapsed / 60), "minute"));
  if (elapsed < 86_400) return phrase(plural(Math.floor(elapsed / 3600), "hour"));
  if (elapsed < 7 * 86_400) return phrase(plural(Math.floor(elapsed / 86_400), "day"));
  return formatDate(instant);
}

export type DateClass = "Today" | "Yesterday" | "Future" | "Older than yesterday";

/** Today, Yesterday, Future (after today) or Older than yesterday, by calendar day. */
export function classifyDate(value: DateLike, now: Date = new Date()): DateClass | null {
  const day = toCalendarDate(value);
  const today = toCalendarDate(now);
  if (!day || !today) return null;
  const diff = daysBetween(today, day);
  if (diff === 0) return "Today";
  if (diff > 0) return "Future";
  return diff === -1 ? "Yesterday" : "Older than yesterday";
}

/**
 * Time left until a day: "Date has passed" once it is behind us, "Expired" on the day itself
 * (nothing remains), otherwise "In 1 year 2 months 1 week 3 days" (zero parts left out).
 */
export function formatCountdown(target: DateLike, now: Date = new Date()): string {
  const end = toCalendarDate(target);
  const today = toCalendarDate(now);
  if (!end || !today) return "";
  const order = compareCalendarDates(end, today);
  if (order < 0) return "Date has passed";
  if (order === 0) return "Expired";

  let months = (end.year - today.year) * 12 + (end.month - today.month);
  if (compareCalendarDates(addMonths(today, months), end) > 0) months--;
  const days = daysBetween(addMonths(today, months), end);
  const parts = [
    [Math.floor(months / 12), "year"],
    [months % 12, "month"],
    [Math.floor(days / 7), "week"],
    [days % 7, "day"],
  ] as const;
  return `In ${parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => plural(count, unit))
    .join(" ")}`;
}

// Made on first use: the first Intl formatter of a page loads locale data, which would otherwise cost
// every page's start (the sign-in page formats no number).
let numberFormat: Intl.NumberFormat | undefined;

/** "1,234,567.89"; "" for blank input and anything else that is not a finite number. */
export function formatNumber(value: number | string | null | undefined): string {
  // `Number("")` and `Number("  ")` are 0: a blank string is no number.
  if (typeof value === "string" && value.trim() === "") return "";
  const number = typeof value === "string" ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return "";
  numberFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  return numberFormat.format(number);
}

/**
 * The first `length` characters (20 by default) followed by an ellipsis when the text is longer.
 * Characters are code points, so an emoji or a character outside the BMP is never cut in half.
 */
export function truncateText(text: string | null | undefined, length: number = truncationLength): string {
  if (!text) return "";
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join("")}...` : text;
}

const alphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` (8 by default) random letters and digits. */
export function randomId(length: number = randomIdLength): string {
  let id = "";
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 248 = 62 * 4: dropping bytes from 248 up keeps every character equally likely.
      if (byte < 248 && id.length < length) id += alphanumerics[byte % 62];
    }
  }
  return id;
}

/** A person's full name, or their e-mail when they gave no name. */
export function displayName(person: { first_name: string; last_name: string; email: string }): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.email;
}
