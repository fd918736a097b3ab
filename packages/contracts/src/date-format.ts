import type { CalendarDate } from "./calendar";
import { shortMonthNames } from "./date-input";

/** Display formats of spec section 5: MM/DD/YYYY by default, "MMM DD, YYYY" in vendor upload and product catalogue. */
export const displayDateFormats = {
  default: "MM/DD/YYYY",
  vendorUpload: "MMM DD, YYYY",
  productCatalogue: "MMM DD, YYYY",
} as const;
export type DisplayDateContext = keyof typeof displayDateFormats;

const pad2 = (value: number) => String(value).padStart(2, "0");
const pad4 = (value: number) => String(value).padStart(4, "0");

/** "03/04/2024" for 4 March 2024. */
export function formatDateMmDdYyyy({ year, month, day }: CalendarDate): string {
  return `${pad2(month)}/${pad2(day)}/${pad4(year)}`;
}

/** "Mar 04, 2024" for 4 March 2024. */
export function formatDateMmmDdYyyy({ year, month, day }: CalendarDate): string {
  return `${shortMonthNames[month - 1] ?? ""} ${pad2(day)}, ${pad4(year)}`;
}

/** Formats a day for display in the given screen context. */
export function formatDisplayDate(date: CalendarDate, context: DisplayDateContext = "default"): string {
  return displayDateFormats[context] === "MM/DD/YYYY" ? formatDateMmDdYyyy(date) : formatDateMmmDdYyyy(date);
}
