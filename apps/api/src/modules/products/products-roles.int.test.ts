import type { MemberRole, ResourceUploadResponse } from "@tierline/contracts";
import { samplePng } from "@tierline/core/testing/images";
import { createProduct, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

/**
 * The catalogue's writes are `products.write`, which the Compliance and Procurement Managers hold as
 * well as an Admin (decisions.md, "Roles and permissions"): each writes products, supply streams and
 * product images here, start to end, through the api (the Viewer's 403s are in each domain's own test).
 */
let t: TestApp;
let origin: string;
let api: ReturnType<typeof callApi>;
let workspaceId: string;
let vendor: string;
const managers: Partial<Record<MemberRole, Record<string, string>>> = {};
const roles = ["COMPLIANCE_MANAGER", "PROCUREMENT_MANAGER"] as const;

beforeAll(async () => {
  t = await startTestApp();
  // The upload link is posted over HTTP, as a browser does: the api listens on a port of its own.
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  api = callApi(t);
  workspaceId = (await ownerWithPassword(t.db, "owner@catalogue-roles.test")).workspace.id;
  vendor = (await createVendor(t.db, { workspaceId, name: "Cotton Mill" })).relationship.id;
  for (const role of roles) {
    const email = `${role.toLowerCase().replace("_", "-")}@catalogue-roles.test`;
    managers[role] = (await signedInMember(t, workspaceId, [role], email)).headers;
  }
});
afterAll(() => t.close());

describe.each(roles)("a %s", (role) => {
  const as = () => managers[role]!;

  it("adds, changes and deletes a product", async () => {
    const made = await api("POST", "/products", as(), { name: `Tee by ${role}`, sku: `TEE-${role}` });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const changed = await api("PATCH", `/products/${id}`, as(), { name: `Hoodie by ${role}` });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, name: `Hoodie by ${role}`, sku: `TEE-${role}` });
    expect((await api("DELETE", `/products/${id}`, as())).statusCode).toBe(200);
    expect(await t.db.product.findUnique({ where: { id } })).toBeNull();
  });

  it("adds a supply stream with a vendor at a stage, renames and deletes it", async () => {
    const made = await api("POST", "/products/supply-stream", as(), {
      name: `Cotton chain of ${role}`,
      stage_vendors: [{ supply_stream_stage: "RAW_MATERIALS", entity_relationship: vendor }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/products/supply-stream/${made.json().id}`;
    expect(made.json().stages[0].vendors.map((v: { id: string }) => v.id)).toEqual([vendor]);
    const renamed = await api("PATCH", url, as(), { name: `Yarn chain of ${role}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe(`Yarn chain of ${role}`);
    expect((await api("DELETE", url, as())).json()).toEqual({ ok: true });
    expect((await api("GET", url, as())).statusCode).toBe(404);
  });

  it("sets a product's image from a PNG it uploaded, and removes it", async () => {
    const product = await createProduct(t.db, { workspaceId, name: `Poster for ${role}` });
    const announced = await api("POST", "/resources", as(), { file_name: "poster.png" });
    expect(announced.statusCode, announced.body).toBe(200);
    const { resource, upload } = announced.json() as ResourceUploadResponse;
    expect((await postUploadForm(upload, await samplePng(200, 100), { origin })).status).toBe(204);
    const uploaded = await api("PUT", `/resources/${resource.id}`, as(), { status: "UPLOADED" });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const set = await api("PUT", `/products/${product.id}/image`, as(), { resource_id: resource.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().image).toMatchObject({ id: resource.id, file_name: "poster.png" });
    const removed = await api("DELETE", `/products/${product.id}/image`, as());
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).imageResourceId).toBeNull();
  });
});
