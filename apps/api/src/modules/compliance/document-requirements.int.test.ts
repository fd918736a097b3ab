import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fieldMessages, procurementMissingText, type ResourceUploadResponse } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
/** The customer C (its owner and a Viewer), its own entity, and its relationship with vendor V (linked). */
let customer: Headers;
let customerViewer: Headers;
let customerId: string;
let ownEntity: string;
let linked: string;
let vendorEntity: string;
/** V's owner; W, another workspace with a document type of its own. */
let vendor: Headers;
let other: Headers;
let otherEntity: string;

const requirementsUrl = (entity: string) => `/entities/${entity}/document-requirements`;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The vendor announces a document (of `documentType` when given), stores it, and completes it. */
async function uploaded(documentType?: string) {
  const body = { file_name: "certificate.pdf", ...(documentType ? { document_type: documentType } : {}) };
  const res = await api("POST", `/compliances/${linked}/documents`, vendor, body);
  expect(res.statusCode).toBe(201);
  const { resource, upload } = res.json() as ResourceUploadResponse;
  const file = path.join(t.env.FILES_DIR, upload.fields.key!);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf);
  const done = await api("PUT", `/compliances/${linked}/documents/${resource.id}`, vendor, {
    status: "UPLOADED",
  });
  expect(done.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@docs-customer.test");
  customerId = c.workspace.id;
  ownEntity = c.entity.id;
  customer = await bearerFor(t, "owner@docs-customer.test");
  customerViewer = (await signedInMember(t, c.workspace.id, ["VIEWER"], "viewer@docs-customer.test")).headers;
  const v = await ownerWithPassword(t.db, "owner@docs-vendor.test");
  vendor = await bearerFor(t, "owner@docs-vendor.test");
  const created = await createVendor(t.db, {
    workspaceId: c.workspace.id,
    name: "V",
    linkedEntityId: v.entity.id,
  });
  linked = created.relationship.id;
  vendorEntity = created.entity.id;
  const w = await ownerWithPassword(t.db, "owner@docs-other.test");
  other = await bearerFor(t, "owner@docs-other.test");
  otherEntity = w.entity.id;
});
afterAll(() => t.close());

