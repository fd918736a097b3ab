import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fieldMessages, type ResourceUploadResponse } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
/** The customer C and its relationship with vendor V (linked), and one with nobody linked. */
let customer: Headers;
let linked: string;
let unlinked: string;
let required: string;
let foreignCategory: string;
/** V's owner (Admin), its Compliance Manager, Procurement Manager and Viewer; W, a vendor linked to nothing. */
let vendor: Headers;
let vendorCompliance: Headers;
let vendorProcurement: Headers;
let vendorViewer: Headers;
let otherVendor: Headers;
/** What identifies the customer, which the vendor's answers must never carry. */
let customerIdentity: string[];

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const contact = (category: string) => ({
  category,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@vendor.test",
  phone: "+1 555 0100",
});

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@customer.test");
  customerIdentity = [c.workspace.id, c.entity.id, c.user.id];
  customer = await bearerFor(t, "owner@customer.test");
  const v = await ownerWithPassword(t.db, "owner@vendor.test");
  vendor = await bearerFor(t, "owner@vendor.test");
  const member = async (roles: Parameters<typeof signedInMember>[2], email: string) =>
    (await signedInMember(t, v.workspace.id, roles, email)).headers;
  vendorCompliance = await member(["COMPLIANCE_MANAGER"], "compliance@vendor.test");
  vendorProcurement = await member(["PROCUREMENT_MANAGER"], "procurement@vendor.test");
  vendorViewer = await member(["VIEWER"], "viewer@vendor.test");
  await ownerWithPassword(t.db, "owner@other-vendor.test");
  otherVendor = await bearerFor(t, "owner@other-vendor.test");
  linked = (await createVendor(t.db, { workspaceId: c.workspace.id, name: "V", linkedEntityId: v.entity.id }))
    .relationship.id;
  unlinked = (await createVendor(t.db, { workspaceId: c.workspace.id, name: "U" })).relationship.id;
  required = (await api("POST", "/contact-categories", customer, { name: "Compliance" })).json().id;
  await api("POST", `/entities/${c.entity.id}/contact-requirements`, customer, { categories: [required] });
  foreignCategory = (await api("POST", "/contact-categories", otherVendor, { name: "Elsewhere" })).json().id;
});
afterAll(() => t.close());

/** Announces a document as `headers`, stores `bytes` where the local storage keeps it, and answers the upload. */
async function storedDocument(headers: Headers, fileName: string, bytes: Buffer) {
  const res = await api("POST", `/compliances/${linked}/documents`, headers, { file_name: fileName });
  expect(res.statusCode).toBe(201);
  const { resource, upload } = res.json() as ResourceUploadResponse;
  const file = path.join(t.env.FILES_DIR, upload.fields.key!);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return resource;
}

describe("the compliance status and what is required", () => {
  it("asks for the required contact and the attestation before it is complete", async () => {
    const before = (await api("GET", `/compliances/${linked}`, vendor)).json();
    expect(before).toMatchObject({
      compliance_status: "ACTION_REQUIRED",
      requirements: { contacts: [{ provided: false }], attestation: null },
      documents: 0,
    });
  });
});

describe("/compliances/{relationship_id}/contacts", () => {
  it("lists to the vendor only the contacts it gave, not the customer's own entries", async () => {
    const own = await api("POST", `/entities/relationships/${linked}/contacts`, customer, {
      ...contact(required),
      email: "buyer-notes@customer.test",
    });
    expect(own.statusCode).toBe(201);
    const given = await api("POST", `/compliances/${linked}/contacts`, vendorCompliance, {
      ...contact(required),
      email: "given@vendor.test",
    });
    expect(given.statusCode).toBe(201);
    const mine = await api("GET", `/compliances/${linked}/contacts`, vendorViewer);
    expect(mine.json().results.map((r: { email: string }) => r.email)).toEqual(["given@vendor.test"]);
    expect(mine.json().count).toBe(1);
    const theirs = await api("GET", `/entities/relationships/${linked}/contacts`, customer);
    expect(
      theirs
        .json()
        .results.map((r: { email: string }) => r.email)
        .sort(),
    ).toEqual(["buyer-notes@customer.test", "given@vendor.test"]);
    // Both go again: the next test starts from none.
    await t.db.contact.deleteMany({ where: { relationshipId: linked } });
  });

  it("adds a contact for the vendor's compliance team, which the customer sees as its own", async () => {
    const added = await api("POST", `/compliances/${linked}/contacts`, vendorCompliance, contact(required));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      relationship: linked,
      category: { id: required },
      email: "ada@vendor.test",
    });
    const mine = await api("GET", `/compliances/${linked}/contacts`, vendorViewer);
    expect(mine.json()).toMatchObject({ count: 1, results: [{ id: added.json().id }] });
    const theirs = await api("GET", `/entities/relationships/${linked}/contacts`, customer);
    expect(theirs.json().results.map((r: { id: string }) => r.id)).toEqual([added.json().id]);
    const status = (await api("GET", `/compliances/${linked}`, vendor)).json();
    expect(status.requirements.contacts).toEqual([
      { category: { id: required, name: "Compliance" }, provided: true },
    ]);
  });

  it("answers bad input 400 with the field's message, a category not the customer's 404", async () => {
    const bad = await api("POST", `/compliances/${linked}/contacts`, vendor, {
      ...contact(required),
      email: "not-an-email",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: fieldMessages.emailInvalid });
    const foreign = await api("POST", `/compliances/${linked}/contacts`, vendor, contact(foreignCategory));
    expect(foreign.statusCode).toBe(404);
  });

  it("lets a Viewer or Procurement Manager of the vendor read but not add (403)", async () => {
    for (const headers of [vendorViewer, vendorProcurement]) {
      expect(
        (await api("POST", `/compliances/${linked}/contacts`, headers, contact(required))).statusCode,
      ).toBe(403);
      expect((await api("GET", `/compliances/${linked}/contacts`, headers)).statusCode).toBe(200);
    }
  });

  it("answers 404 to another vendor, to the customer, and for a relationship not linked", async () => {
    for (const [headers, id] of [
      [otherVendor, linked],
      [customer, linked],
      [vendor, unlinked],
    ] as const) {
      expect((await api("GET", `/compliances/${id}/contacts`, headers)).statusCode).toBe(404);
      expect((await api("POST", `/compliances/${id}/contacts`, headers, contact(required))).statusCode).toBe(
        404,
      );
    }
  });
});

