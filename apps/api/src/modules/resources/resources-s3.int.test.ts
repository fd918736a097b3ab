import { fieldMessages, type ResourceUploadResponse, uploadLimitBytes } from "@tierline/contracts";
import { createS3FileStorage, type FileStorage } from "@tierline/core";
import { sampleFiles } from "@tierline/core/testing/files";
import { startS3Server } from "@tierline/core/testing/s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

/**
 * The whole upload flow on the S3 driver against a real S3-protocol server (s3rver) started here. It
 * stores what a presigned form sends without enforcing the policy, so the api's checks after upload
 * (size, type by content) are what refuses an oversized or lying file.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: FileStorage;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let headers: Record<string, string>;
let api: ReturnType<typeof callApi>;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3FileStorage(s3.config);
  t = await startTestApp({ storage });
  owner = await ownerWithPassword(t.db, "s3@example.test");
  headers = await bearerFor(t, "s3@example.test");
  api = callApi(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function announceVendorList(fileName: string) {
  const res = await api("POST", "/resources/vendors-list", headers, {
    file_name: fileName,
    entity: owner.entity.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ResourceUploadResponse;
}
const complete = (id: string) => api("PUT", `/resources/${id}`, headers, { status: "UPLOADED" });

describe("uploads to S3", () => {
  it("hands out a presigned POST to the bucket and checks the stored vendor list", async () => {
    const { resource, upload } = await announceVendorList("vendors.xlsx");
    expect(upload.url).toBe(`${s3.config.endpoint}/tierline`);
    expect(upload.fields).toMatchObject({
      key: `resources/${resource.id}`,
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    });
    const xlsx = sampleFiles.xlsx();
    expect((await postUploadForm(upload, xlsx)).status).toBe(204);
    const res = await complete(resource.id);
    expect(res.json()).toMatchObject({
      status: "UPLOADED",
      size: xlsx.length,
      linked_object_id: owner.entity.id,
    });
    const stored = await storage.openRead(upload.fields.key!);
    expect(Buffer.concat(await stored.toArray())).toEqual(xlsx);
  });

  it("lets the page post forms to the storage's origin (connect-src)", async () => {
    const res = await t.app.inject({ url: "/api/v1/health" });
    const connect = String(res.headers["content-security-policy"]).match(/connect-src ([^;]*)/)?.[1];
    expect(connect?.split(" ")).toEqual(["'self'", s3.config.endpoint]);
  });

  it("rejects and deletes a file whose extension lies about its content", async () => {
    const { resource, upload } = await announceVendorList("vendors.csv");
    expect((await postUploadForm(upload, sampleFiles.png())).status).toBe(204);
    const res = await complete(resource.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: fieldMessages.spreadsheetFileType });
    expect(await storage.head(upload.fields.key!)).toBeNull();
  });

  it("rejects and deletes a file over 200 MB that the storage let through", async () => {
    const { resource, upload } = await announceVendorList("vendors.csv");
    const lines = Buffer.from("name,country\n".repeat(5_000));
    const posted = await postUploadForm(upload, { size: uploadLimitBytes + 1, chunk: lines });
    expect(posted.status).toBe(204);
    expect(await storage.head(upload.fields.key!)).toEqual({ size: uploadLimitBytes + 1 });
    const res = await complete(resource.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: fieldMessages.fileTooLarge });
    expect(await storage.head(upload.fields.key!)).toBeNull();
    const row = await t.db.resource.findUniqueOrThrow({ where: { id: resource.id } });
    expect(row).toMatchObject({ status: "REJECTED", size: BigInt(uploadLimitBytes + 1) });
  }, 120_000);

  it("deletes the stored object with its resource", async () => {
    const { resource, upload } = await announceVendorList("vendors.csv");
    await postUploadForm(upload, sampleFiles.csv());
    expect((await complete(resource.id)).statusCode).toBe(200);
    expect((await api("DELETE", `/resources/${resource.id}`, headers)).statusCode).toBe(200);
    expect(await storage.head(upload.fields.key!)).toBeNull();
  });
});
