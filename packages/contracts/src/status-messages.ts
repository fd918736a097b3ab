import { type HandledStatus, statusMessages, unexpectedErrorMessage } from "./messages";

/** The statuses the error snackbar maps (spec section 8 + decisions.md gap 12), ascending. */
export const handledStatuses = Object.keys(statusMessages)
  .map(Number)
  .sort((a, b) => a - b) as HandledStatus[];

export function isHandledStatus(status: unknown): status is HandledStatus {
  return typeof status === "number" && Object.hasOwn(statusMessages, status);
}

/** The snackbar text for a rejected call's status; "An unexpected error occurred" when unmapped or absent. */
export function messageForStatus(status: number | null | undefined): string {
  return isHandledStatus(status) ? statusMessages[status] : unexpectedErrorMessage;
}
