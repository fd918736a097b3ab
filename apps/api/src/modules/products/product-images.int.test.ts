import { readdir } from "node:fs/promises";
import path from "node:path";
import { fieldMessages, type ResourceUploadResponse } from "@tierline/contracts";
import { pictureSize, sampleJpeg, samplePng } from "@tierline/core/testing/images";
import { createProduct, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

let t: TestApp;
let origin: string;
let workspaceId: string;
let headers: Record<string, string>;
let api: ReturnType<typeof callApi>;

beforeAll(async () => {
  t = await startTestApp();
  // The upload link is posted over HTTP, as a browser does: the api listens on a port of its own.
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  ({
    workspace: { id: workspaceId },
  } = await ownerWithPassword(t.db, "images@example.test"));
  headers = await bearerFor(t, "images@example.test");
  api = callApi(t);
});
afterAll(() => t.close());

/** A file announced, posted to storage and completed, as the web's uploader does. */
async function upload(fileName: string, bytes: Buffer, as = headers) {
  const announced = await api("POST", "/resources", as, { file_name: fileName });
  expect(announced.statusCode, announced.body).toBe(200);
  const { resource, upload: form } = announced.json() as ResourceUploadResponse;
  const posted = await postUploadForm(form, bytes, { origin });
  expect(posted.status, posted.body).toBe(204);
  const completed = await api("PUT", `/resources/${resource.id}`, as, { status: "UPLOADED" });
  return { id: resource.id, completed };
}

const bytesOf = async (url: string, as = headers) => {
  const res = await t.app.inject({ method: "GET", url, headers: as });
  return { status: res.statusCode, type: res.headers["content-type"], body: res.rawPayload };
};

describe("a product's image", () => {
  it("is set from an uploaded PNG, with a 96 px square thumbnail and a 320 px preview served to members", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Red and blue poster" });
    const png = await samplePng(800, 400);
    const file = await upload("poster.png", png);
    expect(file.completed.statusCode).toBe(200);

    const set = await api("PUT", `/products/${product.id}/image`, headers, { resource_id: file.id });
    expect(set.statusCode, set.body).toBe(200);
    const { image } = set.json();
    expect(image).toEqual({
      id: file.id,
      file_name: "poster.png",
      thumbnail_url: `/api/v1/products/${product.id}/image/96?v=${file.id}`,
      preview_url: `/api/v1/products/${product.id}/image/320?v=${file.id}`,
      url: `/api/v1/products/${product.id}/image/original?v=${file.id}`,
    });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).imageResourceId).toBe(
      file.id,
    );

    const thumbnail = await bytesOf(image.thumbnail_url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.type).toBe("image/webp");
    expect(await pictureSize(thumbnail.body)).toEqual({ width: 96, height: 96, format: "webp" });
    const preview = await bytesOf(image.preview_url);
    expect(await pictureSize(preview.body)).toEqual({ width: 320, height: 160, format: "webp" });
    const original = await bytesOf(image.url);
    expect(original.type).toBe("image/png");
    expect(Buffer.compare(original.body, png)).toBe(0);

    // Kept in the same file storage as the uploads.
    const thumbnails = await readdir(path.join(t.env.FILES_DIR, "thumbnails", workspaceId));
    expect(thumbnails.sort()).toEqual([`${file.id}-320`, `${file.id}-96`]);

    expect((await api("GET", `/products/${product.id}/image`, headers)).json()).toEqual({ image });
  });

  it("is replaced by a JPEG, and removed, the file staying among the workspace's resources", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Mug" });
    const first = await upload("mug.png", await samplePng(200, 200));
    await api("PUT", `/products/${product.id}/image`, headers, { resource_id: first.id });
    const second = await upload("mug.JPG", await sampleJpeg(300, 900));
    const replaced = await api("PUT", `/products/${product.id}/image`, headers, { resource_id: second.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await pictureSize((await bytesOf(replaced.json().image.preview_url)).body)).toEqual({
      width: 107,
      height: 320,
      format: "webp",
    });
    expect((await bytesOf(replaced.json().image.url)).type).toBe("image/jpeg");

    const removed = await api("DELETE", `/products/${product.id}/image`, headers);
    expect(removed.statusCode).toBe(200);
    expect((await api("GET", `/products/${product.id}/image`, headers)).json()).toEqual({ image: null });
    expect((await bytesOf(`/api/v1/products/${product.id}/image/96`)).status).toBe(404);
    expect(await t.db.resource.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      status: "UPLOADED",
      linkedObjectId: null,
    });
  });

  it("leaves a vendor's file linked to the vendor when it is set as a product's image", async () => {
    const { entity, relationship } = await createVendor(t.db, {
      workspaceId,
      name: "Loom Mills",
      country: "IN",
    });
    const file = await upload("swatch.png", await samplePng(60, 60));
    const linked = await api("PUT", `/resources/${file.id}/link/${entity.id}`, headers);
    expect(linked.statusCode, linked.body).toBe(200);
    const vendorFiles = async () => {
      const res = await api("GET", `/entity-relationships/${relationship.id}/resources`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }[]).map((r) => r.id);
    };
    expect(await vendorFiles()).toEqual([file.id]);

    const product = await createProduct(t.db, { workspaceId, name: "Swatch book" });
    const set = await api("PUT", `/products/${product.id}/image`, headers, { resource_id: file.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(await vendorFiles()).toEqual([file.id]);
    expect((await api("DELETE", `/products/${product.id}/image`, headers)).statusCode).toBe(200);
    expect(await vendorFiles()).toEqual([file.id]);
    expect((await t.db.resource.findUniqueOrThrow({ where: { id: file.id } })).linkedObjectId).toBe(
      entity.id,
    );
  });

  it("makes a thumbnail storage lost again when it is asked for", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Lamp" });
    const file = await upload("lamp.png", await samplePng(100, 100));
    await api("PUT", `/products/${product.id}/image`, headers, { resource_id: file.id });
    const { rm } = await import("node:fs/promises");
    await rm(path.join(t.env.FILES_DIR, "thumbnails", workspaceId, `${file.id}-96`));
    const again = await bytesOf(`/api/v1/products/${product.id}/image/96`);
    expect(again.status).toBe(200);
    expect(await pictureSize(again.body)).toEqual({ width: 96, height: 96, format: "webp" });
  });

  it("may be kept a day by the browser under its versioned URL; every other answer says no-store", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Kite" });
    const file = await upload("kite.png", await samplePng(64, 64));
    const set = await api("PUT", `/products/${product.id}/image`, headers, { resource_id: file.id });
    expect(set.headers["cache-control"]).toBe("no-store");
    const { image } = set.json();
    for (const url of [image.thumbnail_url, image.preview_url, image.url]) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, max-age=86400");
    }
    expect((await api("GET", `/products/${product.id}/image`, headers)).headers["cache-control"]).toBe(
      "no-store",
    );
    await api("DELETE", `/products/${product.id}/image`, headers);
    const gone = await t.app.inject({ method: "GET", url: image.thumbnail_url, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["cache-control"]).toBe("no-store");
  });

  it("must be an uploaded PNG or JPEG of the workspace, whose bytes are a picture", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Widget" });
    const refused = async (resourceId: string, message: string) => {
      const res = await api("PUT", `/products/${product.id}/image`, headers, { resource_id: resourceId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ resource_id: message });
    };
    // A PDF is a general upload, but no image.
    const pdf = await upload("spec.pdf", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));
    await refused(pdf.id, fieldMessages.productImageInvalid);
    // Announced but never uploaded.
    const announced = (await api("POST", "/resources", headers, { file_name: "later.png" })).json();
    await refused(announced.resource.id, fieldMessages.productImageInvalid);
    // Another workspace's image, and no file at all: 404, as an id from another workspace always is.
    await ownerWithPassword(t.db, "other-images@example.test");
    const otherHeaders = await bearerFor(t, "other-images@example.test");
    const foreign = await upload("theirs.png", await samplePng(50, 50), otherHeaders);
    for (const id of [foreign.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await api("PUT", `/products/${product.id}/image`, headers, { resource_id: id });
      expect(res.statusCode, res.body).toBe(404);
    }
    // A PNG's magic bytes with no picture after them pass the upload check, not this one.
    const fake = await upload(
      "fake.png",
      Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 7)]),
    );
    expect(fake.completed.statusCode).toBe(200);
    await refused(fake.id, fieldMessages.productImageUnreadable);
    // A file named .png whose bytes are a JPEG is refused by the upload check itself.
    const lying = await upload("lying.png", await sampleJpeg(20, 20));
    expect(lying.completed.statusCode).toBe(400);
    await refused(lying.id, fieldMessages.productImageInvalid);

    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).imageResourceId).toBeNull();
  });

  it("is changed by writers only, read by every member, and hidden from other workspaces", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Scarf" });
    const file = await upload("scarf.png", await samplePng(120, 80));
    const viewer = await signedInMember(t, workspaceId, ["VIEWER"], "viewer-images@example.test");
    expect(
      (await api("PUT", `/products/${product.id}/image`, viewer.headers, { resource_id: file.id }))
        .statusCode,
    ).toBe(403);
    await api("PUT", `/products/${product.id}/image`, headers, { resource_id: file.id });
    expect((await bytesOf(`/api/v1/products/${product.id}/image/320`, viewer.headers)).status).toBe(200);
    expect((await api("DELETE", `/products/${product.id}/image`, viewer.headers)).statusCode).toBe(403);

    const outsider = await ownerWithPassword(t.db, "outsider-images@example.test");
    const outsiderHeaders = await bearerFor(t, "outsider-images@example.test");
    expect((await bytesOf(`/api/v1/products/${product.id}/image/96`, outsiderHeaders)).status).toBe(404);
    const theirs = await createProduct(t.db, { workspaceId: outsider.workspace.id, name: "Theirs" });
    expect(
      (await api("PUT", `/products/${theirs.id}/image`, headers, { resource_id: file.id })).statusCode,
    ).toBe(404);
  });
});