describe("/compliances/{relationship_id}/documents", () => {
  it("stores a checked document the customer sees among the vendor's files", async () => {
    const announced = await storedDocument(vendor, "iso-9001.pdf", pdf);
    expect(announced).toMatchObject({
      kind: "compliance_document",
      status: "AWAITING_UPLOAD",
      linked_object_id: linked,
    });
    const done = await api("PUT", `/compliances/${linked}/documents/${announced.id}`, vendor, {
      status: "UPLOADED",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "UPLOADED", content_type: "application/pdf" });
    const listed = await api("GET", `/compliances/${linked}/documents`, vendorViewer);
    expect(listed.json().results.map((r: { id: string }) => r.id)).toEqual([announced.id]);
    const profile = await api("GET", `/entity-relationships/${linked}/resources`, customer);
    expect(profile.json().map((r: { id: string }) => r.id)).toContain(announced.id);
    expect((await api("GET", `/compliances/${linked}`, vendor)).json().documents).toBe(1);
  });

  it("hands the vendor an upload form that names nothing of the customer's: no workspace, entity or user", async () => {
    const res = await api("POST", `/compliances/${linked}/documents`, vendor, { file_name: "policy.pdf" });
    expect(res.statusCode).toBe(201);
    const { resource, upload } = res.json() as ResourceUploadResponse;
    expect(upload.fields.key).toBe(`resources/${resource.id}`);
    for (const id of customerIdentity) expect(res.body).not.toContain(id);
  });

  it("refuses a file whose content is not its type (400 on file) and a name of a type not allowed", async () => {
    const fake = await storedDocument(vendor, "fake.pdf", Buffer.from("just text, not a PDF"));
    const res = await api("PUT", `/compliances/${linked}/documents/${fake.id}`, vendor, {
      status: "UPLOADED",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: fieldMessages.fileType });
    const exe = await api("POST", `/compliances/${linked}/documents`, vendor, { file_name: "run.exe" });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().fields).toEqual({ file_name: fieldMessages.fileType });
  });

  it("lets only the compliance team store documents, and nobody else's relationship's", async () => {
    expect(
      (await api("POST", `/compliances/${linked}/documents`, vendorViewer, { file_name: "a.pdf" }))
        .statusCode,
    ).toBe(403);
    const mine = await storedDocument(vendorCompliance, "b.pdf", pdf);
    // The customer's own general file is no compliance document of the vendor's.
    const customers = (await api("POST", "/resources", customer, { file_name: "contract.pdf" })).json()
      .resource;
    for (const [headers, id] of [
      [otherVendor, mine.id],
      [customer, mine.id],
      [vendor, customers.id],
    ] as const) {
      const res = await api("PUT", `/compliances/${linked}/documents/${id}`, headers, { status: "UPLOADED" });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("/compliances/{relationship_id}/attestations", () => {
  it("refuses an unticked attestation with the field's message", async () => {
    const res = await api("POST", `/compliances/${linked}/attestations`, vendor, {
      truth_attestation: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ truth_attestation: fieldMessages.attestationRequired });
  });

  it("records who attested and when; with the contacts given the request is complete", async () => {
    const res = await api("POST", `/compliances/${linked}/attestations`, vendorCompliance, {
      truth_attestation: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      attested_by: { email: "compliance@vendor.test" },
      attested: expect.any(String),
    });
    const status = (await api("GET", `/compliances/${linked}`, vendor)).json();
    expect(status).toMatchObject({
      compliance_status: "COMPLETE",
      requirements: { attestation: { id: res.json().id } },
    });
    const listed = await api("GET", `/compliances/${linked}/attestations`, vendorViewer);
    expect(listed.json().results.map((a: { id: string }) => a.id)).toEqual([res.json().id]);
  });

  it("shows the customer who of the vendor attested; the vendor gets 404 on that customer route", async () => {
    const theirs = await api("GET", `/entity-relationships/${linked}/compliance-attestations`, customer);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().results[0].attested_by.email).toBe("compliance@vendor.test");
    expect(
      (await api("GET", `/entity-relationships/${linked}/compliance-attestations`, vendor)).statusCode,
    ).toBe(404);
  });

  it("is refused to a Viewer and a Procurement Manager (403) and to another vendor (404)", async () => {
    for (const headers of [vendorViewer, vendorProcurement])
      expect(
        (await api("POST", `/compliances/${linked}/attestations`, headers, { truth_attestation: true }))
          .statusCode,
      ).toBe(403);
    expect(
      (await api("POST", `/compliances/${linked}/attestations`, otherVendor, { truth_attestation: true }))
        .statusCode,
    ).toBe(404);
  });

  it("goes with the whole relationship's termination (the vendor must give everything again)", async () => {
    await api("POST", `/entity-relationships/${linked}/terminate`, customer, { confirm: true });
    const theirs = await api("GET", `/entity-relationships/${linked}/compliance-attestations`, customer);
    expect(theirs.json().results).toEqual([]);
    expect((await api("GET", `/compliances/${linked}/attestations`, vendor)).statusCode).toBe(404);
  });
});
