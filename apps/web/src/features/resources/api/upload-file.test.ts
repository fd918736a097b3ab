import { fieldMessages, uploadLimitBytes } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { fileProblem } from "./upload-file";

const file = (name: string, size = 10) => ({ name, size, type: "" });

describe("the checks before an upload", () => {
  it("takes what the kind allows up to 200 MB", () => {
    expect(fileProblem(file("policy.PDF"), "general")).toBeNull();
    expect(fileProblem(file("vendors.xlsx", uploadLimitBytes), "vendor_upload")).toBeNull();
  });

  it("refuses one byte over 200 MB with the spec's message", () => {
    expect(fileProblem(file("vendors.csv", uploadLimitBytes + 1), "vendor_upload")).toBe(
      fieldMessages.fileTooLarge,
    );
  });

  it("refuses a type the kind does not allow", () => {
    expect(fileProblem(file("setup.exe"), "general")).toBe(fieldMessages.fileType);
    expect(fileProblem(file("scan.pdf"), "vendor_upload")).toBe(fieldMessages.spreadsheetFileType);
  });
});