describe("/entities/{id}/document-requirements", () => {
  it("sets the whole ordered list; a name sent again (in any case) keeps its type", async () => {
    expect((await api("GET", requirementsUrl(ownEntity), customerViewer)).json()).toEqual({
      entity: ownEntity,
      types: [],
    });
    const first = await api("POST", requirementsUrl(ownEntity), customer, {
      types: [{ name: "Insurance certificate", description: "Liability, at least $1M" }, { name: "W-9" }],
    });
    expect(first.statusCode).toBe(200);
    const [insurance, w9] = first.json().types;
    expect(first.json().types).toEqual([
      { id: insurance.id, name: "Insurance certificate", description: "Liability, at least $1M" },
      { id: w9.id, name: "W-9", description: null },
    ]);
    const again = await api("POST", requirementsUrl(ownEntity), customer, {
      types: [{ name: "w-9" }, { name: "Insurance certificate", description: "Liability, at least $1M" }],
    });
    expect(again.json().types.map((type: { id: string }) => type.id)).toEqual([w9.id, insurance.id]);
    expect((await api("GET", requirementsUrl(ownEntity), customerViewer)).json()).toEqual(again.json());
  });

  it("refuses a blank or repeated name and a list that is no list with field messages", async () => {
    for (const [body, fields] of [
      [{ types: [{ name: "" }] }, { "types.0.name": fieldMessages.nameRequired }],
      [{ types: [{ name: "W-9" }, { name: "W-9 " }] }, { types: fieldMessages.documentTypeNameTaken }],
      [{ types: "W-9" }, { types: fieldMessages.documentTypesInvalid }],
    ] as const) {
      const res = await api("POST", requirementsUrl(ownEntity), customer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
  });

  it("is set on the workspace's own entity only, by the roles that manage vendors", async () => {
    // Per-vendor extra types are not built: a vendor's entity answers 404 as another workspace's does.
    for (const entity of [vendorEntity, otherEntity]) {
      expect((await api("GET", requirementsUrl(entity), customer)).statusCode).toBe(404);
      expect((await api("POST", requirementsUrl(entity), customer, { types: [] })).statusCode).toBe(404);
    }
    const viewer = await api("POST", requirementsUrl(ownEntity), customerViewer, { types: [] });
    expect(viewer.statusCode).toBe(403);
  });
});

describe("documents of a required type", () => {
  it("keeps the request and the DOCUMENTS_PROVIDED requirement open until every type is uploaded", async () => {
    await api("POST", requirementsUrl(ownEntity), customer, {
      types: [{ name: "Insurance certificate" }, { name: "W-9" }],
    });
    const [insurance, w9] = (await api("GET", requirementsUrl(ownEntity), customer)).json().types;
    await api("POST", `/compliances/${ownEntity}/procurement-workflow`, customer, {
      stages: [
        { name: "Requested", requirements: ["DOCUMENTS_PROVIDED"] },
        { name: "Approved", requirements: [] },
      ],
    });
    const attested = await api("POST", `/compliances/${linked}/attestations`, vendor, {
      truth_attestation: true,
    });
    expect(attested.statusCode).toBe(201);
    const documentsMissing = async () =>
      (await api("GET", `/compliances/${linked}/relationship-compliance`, customer)).json().stages[0]
        .requirements[0].missing;
    const unmet = async () =>
      (await api("GET", `/workspaces/${customerId}/vendors?actions=requirements_unmet`, customer)).json()
        .count;

    // An extra document with no type does not stand for a required one.
    await uploaded();
    expect((await api("GET", `/compliances/${linked}`, vendor)).json()).toMatchObject({
      compliance_status: "ACTION_REQUIRED",
      requirements: {
        documents: [
          { type: { id: insurance.id, name: "Insurance certificate" }, provided: false },
          { type: { id: w9.id, name: "W-9" }, provided: false },
        ],
      },
    });
    expect(await documentsMissing()).toBe(
      procurementMissingText.DOCUMENTS_PROVIDED(["Insurance certificate", "W-9"]),
    );
    expect(await unmet()).toBe(1);

    await uploaded(insurance.id);
    expect(await documentsMissing()).toBe(procurementMissingText.DOCUMENTS_PROVIDED(["W-9"]));
    expect((await api("GET", `/compliances/${linked}`, vendor)).json().compliance_status).toBe(
      "ACTION_REQUIRED",
    );

    await uploaded(w9.id);
    const done = (await api("GET", `/compliances/${linked}`, vendor)).json();
    expect(done.compliance_status).toBe("COMPLETE");
    expect(done.requirements.documents.map((d: { provided: boolean }) => d.provided)).toEqual([true, true]);
    expect(await documentsMissing()).toBeNull();
    expect(await unmet()).toBe(0);
  });

  it("with no type required, any document meets DOCUMENTS_PROVIDED", async () => {
    await api("POST", requirementsUrl(ownEntity), customer, { types: [] });
    expect(await api("GET", `/compliances/${linked}`, vendor).then((r) => r.json())).toMatchObject({
      compliance_status: "COMPLETE",
      requirements: { documents: [] },
    });
    const res = await api("GET", `/compliances/${linked}/relationship-compliance`, customer);
    expect(res.json().stages[0].requirements[0]).toEqual({
      requirement: "DOCUMENTS_PROVIDED",
      met: true,
      missing: null,
    });
  });

  it("refuses a type of another workspace (404) and a type that is no id (400)", async () => {
    const foreign = (
      await api("POST", requirementsUrl(otherEntity), other, { types: [{ name: "Elsewhere" }] })
    ).json().types[0].id;
    const res = await api("POST", `/compliances/${linked}/documents`, vendor, {
      file_name: "a.pdf",
      document_type: foreign,
    });
    expect(res.statusCode).toBe(404);
    const bad = await api("POST", `/compliances/${linked}/documents`, vendor, {
      file_name: "a.pdf",
      document_type: "W-9",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ document_type: fieldMessages.documentTypeInvalid });
  });
});
