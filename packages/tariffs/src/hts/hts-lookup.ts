import { checkHtsCode } from "@tierline/contracts";
import type { HtsNode, HtsSchedule } from "./hts-schedule";

/** Digits grouped as the schedule prints them: 4, then pairs ("0101.21.00.10"). */
function publishedForm(digits: string): string {
  return [digits.slice(0, 4), ...(digits.slice(4).match(/\d{2}/g) ?? [])].join(".");
}

/**
 * The line a user's US code names ("6109.10.0012", "6109 10 00 12", "6109100012"), or null when the
 * input does not fit the US mask or the schedule has no such line. A 10-digit code ending in 00 also
 * finds an 8-digit line published without a statistical break-out (chapter 91 of the shared copy).
 */
export function findHtsLine(schedule: HtsSchedule, input: string): HtsNode | null {
  const checked = checkHtsCode(input, "US");
  if (!checked.ok) return null;
  const digits = checked.code.replaceAll(".", "");
  const line = schedule.byCode.get(publishedForm(digits));
  if (line) return line;
  const tariffLine = digits.endsWith("00")
    ? schedule.byCode.get(publishedForm(digits.slice(0, 8)))
    : undefined;
  return tariffLine?.declarable ? tariffLine : null;
}
