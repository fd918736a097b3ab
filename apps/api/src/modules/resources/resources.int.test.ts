import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import {
  apiMessages,
  fieldMessages,
  type ResourceUploadResponse,
  uploadLimitBytes,
} from "@tierline/contracts";
import { createLocalFileStorage } from "@tierline/core";
import { sampleFiles } from "@tierline/core/testing/files";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

let t: TestApp;
let origin: string;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let headers: Record<string, string>;
let api: ReturnType<typeof callApi>;

beforeAll(async () => {
  t = await startTestApp();
  // The upload link is posted over HTTP, as a browser does: the api listens on a port of its own.
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await ownerWithPassword(t.db, "files@example.test");
  headers = await bearerFor(t, "files@example.test");
  api = callApi(t);
});
afterAll(() => t.close());

const storedPath = (key: string) => path.join(t.env.FILES_DIR, key);

async function announce(fileName: string, url = "/resources", body: object = {}) {
  const res = await api("POST", url, headers, { file_name: fileName, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ResourceUploadResponse;
}

async function uploaded(fileName: string, bytes: Buffer) {
  const announced = await announce(fileName);
  const posted = await postUploadForm(announced.upload, bytes, { origin });
  expect(posted.status, posted.body).toBe(204);
  return announced;
}

const complete = (id: string) => api("PUT", `/resources/${id}`, headers, { status: "UPLOADED" });

describe("announcing an upload", () => {
  it("answers the resource and a signed form for the local folder", async () => {
    const { resource, upload } = await announce("Policy.PDF", "/resources", {
      content_type: "application/x-lie",
      size: 80,
    });
    expect(resource).toMatchObject({
      kind: "general",
      file_name: "Policy.PDF",
      status: "AWAITING_UPLOAD",
      content_type: null,
      size: null,
      created_by: owner.user.id,
    });
    const url = new URL(upload.url);
    expect(url.pathname).toBe("/api/v1/resources/upload");
    expect(url.searchParams.get("max")).toBe(String(uploadLimitBytes));
    expect(url.searchParams.get("signature")).toMatch(/^[\w-]{43}$/);
    // The stored type comes from the name's extension, not from what the browser said.
    expect(upload.fields).toEqual({
      key: expect.stringMatching(/^resources\//),
      "Content-Type": "application/pdf",
    });
    expect(upload.max_size).toBe(uploadLimitBytes);
    expect(Date.parse(upload.expires)).toBeGreaterThan(Date.now());
  });

  it.each([
    ["/resources", { file_name: "setup.exe" }, "file_name", fieldMessages.fileType],
    ["/resources", { file_name: "no-extension" }, "file_name", fieldMessages.fileType],
    ["/resources", { file_name: "" }, "file_name", fieldMessages.fileRequired],
    ["/resources", { file_name: "big.pdf", size: uploadLimitBytes + 1 }, "size", fieldMessages.fileTooLarge],
    ["/resources/vendors-list", { file_name: "vendors.pdf" }, "file_name", fieldMessages.spreadsheetFileType],
    ["/resources/vendors-list", { file_name: "vendors.csv" }, "entity", fieldMessages.entityInvalid],
  ])("%s refuses %j on %s", async (url, body, field, message) => {
    const withEntity = url.endsWith("vendors-list") && !("entity" in body) ? { entity: owner.entity.id } : {};
    const payload = field === "entity" ? { ...body, entity: "not-an-id" } : { ...withEntity, ...body };
    const res = await api("POST", url, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("takes a vendor list only for the workspace's own company, and links it to it", async () => {
    const other = await ownerWithPassword(t.db, "other-files@example.test");
    const foreign = await api("POST", "/resources/vendors-list", headers, {
      file_name: "vendors.csv",
      entity: other.entity.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ entity: fieldMessages.entityInvalid });
    const { resource, upload } = await announce("vendors.xlsx", "/resources/vendors-list", {
      entity: owner.entity.id,
    });
    expect(resource).toMatchObject({ kind: "vendor_upload", linked_object_id: owner.entity.id });
    expect(upload.fields["Content-Type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("is for members who write: a Viewer may not upload", async () => {
    const viewer = await signedInMember(t, owner.workspace.id, ["VIEWER"], "viewer-files@example.test");
    const res = await api("POST", "/resources", viewer.headers, { file_name: "a.pdf" });
    expect(res.statusCode).toBe(403);
  });
});

describe("completing an upload", () => {
  it.each([
    ["photo.png", sampleFiles.png(), "image/png"],
    ["photo.jpg", sampleFiles.jpeg(), "image/jpeg"],
    ["policy.pdf", sampleFiles.pdf(), "application/pdf"],
    ["vendors.xlsx", sampleFiles.xlsx(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["vendors.xls", sampleFiles.xls(), "application/vnd.ms-excel"],
    [
      "letter.docx",
      sampleFiles.docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["letter.doc", sampleFiles.doc(), "application/msword"],
    ["vendors.csv", sampleFiles.csv(), "text/csv"],
    ["vendors-bom.csv", sampleFiles.csvWithBom(), "text/csv"],
    ["vendors-utf16.csv", sampleFiles.csvUtf16(), "text/csv"],
  ])("keeps a real %s as %s", async (name, bytes, type) => {
    const { resource } = await uploaded(name, bytes);
    const res = await complete(resource.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "UPLOADED", content_type: type, size: bytes.length });
    // Completing again changes nothing.
    expect((await complete(resource.id)).json()).toMatchObject({ status: "UPLOADED", size: bytes.length });
  });

  it.each([
    ["vendors.xlsx", sampleFiles.png(), "a PNG"],
    ["vendors.xlsx", sampleFiles.docx(), "a Word document"],
    ["vendors.xlsx", sampleFiles.zip(), "a zip that is no workbook"],
    ["vendors.csv", sampleFiles.xlsx(), "a workbook"],
    ["vendors.xls", sampleFiles.pdf(), "a PDF"],
    ["vendors.xls", sampleFiles.doc(), "a Word 97 document"],
    ["photo.png", sampleFiles.pdf(), "a PDF"],
  ])("refuses %s that is %s, and deletes it", async (name, bytes) => {
    const { resource, upload } = await uploaded(name, bytes);
    expect(existsSync(storedPath(upload.fields.key!))).toBe(true);
    const res = await complete(resource.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: fieldMessages.fileType });
    expect(existsSync(storedPath(upload.fields.key!))).toBe(false);
    const row = await t.db.resource.findUniqueOrThrow({ where: { id: resource.id } });
    expect(row).toMatchObject({ status: "REJECTED", rejectedReason: fieldMessages.fileType });
    // A refused file stays refused.
    expect((await complete(resource.id)).statusCode).toBe(409);
  });

  it("says a vendor list must be a spreadsheet when its content is not one", async () => {
    const { resource, upload } = await announce("vendors.csv", "/resources/vendors-list", {
      entity: owner.entity.id,
    });
    expect((await postUploadForm(upload, sampleFiles.png(), { origin })).status).toBe(204);
    const res = await complete(resource.id);
    expect(res.json().fields).toEqual({ file: fieldMessages.spreadsheetFileType });
  });

  it("refuses an empty file", async () => {
    const { resource } = await uploaded("empty.csv", Buffer.alloc(0));
    const res = await complete(resource.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: fieldMessages.fileRequired });
  });

  it("refuses to complete before the file was sent", async () => {
    const { resource } = await announce("later.pdf");
    const res = await complete(resource.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: fieldMessages.fileNotUploaded });
    expect((await t.db.resource.findUniqueOrThrow({ where: { id: resource.id } })).status).toBe(
      "AWAITING_UPLOAD",
    );
  });
});

describe("the local upload link", () => {
  const partFiles = async () =>
    (await readdir(t.env.FILES_DIR, { recursive: true })).filter((name) => name.endsWith(".part"));

  it("takes a file of exactly 200 MB, streamed to disk", async () => {
    const { resource, upload } = await announce("huge.csv");
    const line = Buffer.from("name,country\n".repeat(5_000));
    const posted = await postUploadForm(upload, { size: uploadLimitBytes, chunk: line }, { origin });
    expect(posted.status, posted.body).toBe(204);
    const res = await complete(resource.id);
    expect(res.json()).toMatchObject({ status: "UPLOADED", size: uploadLimitBytes });
  }, 60_000);

  it("refuses one byte more with 413 and the spec's message while streaming, keeping nothing", async () => {
    const { resource, upload } = await announce("huge.csv");
    const line = Buffer.from("name,country\n".repeat(5_000));
    const posted = await postUploadForm(upload, { size: uploadLimitBytes + 1, chunk: line }, { origin });
    expect(posted.status).toBe(413);
    expect(JSON.parse(posted.body)).toMatchObject({
      status: 413,
      message: fieldMessages.fileTooLarge,
      fields: { file: fieldMessages.fileTooLarge },
    });
    expect(existsSync(storedPath(upload.fields.key!))).toBe(false);
    expect(await partFiles()).toEqual([]);
    expect((await complete(resource.id)).json().fields).toEqual({ file: fieldMessages.fileNotUploaded });
  }, 60_000);

  it("refuses a forged or altered link with 403", async () => {
    const { upload } = await announce("a.pdf");
    const forged = new URL(upload.url);
    forged.searchParams.set("signature", "A".repeat(43));
    const bigger = new URL(upload.url);
    bigger.searchParams.set("max", String(uploadLimitBytes * 10));
    for (const url of [forged, bigger]) {
      const posted = await postUploadForm({ ...upload, url: url.toString() }, sampleFiles.pdf(), { origin });
      expect(posted.status).toBe(403);
      expect(JSON.parse(posted.body).message).toBe(apiMessages.uploadLinkInvalid);
    }
    expect(existsSync(storedPath(upload.fields.key!))).toBe(false);
  });

  it("refuses an expired link with 403", async () => {
    const { upload } = await announce("a.pdf");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const old = createLocalFileStorage({
      dir: t.env.FILES_DIR,
      signing: { uploadUrl: upload.url.split("?")[0]!, secret: t.env.FILES_SIGNING_SECRET },
      now: () => twoHoursAgo,
    });
    const expired = await old.presignUpload({
      key: upload.fields.key!,
      contentType: "application/pdf",
      maxBytes: uploadLimitBytes,
      expiresInSeconds: 60 * 60,
    });
    const posted = await postUploadForm(expired, sampleFiles.pdf(), { origin });
    expect(posted.status).toBe(403);
  });

  it("refuses a link without its signed parts with 400", async () => {
    const { upload } = await announce("a.pdf");
    const url = new URL(upload.url);
    url.searchParams.delete("signature");
    const posted = await postUploadForm({ ...upload, url: url.toString() }, sampleFiles.pdf(), { origin });
    expect(posted.status).toBe(400);
  });

  it("refuses a form whose key or type is not the signed one", async () => {
    const { upload } = await announce("a.pdf");
    const wrong: Record<string, string>[] = [{ key: "resources/elsewhere" }, { "Content-Type": "text/html" }];
    for (const fields of wrong) {
      const posted = await postUploadForm(upload, sampleFiles.pdf(), { origin, fields });
      expect(posted.status).toBe(403);
    }
  });

  it("uploads once: a second post to the same link does not replace the file", async () => {
    const { upload } = await uploaded("once.pdf", sampleFiles.pdf());
    const again = await postUploadForm(upload, sampleFiles.png(), { origin });
    expect(again.status).toBe(403);
    expect(await partFiles()).toEqual([]);
  });
});

describe("renaming, linking and deleting", () => {
  it("renames a file keeping its extension", async () => {
    const { resource } = await announce("draft.pdf");
    const renamed = await api("PUT", `/resources/${resource.id}`, headers, { file_name: "final.pdf" });
    expect(renamed.json()).toMatchObject({ file_name: "final.pdf", status: "AWAITING_UPLOAD" });
    const retyped = await api("PUT", `/resources/${resource.id}`, headers, { file_name: "final.png" });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().fields).toEqual({ file_name: fieldMessages.fileExtensionChanged });
  });

  it("links an uploaded file to the workspace's company, not one still awaiting its upload", async () => {
    const waiting = await announce("w.pdf");
    expect(
      (await api("PUT", `/resources/${waiting.resource.id}/link/${owner.entity.id}`, headers)).statusCode,
    ).toBe(409);
    const { resource } = await uploaded("l.pdf", sampleFiles.pdf());
    await complete(resource.id);
    const linked = await api("PUT", `/resources/${resource.id}/link/${owner.entity.id}`, headers);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().linked_object_id).toBe(owner.entity.id);
    const other = await ownerWithPassword(t.db, "link-target@example.test");
    expect((await api("PUT", `/resources/${resource.id}/link/${other.entity.id}`, headers)).statusCode).toBe(
      404,
    );
  });

  it("deletes the record and the stored file", async () => {
    const { resource, upload } = await uploaded("gone.pdf", sampleFiles.pdf());
    const res = await api("DELETE", `/resources/${resource.id}`, headers);
    expect(res.json()).toEqual({ ok: true });
    expect(existsSync(storedPath(upload.fields.key!))).toBe(false);
    expect((await complete(resource.id)).statusCode).toBe(404);
  });

  it("answers 404 for another workspace's file on every call", async () => {
    const { resource } = await uploaded("mine.pdf", sampleFiles.pdf());
    await ownerWithPassword(t.db, "intruder@example.test");
    const intruder = await bearerFor(t, "intruder@example.test");
    for (const [method, url, body] of [
      ["PUT", `/resources/${resource.id}`, { status: "UPLOADED" }],
      ["PUT", `/resources/${resource.id}`, { file_name: "x.pdf" }],
      ["PUT", `/resources/${resource.id}/link/${owner.entity.id}`, undefined],
      ["DELETE", `/resources/${resource.id}`, undefined],
    ] as const) {
      expect((await api(method, url, intruder, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.db.resource.findUniqueOrThrow({ where: { id: resource.id } })).fileName).toBe("mine.pdf");
  });
});
