import { describe, expect, it } from "vitest";
import { errorCodes, messageForCode } from "./errors";

describe("messageForCode", () => {
  it("gives each status outside the snackbar's table a message of its own", () => {
    expect(messageForCode("URI_TOO_LONG")).toBe("Address too long. Please check the link and try again.");
    expect(messageForCode("HEADERS_TOO_LARGE")).toBe(
      "Request headers too large. Please clear this site's cookies and try again.",
    );
    expect(messageForCode("UNSUPPORTED_MEDIA_TYPE")).toBe(
      "Unsupported content type. Please send the request as JSON.",
    );
    expect(messageForCode("REQUEST_TIMEOUT")).toBe("Request timed out. Please try again.");
  });

  it("says a body too large is the request's body, not a file (the api takes no files)", () => {
    expect(messageForCode("BODY_TOO_LARGE")).toBe(
      "Request body too large. Please shorten what you entered and try again.",
    );
  });

  it("gives the others their status's snackbar text", () => {
    expect(messageForCode("VALIDATION")).toBe("Invalid request. Please check your input and try again.");
    expect(messageForCode("RATE_LIMITED")).toBe("Too many requests. Please wait a moment and try again.");
  });

  it("never falls back to the unexpected-error text", () => {
    for (const code of Object.keys(errorCodes) as (keyof typeof errorCodes)[])
      expect(messageForCode(code), code).not.toBe("An unexpected error occurred");
  });
});
