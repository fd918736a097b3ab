import { text } from "node:stream/consumers";
import { uploadLimitBytes } from "@tierline/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../testing/s3-server";
import { sampleFiles } from "../testing/sample-files";
import type { FileStorage } from "./file-storage";
import { createS3FileStorage } from "./s3-file-storage";

/** The S3 driver against a real S3-protocol server (s3rver), not a mock of the SDK. */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3FileStorage(s3.config);
});
afterAll(() => s3.close());

/** Posts a presigned form as a browser does: its fields, then the file. */
async function post(upload: { url: string; fields: Record<string, string> }, bytes: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append("file", new Blob([bytes]), "upload");
  return fetch(upload.url, { method: "POST", body: form });
}

describe("the S3 driver", () => {
  it("presigns a POST policy with the key, the type and the size range as conditions", async () => {
    const upload = await storage.presignUpload({
      key: "resources/w/r1",
      contentType: "application/pdf",
      maxBytes: uploadLimitBytes,
      expiresInSeconds: 3600,
    });
    expect(upload.url).toBe(`${s3.config.endpoint}/tierline`);
    expect(upload.fields).toMatchObject({ key: "resources/w/r1", "Content-Type": "application/pdf" });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, "base64").toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 0, uploadLimitBytes],
        { "Content-Type": "application/pdf" },
        { key: "resources/w/r1" },
        { bucket: "tierline" },
      ]),
    );
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now() + 3500_000);
  });

  it("stores a posted form, and heads, reads, ranges and deletes the object", async () => {
    const pdf = sampleFiles.pdf();
    const upload = await storage.presignUpload({
      key: "resources/w/r2",
      contentType: "application/pdf",
      maxBytes: uploadLimitBytes,
      expiresInSeconds: 3600,
    });
    const res = await post(upload, pdf);
    expect(res.status).toBe(204);
    expect(await storage.head("resources/w/r2")).toEqual({ size: pdf.length });
    expect(await storage.readRange("resources/w/r2", 0, 5)).toEqual(Buffer.from("%PDF-"));
    expect(await storage.readRange("resources/w/r2", pdf.length - 6, pdf.length + 100)).toEqual(
      pdf.subarray(pdf.length - 6),
    );
    expect(await storage.readRange("resources/w/r2", pdf.length + 10, pdf.length + 20)).toEqual(
      Buffer.alloc(0),
    );
    expect(await text(await storage.openRead("resources/w/r2"))).toBe(pdf.toString());
    await storage.delete("resources/w/r2");
    expect(await storage.head("resources/w/r2")).toBeNull();
    await storage.delete("resources/w/r2");
  });

  it("answers null for an object never stored", async () => {
    expect(await storage.head("resources/w/none")).toBeNull();
  });

  it("refuses keys it did not make", async () => {
    await expect(storage.head("../etc/passwd")).rejects.toThrow(/not a storage key/);
  });
});
