import { type ErrorCode, messageForCode } from "@tierline/contracts";

type Fields = Record<string, string>;

/**
 * The only error core throws on purpose. The api's one error handler maps `code` to a status. Without
 * a message of its own, an error says what its status says in the status table (spec section 8), or,
 * for a status the table leaves out (414, 415, 431...), what contracts' `messageForCode` gives it.
 */
export class AppError extends Error {
  readonly fields?: Fields;
  constructor(code: ErrorCode, fields?: Fields);
  constructor(code: ErrorCode, message: string, fields?: Fields);
  constructor(
    readonly code: ErrorCode,
    messageOrFields?: string | Fields,
    fields?: Fields,
  ) {
    const message = typeof messageOrFields === "string" ? messageOrFields : undefined;
    super(message ?? messageForCode(code));
    this.name = "AppError";
    this.fields = typeof messageOrFields === "object" ? messageOrFields : fields;
  }
}

/** The answer for an unknown or foreign object: whether it exists elsewhere is never told. */
export const notFound = () => new AppError("NOT_FOUND");

/** A write whose expected state was gone when it ran: another request changed the object first. */
export const lostRace = () => new AppError("CONFLICT");

/**
 * Too many of something: 429 with `Retry-After` (whole seconds); the message says the same wait in
 * words, and is also given on `field` when the refusal is about one input.
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(seconds: number, message: (seconds: number) => string, field?: string) {
    const whole = Math.max(1, Math.ceil(seconds));
    const text = message(whole);
    super("RATE_LIMITED", text, field ? { [field]: text } : undefined);
    this.retryAfterSeconds = whole;
  }
}
