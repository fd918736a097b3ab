import { z } from "zod";
import { apiMessages } from "./api-messages";
import { fieldMessages } from "./messages";
import { messageForStatus } from "./status-messages";

/** The one wire shape of every error answer (decisions.md, API conventions). */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes thrown by core as AppError(code) and mapped to a status by the api's one error handler. */
export const errorCodes = {
  VALIDATION: 400,
  /** An expired, used or unknown single-use link (magic link, password reset). */
  LINK_INVALID: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  /** A refresh token that is unknown, expired, revoked or reused. */
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  /** A local storage upload link whose signature is wrong or whose time is up. */
  UPLOAD_LINK_INVALID: 403,
  /** Every membership of the user was deactivated: no sign-in, no refresh. */
  ACCOUNT_DEACTIVATED: 403,
  /** A magic link opened on a device other than the one that asked for it. */
  CLIENT_CODE_MISMATCH: 403,
  NOT_FOUND: 404,
  /** The client took too long to send its request. */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** A request body over the limit (JSON: files go to storage, not through the api). */
  BODY_TOO_LARGE: 413,
  /** A file posted to the local storage's upload link past the link's size limit (200 MB). */
  FILE_TOO_LARGE: 413,
  /** The address (or one of its path segments) is longer than the api reads. */
  URI_TOO_LONG: 414,
  /** A body the api does not read (JSON only). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The request's headers (mostly cookies) are larger than the api reads. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/**
 * Messages of the codes whose status the snackbar's table leaves out (decisions.md gap 12), and of a
 * body too large, where the table's 413 text is about a file.
 */
const messagesBeyondStatusTable: Partial<Record<ErrorCode, string>> = {
  BODY_TOO_LARGE: apiMessages.bodyTooLarge,
  REQUEST_TIMEOUT: apiMessages.requestTimeout,
  URI_TOO_LONG: apiMessages.uriTooLong,
  UNSUPPORTED_MEDIA_TYPE: apiMessages.unsupportedMediaType,
  HEADERS_TOO_LARGE: apiMessages.headersTooLarge,
  FILE_TOO_LARGE: fieldMessages.fileTooLarge,
  UPLOAD_LINK_INVALID: apiMessages.uploadLinkInvalid,
};

/** What an error of `code` says when it says nothing more: its own message, else its status's. */
export const messageForCode = (code: ErrorCode): string =>
  messagesBeyondStatusTable[code] ?? messageForStatus(errorCodes[code]);
