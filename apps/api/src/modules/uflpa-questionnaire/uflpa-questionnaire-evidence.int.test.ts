import { currentUflpaQuestionSet, type ResourceUploadResponse, type UflpaAnswers } from "@tierline/contracts";
import { sampleFiles } from "@tierline/core/testing/files";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let origin: string;
let customer: Headers;
let customerViewer: Headers;
let otherCustomer: Headers;
let vendor: Headers;
let relationship: string;
let otherRelationship: string;
let submitted: string;
let drafted: string;
let unnamed: string;

const set = currentUflpaQuestionSet;
const pdf = sampleFiles.pdf();

/** A file the vendor uploads as its questionnaire page does: announced, posted to the signed form, completed. */
async function vendorUpload(fileName: string) {
  const announced = await api("POST", "/resources", vendor, { file_name: fileName });
  expect(announced.statusCode, announced.body).toBe(200);
  const { resource, upload } = announced.json() as ResourceUploadResponse;
  expect((await postUploadForm(upload, pdf, { origin })).status).toBe(204);
  expect((await api("PUT", `/resources/${resource.id}`, vendor, { status: "UPLOADED" })).statusCode).toBe(
    200,
  );
  return resource.id;
}

/** Every question answered "no" but supplier mapping, a "yes" with the given evidence. */
const answers = (evidence: string[]): UflpaAnswers => ({
  ...Object.fromEntries(set.questions.map((q) => [q.id, { answer: "no" }])),
  supplier_mapping: { answer: "yes", detail: "Every tier", evidence },
});
const answer = (id: string, action: "draft" | "submit", evidence: string[]) =>
  api("POST", `/compliances/${id}/uflpa-questionnaire/answer`, vendor, {
    action,
    question_set_version: set.version,
    answers: answers(evidence),
  });
const evidenceUrl = (id: string, resourceId: string) =>
  `/entity-relationships/${id}/uflpa-questionnaire/evidence/${resourceId}`;

beforeAll(async () => {
  t = await startTestApp();
  // The upload form is posted over HTTP, as a browser does: the api listens on a port of its own.
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@customer-evidence.test");
  customer = await bearerFor(t, "owner@customer-evidence.test");
  customerViewer = (await signedInMember(t, c.workspace.id, ["VIEWER"], "viewer@customer-evidence.test"))
    .headers;
  const o = await ownerWithPassword(t.db, "owner@other-evidence.test");
  otherCustomer = await bearerFor(t, "owner@other-evidence.test");
  const v = await ownerWithPassword(t.db, "owner@vendor-evidence.test");
  vendor = await bearerFor(t, "owner@vendor-evidence.test");
  relationship = (
    await createVendor(t.db, { workspaceId: c.workspace.id, name: "Vendor Co", linkedEntityId: v.entity.id })
  ).relationship.id;
  // The same vendor linked to a second customer, which it answers with the same file.
  otherRelationship = (
    await createVendor(t.db, { workspaceId: o.workspace.id, name: "Vendor Co", linkedEntityId: v.entity.id })
  ).relationship.id;

  submitted = await vendorUpload("Supplier map (tier 2) ü.pdf");
  drafted = await vendorUpload("draft-only.pdf");
  unnamed = await vendorUpload("never-shared.pdf");
  expect((await answer(relationship, "submit", [submitted])).statusCode).toBe(200);
  expect((await answer(relationship, "draft", [drafted])).statusCode).toBe(200);
  expect((await answer(otherRelationship, "submit", [submitted])).statusCode).toBe(200);
});
afterAll(() => t.close());

const ownEvidenceUrl = (id: string, resourceId: string) =>
  `/compliances/${id}/uflpa-questionnaire/evidence/${resourceId}`;

describe("GET /compliances/{relationship_id}/uflpa-questionnaire/evidence/{resource_id}", () => {
  it("streams to the vendor its own file that the draft or the submission names, from its questionnaire page", async () => {
    for (const file of [submitted, drafted]) {
      const res = await api("GET", ownEvidenceUrl(relationship, file), vendor);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers["content-disposition"]).toContain("attachment;");
    }
  });

  it("answers 404 for a file of the vendor no answer to this customer names", async () => {
    expect((await api("GET", ownEvidenceUrl(relationship, unnamed), vendor)).statusCode).toBe(404);
  });

  it("answers 404 to the customer: the route is the vendor's", async () => {
    expect((await api("GET", ownEvidenceUrl(relationship, submitted), customer)).statusCode).toBe(404);
  });
});

describe("GET /entity-relationships/{id}/uflpa-questionnaire/evidence/{resource_id}", () => {
  it("streams a file the newest submission names to any member of the customer, named as the vendor named it", async () => {
    const res = await api("GET", evidenceUrl(relationship, submitted), customerViewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Supplier map (tier 2) _.pdf"; filename*=UTF-8''Supplier%20map%20%28tier%202%29%20%C3%BC.pdf`,
    );
  });

  it("answers 404 for the vendor's other files: a draft's evidence and one no answer names", async () => {
    expect((await api("GET", evidenceUrl(relationship, drafted), customer)).statusCode).toBe(404);
    expect((await api("GET", evidenceUrl(relationship, unnamed), customer)).statusCode).toBe(404);
  });

  it("answers 404 to another customer of the vendor through the first customer's relationship", async () => {
    expect((await api("GET", evidenceUrl(relationship, submitted), otherCustomer)).statusCode).toBe(404);
    // Its own relationship's submission names the file: there it opens.
    expect((await api("GET", evidenceUrl(otherRelationship, submitted), otherCustomer)).statusCode).toBe(200);
  });

  it("answers 404 to the vendor itself: the route is the customer's", async () => {
    expect((await api("GET", evidenceUrl(relationship, submitted), vendor)).statusCode).toBe(404);
  });

  it("answers 404 for a file an older submission named once a newer one no longer names it", async () => {
    const other = await vendorUpload("newer.pdf");
    expect((await answer(otherRelationship, "submit", [other])).statusCode).toBe(200);
    expect((await api("GET", evidenceUrl(otherRelationship, submitted), otherCustomer)).statusCode).toBe(404);
    expect((await api("GET", evidenceUrl(otherRelationship, other), otherCustomer)).statusCode).toBe(200);
  });

  it("answers 404 once the vendor deleted the file", async () => {
    const gone = await vendorUpload("deleted.pdf");
    expect((await answer(otherRelationship, "submit", [gone])).statusCode).toBe(200);
    expect((await api("DELETE", `/resources/${gone}`, vendor)).statusCode).toBe(200);
    expect((await api("GET", evidenceUrl(otherRelationship, gone), otherCustomer)).statusCode).toBe(404);
  });

  it("answers 404 once the customer ended the vendor link", async () => {
    const terminated = await api("POST", `/entity-relationships/${relationship}/terminate`, customer, {
      confirm: true,
    });
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect((await api("GET", evidenceUrl(relationship, submitted), customer)).statusCode).toBe(404);
  });

  it("answers 404 for an id that is not one, as for any id in a path", async () => {
    expect((await api("GET", evidenceUrl(otherRelationship, "not-an-id"), otherCustomer)).statusCode).toBe(
      404,
    );
  });
});
