import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { currentUflpaQuestionSet, type ResourceUploadResponse, type UflpaAnswers } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

/**
 * Terminating the whole relationship ends what the vendor shares with the customer (decisions.md gap 5,
 * docs/decisions.md "Ending a vendor link"): the link, the vendor's questionnaire answers and the open
 * invitations go in the termination's transaction; the customer's risks and audit trail stay; the vendor
 * can be invited again and accept.
 */
type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let customer: Headers;
let customerWorkspace: string;
let vendor: Headers;
let vendorEntity: string;
let vendorFile: string;

const vendorEmail = "compliance@vendor-unlink.test";
const codeOf = (url: string) => new URL(url).pathname.replace("/vendor-invite/", "");
const version = currentUflpaQuestionSet.version;
/** Operations in the XUAR declared (flagged High), every other answer clean. */
const exposed = (): UflpaAnswers =>
  Object.fromEntries(
    currentUflpaQuestionSet.questions.map((q) => [
      q.id,
      q.id === "xuar_operations" || q.flag.when !== "yes"
        ? { answer: "yes", detail: "One site, audited yearly", evidence: [vendorFile] }
        : { answer: "no" },
    ]),
  );
const answer = (relationship: string, action: "draft" | "submit") =>
  api("POST", `/compliances/${relationship}/uflpa-questionnaire/answer`, vendor, {
    action,
    question_set_version: version,
    answers: exposed(),
  });

/** Invites the vendor's person to `relationship` and returns the mailed code. */
async function invite(relationship: string) {
  const res = await api("POST", `/entity-relationships/${relationship}/invitations`, customer, {
    email: vendorEmail,
  });
  expect(res.statusCode).toBe(201);
  return codeOf((await t.mailsTo(vendorEmail)).at(-1)!.data.url);
}
const accept = (code: string) => api("POST", "/vendor-invitations/accept", vendor, { code });
const terminate = (relationship: string) =>
  api("POST", `/entity-relationships/${relationship}/terminate`, customer, { confirm: true });
const invitationsOf = async (relationship: string) =>
  (await api("GET", `/entity-relationships/${relationship}/invitations`, customer)).json().results as {
    status: string;
  }[];

const contact = (category: string, email: string) => ({
  category,
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  phone: "+1 555 0100",
});

/** The vendor gives `relationship` a stored document; answers its id and where its object is kept. */
async function vendorDocument(relationship: string) {
  const res = await api("POST", `/compliances/${relationship}/documents`, vendor, {
    file_name: "policy.pdf",
  });
  const { resource, upload } = res.json() as ResourceUploadResponse;
  const file = path.join(t.env.FILES_DIR, upload.fields.key!);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from("%PDF-1.4 forced-labour policy"));
  const done = await api("PUT", `/compliances/${relationship}/documents/${resource.id}`, vendor, {
    status: "UPLOADED",
  });
  expect(done.statusCode).toBe(200);
  return { id: resource.id, file };
}

/** A vendor of the customer's, linked through an accepted invitation, that submitted a flagged questionnaire and saved a new draft. */
async function linkedVendorThatAnswered(name: string) {
  const { relationship } = await createVendor(t.db, { workspaceId: customerWorkspace, name });
  expect((await accept(await invite(relationship.id))).statusCode).toBe(200);
  expect((await answer(relationship.id, "submit")).statusCode).toBe(200);
  expect((await answer(relationship.id, "draft")).statusCode).toBe(200);
  return relationship.id;
}

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@customer-unlink.test");
  customerWorkspace = c.workspace.id;
  customer = await bearerFor(t, "owner@customer-unlink.test");
  const v = await ownerWithPassword(t.db, vendorEmail);
  // Accepting needs the invited address proven (decisions.md, Vendor invitations).
  await t.db.user.update({ where: { id: v.user.id }, data: { emailVerifiedAt: new Date() } });
  vendor = await bearerFor(t, vendorEmail);
  vendorEntity = v.entity.id;
  const file = await t.db.resource.create({
    data: {
      workspaceId: v.workspace.id,
      kind: "GENERAL",
      fileName: "site-audit.pdf",
      storageKey: `test/${crypto.randomUUID()}`,
      status: "UPLOADED",
    },
  });
  vendorFile = file.id;
});
afterAll(() => t.close());

