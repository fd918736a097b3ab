import { z } from "zod";

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
  /** Every membership of the user was deactivated: no sign-in, no refresh. */
  ACCOUNT_DEACTIVATED: 403,
  /** A magic link opened on a device other than the one that asked for it. */
  CLIENT_CODE_MISMATCH: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;
