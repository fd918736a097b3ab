import { describe, expect, it } from "vitest";
import { rateLimitMessages, waitText } from "./api-messages";

describe("waitText", () => {
  it("says seconds under a minute and whole minutes above, rounded up", () => {
    expect(waitText(0)).toBe("1 second");
    expect(waitText(1)).toBe("1 second");
    expect(waitText(59)).toBe("59 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(14 * 60 - 5)).toBe("14 minutes");
    expect(waitText(15 * 60)).toBe("15 minutes");
  });
});

describe("rateLimitMessages", () => {
  it("says what was limited and how long to wait", () => {
    expect(rateLimitMessages.signIn(838)).toBe("Too many sign-in attempts. Try again in 14 minutes.");
    expect(rateLimitMessages.requests(20)).toBe("Too many requests. Try again in 20 seconds.");
    expect(rateLimitMessages.mail(60)).toBe(
      "Too many emails were requested for this address. Try again in 1 minute.",
    );
    expect(rateLimitMessages.invitationMail(3599)).toBe(
      "Too many invitation emails were sent to this address. Try again in 60 minutes.",
    );
  });
});
