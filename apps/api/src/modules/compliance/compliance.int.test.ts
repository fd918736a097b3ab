import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
/** The customer C: its owner, and its relationship with the vendor, linked to V's company. */
let customer: Headers;
let linked: string;
let unlinked: string;
/** The vendor company V: its owner and a Viewer of it; and a vendor W linked to none of C's. */
let vendor: Headers;
let vendorViewer: Headers;
let otherVendor: Headers;
let compliance: string;
let quality: string;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@customer.test");
  await t.db.workspace.update({ where: { id: c.workspace.id }, data: { name: "Customer Co" } });
  customer = await bearerFor(t, "owner@customer.test");
  const v = await ownerWithPassword(t.db, "owner@vendor.test");
  vendor = await bearerFor(t, "owner@vendor.test");
  vendorViewer = (await signedInMember(t, v.workspace.id, ["VIEWER"], "viewer@vendor.test")).headers;
  await ownerWithPassword(t.db, "owner@other-vendor.test");
  otherVendor = await bearerFor(t, "owner@other-vendor.test");
  const ofC = await createVendor(t.db, {
    workspaceId: c.workspace.id,
    name: "Vendor as C records it",
    linkedEntityId: v.entity.id,
  });
  linked = ofC.relationship.id;
  unlinked = (await createVendor(t.db, { workspaceId: c.workspace.id, name: "Not linked" })).relationship.id;
  // C requires a Compliance contact of every vendor and a Quality contact of this one; a Finance
  // category exists but is required of nobody.
  const category = async (name: string) =>
    (await api("POST", "/contact-categories", customer, { name })).json().id as string;
  compliance = await category("Compliance");
  quality = await category("Quality");
  await category("Finance");
  await api("POST", `/entities/${c.entity.id}/contact-requirements`, customer, { categories: [compliance] });
  await api("POST", `/entities/${ofC.entity.id}/contact-requirements`, customer, { categories: [quality] });
});
afterAll(() => t.close());

describe("GET /compliances", () => {
  it("lists the customers' relationships linked to the vendor's company, with what each requires", async () => {
    const res = await api("GET", "/compliances", vendor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        {
          id: linked,
          customer: { name: "Customer Co" },
          relationship_status: "PENDING",
          proposer: "PRINCIPAL_ENTITY",
          compliance_status: "ACTION_REQUIRED",
          requirements: {
            contacts: [
              { category: { id: compliance, name: "Compliance" }, provided: false },
              { category: { id: quality, name: "Quality" }, provided: false },
            ],
            documents: [],
            attestation: null,
          },
          documents: 0,
        },
      ],
      count: 1,
      next: null,
      previous: null,
    });
  });

  it("is every role's of the vendor's workspace (a Viewer reads it)", async () => {
    const res = await api("GET", "/compliances", vendorViewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { id: string }) => r.id)).toEqual([linked]);
  });

  it("shows a company linked to nothing an empty list, and the customer none of its own relationships", async () => {
    for (const headers of [otherVendor, customer]) {
      const res = await api("GET", "/compliances", headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ results: [], count: 0 });
    }
  });

  it("is COMPLETE once a contact is given in every required category and the information attested", async () => {
    for (const [category, email] of [
      [compliance, "ada@vendor.test"],
      [quality, "grace@vendor.test"],
    ] as const) {
      const added = await api("POST", `/entities/relationships/${linked}/contacts`, customer, {
        category,
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        phone: "+1 555 0100",
      });
      expect(added.statusCode).toBe(201);
    }
    const contactsOnly = await api("GET", `/compliances/${linked}`, vendor);
    expect(contactsOnly.json().requirements.contacts.every((c: { provided: boolean }) => c.provided)).toBe(
      true,
    );
    expect(contactsOnly.json().compliance_status).toBe("ACTION_REQUIRED");
    await api("POST", `/compliances/${linked}/attestations`, vendor, { truth_attestation: true });
    expect((await api("GET", `/compliances/${linked}`, vendor)).json().compliance_status).toBe("COMPLETE");
  });
});

describe("GET /compliances/{relationship_id}", () => {
  it("answers the vendor its relationship", async () => {
    const res = await api("GET", `/compliances/${linked}`, vendorViewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: linked, customer: { name: "Customer Co" } });
  });

  it("answers 404 for a relationship not linked to the caller's company, the customer's own included", async () => {
    for (const [headers, id] of [
      [vendor, unlinked],
      [otherVendor, linked],
      [customer, linked],
      [vendor, crypto.randomUUID()],
      [vendor, "not-a-uuid"],
    ] as const) {
      expect((await api("GET", `/compliances/${id}`, headers)).statusCode, `${id}`).toBe(404);
    }
  });

  it("answers the vendor 404 on the customer's own routes for the same relationship", async () => {
    for (const url of [`/entity-relationships/${linked}`, `/entities/relationships/${linked}/contacts`]) {
      expect((await api("GET", url, vendor)).statusCode, url).toBe(404);
      expect((await api("GET", url, customer)).statusCode, url).toBe(200);
    }
  });

  it("answers 401 without a token", async () => {
    expect((await api("GET", `/compliances/${linked}`)).statusCode).toBe(401);
    expect((await api("GET", "/compliances")).statusCode).toBe(401);
  });
});

describe("terminating the whole relationship", () => {
  it("closes the relationship to its vendor (it must be re-invited)", async () => {
    expect((await api("GET", `/compliances/${linked}`, vendor)).statusCode).toBe(200);
    const res = await api("POST", `/entity-relationships/${linked}/terminate`, customer, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect((await api("GET", `/compliances/${linked}`, vendor)).statusCode).toBe(404);
    expect((await api("GET", "/compliances", vendor)).json().count).toBe(0);
  });
});
