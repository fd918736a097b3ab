import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { isHandledStatus, messageForCode, messageForStatus } from "@tierline/contracts";
import { isApiError } from "../../lib/api-error";
import { formatClock } from "../../lib/format";

export interface ErrorSnackbarContent {
  /** The mapped status message, or "An unexpected error occurred". */
  message: string;
  endpoint: string;
  /** "3:04 pm" */
  time: string;
  /** The whole line: message, then endpoint name and time. */
  text: string;
}

/**
 * The api's own 429 says what was limited and how long to wait (decisions.md, "Every 429 says how
 * long"): the snackbar shows that rather than the table's "wait a moment". A 429 in another shape (a
 * proxy's) keeps the table's text. The api's own 413 is a JSON body too large (it takes no files), which
 * the table's 413 text ("File too large") would misname.
 */
function snackbarMessage(error: unknown): string {
  if (!isApiError(error)) return messageForStatus(undefined);
  if (error.status === 429 && error.code === "RATE_LIMITED" && error.message) return error.message;
  if (error.status === 413 && error.code === "BODY_TOO_LARGE") return messageForCode("BODY_TOO_LARGE");
  return messageForStatus(error.status);
}

/** The error snackbar's text for a rejected call (spec section 8). */
export function buildErrorSnackbar(error: unknown, now: Date = new Date()): ErrorSnackbarContent {
  const endpoint = isApiError(error) ? error.endpoint : "";
  const message = snackbarMessage(error);
  const time = formatClock(now);
  const text = endpoint ? `${message} ${endpoint} at ${time}` : `${message} at ${time}`;
  return { message, endpoint, time, text };
}

/** Rejected calls with one of the configured statuses get a snackbar; cancelled calls never do. */
export function shouldShowErrorSnackbar(error: unknown, silentStatuses: readonly number[] = []): boolean {
  if (!isApiError(error) || error.aborted) return false;
  return isHandledStatus(error.status) && !silentStatuses.includes(error.status);
}

export function showErrorSnackbar(error: unknown): void {
  const content = buildErrorSnackbar(error);
  notifications.show({
    color: "red",
    icon: <IconAlertCircle size={20} aria-hidden />,
    message: (
      <span data-testid="snackbar-error">
        <span>{content.message}</span>
        <span style={{ display: "block", opacity: 0.7, fontSize: "0.9em", marginTop: 2 }}>
          {content.endpoint ? `${content.endpoint} · ${content.time}` : content.time}
        </span>
      </span>
    ),
  });
}

export function showSuccessSnackbar(message: string): void {
  notifications.show({
    // One per message: two saves in a row ("Changes saved" after each wizard step) show one snackbar
    // instead of a stack that covers the form's buttons on a phone.
    id: `success:${message}`,
    color: "teal",
    icon: <IconCircleCheck size={20} aria-hidden />,
    message: <span data-testid="snackbar-success">{message}</span>,
  });
}

/**
 * Something the user did not do but must know (the workspace they worked in was taken away): not an
 * error of theirs, nor a success. Long names wrap rather than widen it.
 */
export function showNoticeSnackbar(message: string): void {
  notifications.show({
    color: "yellow",
    icon: <IconAlertCircle size={20} aria-hidden />,
    message: (
      <span data-testid="snackbar-notice" style={{ overflowWrap: "anywhere" }}>
        {message}
      </span>
    ),
  });
}
