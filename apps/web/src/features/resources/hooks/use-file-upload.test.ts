import { fieldMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { failureMessage } from "./use-file-upload";

describe("what a failed upload says", () => {
  it("prefers the message on the file (the size or type rule)", () => {
    const refused = new ApiError({
      status: 400,
      code: "VALIDATION",
      message: "Invalid request. Please check your input and try again.",
      fields: { file: fieldMessages.spreadsheetFileType },
      endpoint: "PUT /resources/{id}",
    });
    expect(failureMessage(refused)).toBe(fieldMessages.spreadsheetFileType);
  });

  it("says nothing of a cancelled upload, and leaves errors that are not the api's to the caller", () => {
    const cancelled = new ApiError({
      status: 0,
      code: "ABORTED",
      message: "x",
      endpoint: "Upload file",
      aborted: true,
    });
    expect(failureMessage(cancelled)).toBeNull();
    expect(failureMessage(new Error("bug"))).toBeNull();
  });
});
