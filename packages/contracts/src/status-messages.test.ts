import { describe, expect, it } from "vitest";
import { handledStatuses, isHandledStatus, messageForStatus } from "./status-messages";

describe("messageForStatus", () => {
  it("maps the ten handled statuses", () => {
    expect(handledStatuses).toEqual([400, 401, 403, 404, 409, 413, 429, 500, 502, 503]);
  });

  it.each([
    [400, "Invalid request. Please check your input and try again."],
    [401, "Unauthorized access. Please log in to continue."],
    [403, "Access denied. You do not have permission to perform this action."],
    [404, "Resource not found. The requested item does not exist."],
    [409, "Conflict. The item was changed or is in a state that does not allow this action."],
    [413, "File too large. Please upload a smaller file."],
    [429, "Too many requests. Please wait a moment and try again."],
    [500, "Something went wrong on our end and our team is working on it. Please try again later."],
    [502, "An error occured, and our team is working on it. Please try again later."],
    [503, "Service Unavailable: Service is currently unavailable. Please try again later."],
  ])("answers %i with its message", (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });

  it.each([[418], [422], [504], [0]])("falls back for unmapped status %i", (status) => {
    expect(messageForStatus(status)).toBe("An unexpected error occurred");
  });

  it("falls back when there is no status (network error, aborted call)", () => {
    expect(messageForStatus(undefined)).toBe("An unexpected error occurred");
    expect(messageForStatus(null)).toBe("An unexpected error occurred");
  });

  it("recognises handled statuses only", () => {
    expect(isHandledStatus(409)).toBe(true);
    expect(isHandledStatus(422)).toBe(false);
    expect(isHandledStatus("400")).toBe(false);
  });
});