describe("terminating the whole relationship of a linked vendor", () => {
  it("closes every compliance route of that relationship to the vendor at once", async () => {
    const relationship = await linkedVendorThatAnswered("Closed Co");
    expect((await api("GET", `/compliances/${relationship}`, vendor)).statusCode).toBe(200);
    expect((await terminate(relationship)).statusCode).toBe(200);
    const answerUrl = `/compliances/${relationship}/uflpa-questionnaire/answer`;
    expect((await api("GET", `/compliances/${relationship}`, vendor)).statusCode).toBe(404);
    expect((await api("GET", answerUrl, vendor)).statusCode).toBe(404);
    expect((await answer(relationship, "draft")).statusCode).toBe(404);
    const list = (await api("GET", "/compliances", vendor)).json().results as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(relationship);
    expect(
      (await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: relationship } })).linkedEntityId,
    ).toBeNull();
  });

  it("deletes the vendor's questionnaire draft and submissions, and keeps the customer's risk, its history and the audit trail", async () => {
    const relationship = await linkedVendorThatAnswered("Answered Co");
    const risk = await t.db.risk.findFirstOrThrow({
      where: { relationshipId: relationship, sourceKind: "QUESTIONNAIRE" },
    });
    expect(risk.severity).toBe("HIGH");
    expect((await terminate(relationship)).statusCode).toBe(200);

    expect(await t.db.uflpaQuestionnaireResponse.count({ where: { relationshipId: relationship } })).toBe(0);
    const read = await api("GET", `/entity-relationships/${relationship}/uflpa-questionnaire`, customer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ submission: null, question_set: null, flags: [] });

    const kept = await t.db.risk.findUniqueOrThrow({ where: { id: risk.id } });
    expect(kept).toMatchObject({ title: risk.title, severity: "HIGH", status: risk.status });
    expect(await t.db.riskEvent.count({ where: { riskId: risk.id } })).toBeGreaterThan(0);
    const ended = await t.db.vendorRelationshipEvent.findFirstOrThrow({
      where: { relationshipId: relationship, kind: "RELATIONSHIP_TERMINATED" },
    });
    expect(ended.details).toMatchObject({ questionnaire_responses: 2, invitations_revoked: 0 });
    // The accepted invitation stays as the record of who joined and when.
    expect((await invitationsOf(relationship)).map((i) => i.status)).toEqual(["ACCEPTED"]);
  });

  it("deletes the contacts, documents and attestations the vendor gave, and keeps the contacts the customer entered", async () => {
    const relationship = await linkedVendorThatAnswered("Giving Co");
    const category = (await api("POST", "/contact-categories", customer, { name: "Quality" })).json().id;
    const given = await api(
      "POST",
      `/compliances/${relationship}/contacts`,
      vendor,
      contact(category, "ada@vendor.test"),
    );
    expect(given.statusCode).toBe(201);
    const own = await api(
      "POST",
      `/entities/relationships/${relationship}/contacts`,
      customer,
      contact(category, "buyer-notes@customer.test"),
    );
    expect(own.statusCode).toBe(201);
    const document = await vendorDocument(relationship);
    const attested = await api("POST", `/compliances/${relationship}/attestations`, vendor, {
      truth_attestation: true,
    });
    expect(attested.statusCode).toBe(201);
    const preview = await api("GET", `/entity-relationships/${relationship}/terminate`, customer);
    expect(preview.json().vendor_share).toEqual({
      linked: true,
      questionnaire_responses: 2,
      contacts: 1,
      compliance_attestations: 1,
      open_invitations: 0,
    });

    expect((await terminate(relationship)).statusCode).toBe(200);
    const contacts = await api("GET", `/entities/relationships/${relationship}/contacts`, customer);
    expect(contacts.json().results.map((c: { id: string }) => c.id)).toEqual([own.json().id]);
    const attestations = await api(
      "GET",
      `/entity-relationships/${relationship}/compliance-attestations`,
      customer,
    );
    expect(attestations.json().results).toEqual([]);
    const files = await api("GET", `/entity-relationships/${relationship}/resources`, customer);
    expect(files.json().map((f: { id: string }) => f.id)).not.toContain(document.id);
    await expect(stat(document.file)).rejects.toThrow();
    const ended = await t.db.vendorRelationshipEvent.findFirstOrThrow({
      where: { relationshipId: relationship, kind: "RELATIONSHIP_TERMINATED" },
    });
    expect(ended.details).toMatchObject({ contacts: 1, compliance_attestations: 1 });
  });

  it("shows the customer a past vendor that shares nothing upstream", async () => {
    const relationship = await linkedVendorThatAnswered("Past Co");
    expect((await terminate(relationship)).statusCode).toBe(200);
    const profile = await api("GET", `/entity-relationships/${relationship}`, customer);
    expect(profile.json()).toMatchObject({ status: "PAST_VENDOR", linked: false });
    const upstream = await api("GET", `/entity-relationships/${relationship}/upstream-risk`, customer);
    expect(upstream.json()).toMatchObject({ sharing: "not_linked", summary: null });
  });

  it("lets the customer invite the vendor again, and the vendor accept and start over", async () => {
    const relationship = await linkedVendorThatAnswered("Again Co");
    expect((await terminate(relationship)).statusCode).toBe(200);
    expect((await accept(await invite(relationship))).statusCode).toBe(200);
    const linked = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: relationship } });
    expect(linked.linkedEntityId).toBe(vendorEntity);
    expect((await api("GET", `/entity-relationships/${relationship}`, customer)).json().linked).toBe(true);
    const back = await api("GET", `/compliances/${relationship}/uflpa-questionnaire/answer`, vendor);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ draft: null, submission: null });
  });
});

describe("terminating the whole relationship of a vendor invited but not yet linked", () => {
  it("revokes the open invitation: its link stops working and a new invitation can be sent", async () => {
    const { relationship } = await createVendor(t.db, { workspaceId: customerWorkspace, name: "Invited Co" });
    const code = await invite(relationship.id);
    const preview = await api("GET", `/entity-relationships/${relationship.id}/terminate`, customer);
    expect(preview.json().vendor_share).toMatchObject({ linked: false, open_invitations: 1 });
    expect((await terminate(relationship.id)).statusCode).toBe(200);
    expect((await invitationsOf(relationship.id)).map((i) => i.status)).toEqual(["REVOKED"]);
    const stale = await accept(code);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe("LINK_INVALID");
    // Without the revocation this is 409 ("already has an open invitation").
    await invite(relationship.id);
    expect((await invitationsOf(relationship.id)).map((i) => i.status)).toEqual(["PENDING", "REVOKED"]);
  });
});
