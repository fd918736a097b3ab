import type { ErrorCode } from "@tierline/contracts";

/** The only error core throws on purpose. The api's one error handler maps `code` to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
