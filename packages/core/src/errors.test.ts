import { messageForCode, messageForStatus, rateLimitMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { AppError, RateLimitedError } from "./errors";

describe("AppError", () => {
  it("says what its status says in the status table unless it says more", () => {
    expect(new AppError("NOT_FOUND").message).toBe(messageForStatus(404));
    expect(new AppError("CONFLICT").message).toBe(messageForStatus(409));
    expect(new AppError("FORBIDDEN").message).toBe(messageForStatus(403));
    expect(new AppError("LINK_INVALID", "This link expired.").message).toBe("This link expired.");
  });

  it("says what contracts give a code whose status the table leaves out", () => {
    expect(new AppError("URI_TOO_LONG").message).toBe(messageForCode("URI_TOO_LONG"));
    expect(new AppError("URI_TOO_LONG").message).not.toBe(messageForStatus(414));
  });

  it("carries field messages with or without a message of its own", () => {
    const plain = new AppError("VALIDATION", { email: "Email is required" });
    expect(plain.message).toBe(messageForStatus(400));
    expect(plain.fields).toEqual({ email: "Email is required" });
    const said = new AppError("CONFLICT", "Taken.", { email: "Taken." });
    expect([said.message, said.fields]).toEqual(["Taken.", { email: "Taken." }]);
  });
});

describe("RateLimitedError", () => {
  it("waits whole seconds, rounded up, and says the same wait in its message and on its field", () => {
    const error = new RateLimitedError(59.2, rateLimitMessages.invitationMail, "email");
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.retryAfterSeconds).toBe(60);
    expect(error.message).toBe(
      "Too many invitation emails were sent to this address. Try again in 1 minute.",
    );
    expect(error.fields).toEqual({ email: error.message });
    expect(new RateLimitedError(-3, rateLimitMessages.requests).retryAfterSeconds).toBe(1);
    expect(new RateLimitedError(5, rateLimitMessages.requests).fields).toBeUndefined();
  });
});
