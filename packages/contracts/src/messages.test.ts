import { describe, expect, it } from "vitest";
import { fieldMessages, statusMessages, successMessages, unexpectedErrorMessage } from "./messages";

describe("fieldMessages", () => {
  it("holds the field messages of spec section 8 word for word", () => {
    expect(fieldMessages).toMatchObject({
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email",
      passwordTooShort: "Must have at least 8 characters",
      fileTooLarge: "Uploaded file can not be greater than 200MB",
      fileType: "Only PNG, JPEG, PDF, CSV, DOC, and XLSX files are allowed",
      columnsRequired: "Please select all required columns",
      countryMandatory: "The country field is mandatory",
      columnNameInUse: "Column name is already in use",
      registeredDateFuture: "Registered date must not be in the future",
      rolesRequired: "Please select at least one role",
      dateIncorrect: "Date is incorrect",
    });
  });

  it("gives every rule its own message, so a field error tells which rule failed", () => {
    const messages = Object.values(fieldMessages);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toBe(message.trim());
  });
});

describe("statusMessages", () => {
  it("holds the seven messages of spec section 8 word for word, keeping 'occured' in 502", () => {
    expect(statusMessages[400]).toBe("Invalid request. Please check your input and try again.");
    expect(statusMessages[401]).toBe("Unauthorized access. Please log in to continue.");
    expect(statusMessages[403]).toBe("Access denied. You do not have permission to perform this action.");
    expect(statusMessages[404]).toBe("Resource not found. The requested item does not exist.");
    expect(statusMessages[500]).toBe(
      "Something went wrong on our end and our team is working on it. Please try again later.",
    );
    expect(statusMessages[502]).toBe(
      "An error occured, and our team is working on it. Please try again later.",
    );
    expect(statusMessages[503]).toBe(
      "Service Unavailable: Service is currently unavailable. Please try again later.",
    );
  });

  it("adds 409, 413 and 429 (decisions.md gap 12)", () => {
    expect(statusMessages[409]).toBe(
      "Conflict. The item was changed or is in a state that does not allow this action.",
    );
    expect(statusMessages[413]).toBe("File too large. Please upload a smaller file.");
    expect(statusMessages[429]).toBe("Too many requests. Please wait a moment and try again.");
  });

  it("has the fallback text", () => {
    expect(unexpectedErrorMessage).toBe("An unexpected error occurred");
  });
});

describe("successMessages", () => {
  it("holds the thirteen success messages of spec section 8 word for word", () => {
    expect(Object.values(successMessages)).toEqual([
      "Invitation sent",
      "Invitations sent",
      "Invite URL copied",
      "Changes saved",
      "Policy created",
      "Policy deleted",
      "Policy file uploaded",
      "Subscription Updated",
      "Product catalog added",
      "Supply stream added",
      "Restricted Party Screening completed",
      "Successfully submitted compliance response",
      "roles terminated",
    ]);
  });
});
