import { z } from "zod";
import { type CalendarDate, compareCalendarDates, latestToday, toIsoDate } from "./calendar";
import { isValidDateInput, parseDateInput } from "./date-input";
import { fieldMessages } from "./messages";

/**
 * Date fields. The schemas keep the text as given (no transform, so they also describe themselves
 * in JSON Schema / OpenAPI); `isoDateInputSchema` additionally normalises to YYYY-MM-DD.
 */

/** Any accepted date input ("Date is incorrect" otherwise, also when empty). */
export const dateInputSchema = z
  .string({ error: fieldMessages.dateIncorrect })
  .refine(isValidDateInput, fieldMessages.dateIncorrect);

/** A required, valid date: `required` when blank, "Date is incorrect" when unparseable. */
export function requiredDateInput(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidDateInput, fieldMessages.dateIncorrect);
}

/** The plain "date" field of spec section 5 (required, valid). */
export const dateFieldSchema = requiredDateInput(fieldMessages.dateRequired);

/** A valid date input normalised to the wire form YYYY-MM-DD. */
export const isoDateInputSchema = dateInputSchema.transform((text) => toIsoDate(parseDateInput(text)!));

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** True when `date` is after every place's today at `now` (see `latestToday`). */
export function isFutureDate(date: CalendarDate, now: Date): boolean {
  return compareCalendarDates(date, latestToday(now)) > 0;
}

/**
 * Registered date (spec section 5): optional, but when given it must be a valid date that is not in
 * the future. `clock` is injectable so tests are deterministic; it is read at every parse.
 */
export function makeRegisteredDateSchema(clock: Clock = systemClock) {
  return (
    z
      .string({ error: fieldMessages.dateIncorrect })
      .trim()
      // The longest accepted input ("DD MMM YYYY" and the like) is 12 characters.
      .max(32, { error: fieldMessages.dateIncorrect, abort: true })
      .superRefine((text, ctx) => {
        if (text === "") return;
        const date = parseDateInput(text);
        if (!date) ctx.addIssue({ code: "custom", message: fieldMessages.dateIncorrect });
        else if (isFutureDate(date, clock())) {
          ctx.addIssue({ code: "custom", message: fieldMessages.registeredDateFuture });
        }
      })
      .optional()
  );
}

export const registeredDateSchema = makeRegisteredDateSchema();
