import { apiMessages, fieldMessages, messageForStatus } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { uploadFailure, uploadFormData } from "./post-upload-form";

describe("the upload form", () => {
  it("sends every presigned field in order, then the file last as `file`", () => {
    const form = uploadFormData(
      { fields: { key: "resources/w/r", "Content-Type": "text/csv", Policy: "p" } },
      new Blob(["a,b"]),
      "v.csv",
    );
    expect([...form.keys()]).toEqual(["key", "Content-Type", "Policy", "file"]);
  });
});

describe("a refused upload", () => {
  it("keeps the api's own answer (the local storage's 413)", () => {
    const body = JSON.stringify({
      status: 413,
      code: "FILE_TOO_LARGE",
      message: fieldMessages.fileTooLarge,
      fields: { file: fieldMessages.fileTooLarge },
    });
    const error = uploadFailure(413, body);
    expect(error).toMatchObject({
      status: 413,
      message: fieldMessages.fileTooLarge,
      fields: { file: fieldMessages.fileTooLarge },
    });
  });

  it("says S3's size refusal with the spec's message", () => {
    const xml =
      "<?xml version='1.0'?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>";
    expect(uploadFailure(400, xml)).toMatchObject({
      status: 400,
      message: fieldMessages.fileTooLarge,
      fields: { file: fieldMessages.fileTooLarge },
    });
  });

  it("says an expired or broken S3 policy as an upload link to start again", () => {
    const xml =
      "<Error><Code>AccessDenied</Code><Message>Invalid according to Policy: Policy expired.</Message></Error>";
    expect(uploadFailure(403, xml)).toMatchObject({ status: 403, message: apiMessages.uploadLinkInvalid });
  });

  it("falls back on the status table, and on the network message without an answer", () => {
    expect(uploadFailure(503, "<html/>").message).toBe(messageForStatus(503));
    expect(uploadFailure(0, "")).toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: messageForStatus(0),
    });
  });
});
