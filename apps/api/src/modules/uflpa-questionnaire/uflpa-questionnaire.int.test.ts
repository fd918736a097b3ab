import { currentUflpaQuestionSet, fieldMessages, type UflpaAnswers } from "@tierline/contracts";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { runQueuedJobs } from "../../testing/jobs";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let customer: Headers;
let customerViewer: Headers;
let customerWorkspace: string;
let vendor: Headers;
let vendorViewer: Headers;
let otherVendor: Headers;
let relationship: string;
let unlinkedRelationship: string;
let vendorFile: string;
let customerFile: string;

const set = currentUflpaQuestionSet;
const version = set.version;
/** Nothing flagged: "no" to every exposure and input, "yes" with evidence to every control. */
const clean = (): UflpaAnswers =>
  Object.fromEntries(
    set.questions.map((q) => [
      q.id,
      q.flag.when === "yes"
        ? { answer: "no" }
        : { answer: "yes", detail: "Every tier, quarterly", evidence: [vendorFile] },
    ]),
  );
const answerUrl = (id: string) => `/compliances/${id}/uflpa-questionnaire/answer`;
const submit = (answers: UflpaAnswers, who: Headers = vendor, id = relationship) =>
  api("POST", answerUrl(id), who, { action: "submit", question_set_version: version, answers });
const draft = (answers: UflpaAnswers, who: Headers = vendor, id = relationship) =>
  api("POST", answerUrl(id), who, { action: "draft", question_set_version: version, answers });
const questionnaireRisk = () =>
  t.db.risk.findFirst({ where: { relationshipId: relationship, sourceKind: "QUESTIONNAIRE" } });

async function uploadedFile(workspaceId: string, fileName: string) {
  const file = await t.db.resource.create({
    data: {
      workspaceId,
      kind: "GENERAL",
      fileName,
      storageKey: `test/${crypto.randomUUID()}`,
      status: "UPLOADED",
    },
  });
  return file.id;
}

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@customer-uflpa.test");
  customerWorkspace = c.workspace.id;
  await signedInMember(t, c.workspace.id, ["COMPLIANCE_MANAGER"], "compliance@customer-uflpa.test");
  customer = await bearerFor(t, "owner@customer-uflpa.test");
  customerViewer = (await signedInMember(t, c.workspace.id, ["VIEWER"], "viewer@customer-uflpa.test"))
    .headers;
  const v = await ownerWithPassword(t.db, "owner@vendor-uflpa.test");
  vendor = await bearerFor(t, "owner@vendor-uflpa.test");
  vendorViewer = (await signedInMember(t, v.workspace.id, ["VIEWER"], "viewer@vendor-uflpa.test")).headers;
  relationship = (
    await createVendor(t.db, { workspaceId: c.workspace.id, name: "Vendor Co", linkedEntityId: v.entity.id })
  ).relationship.id;
  unlinkedRelationship = (await createVendor(t.db, { workspaceId: c.workspace.id, name: "Not linked" }))
    .relationship.id;
  await ownerWithPassword(t.db, "owner@other-uflpa.test");
  otherVendor = await bearerFor(t, "owner@other-uflpa.test");
  vendorFile = await uploadedFile(v.workspace.id, "supply-map.pdf");
  customerFile = await uploadedFile(c.workspace.id, "customer.pdf");
});
afterAll(() => t.close());

describe("GET /compliances/uflpa-questionnaire", () => {
  it("answers the current version's questions without their flags", async () => {
    const res = await api("GET", "/compliances/uflpa-questionnaire", vendor);
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(version);
    expect(res.json().questions).toHaveLength(set.questions.length);
    expect(res.json().questions[0]).toEqual({
      id: "xuar_operations",
      section: expect.any(String),
      text: expect.stringContaining("Xinjiang Uyghur Autonomous Region"),
      detail_label: expect.any(String),
      evidence_label: expect.any(String),
    });
  });

  it("asks for a sign-in", async () => {
    expect((await api("GET", "/compliances/uflpa-questionnaire")).statusCode).toBe(401);
  });
});

describe("drafts", () => {
  it("saves a partial draft, replaces it on the next save and reads it back with the evidence's names", async () => {
    const first = await draft({ xuar_operations: { answer: "yes" } });
    expect(first.statusCode).toBe(200);
    expect(first.json().draft).toMatchObject({
      status: "DRAFT",
      question_set_version: version,
      answers: { xuar_operations: { answer: "yes" } },
      submitted: null,
    });
    const second = await draft({
      supplier_mapping: { answer: "yes", detail: "Two tiers", evidence: [vendorFile] },
    });
    expect(second.json().draft.id).toBe(first.json().draft.id);
    const read = await api("GET", answerUrl(relationship), vendorViewer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      draft: expect.objectContaining({
        answers: {
          supplier_mapping: {
            answer: "yes",
            detail: "Two tiers",
            evidence: [{ id: vendorFile, file_name: "supply-map.pdf" }],
          },
        },
      }),
      submission: null,
    });
    expect(await t.db.uflpaQuestionnaireResponse.count({ where: { relationshipId: relationship } })).toBe(1);
  });

  it("keeps one draft when two saves race", async () => {
    const [a, b] = await Promise.all([
      draft({ xuar_operations: { answer: "no" } }),
      draft({ xuar_operations: { answer: "yes" } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(
      await t.db.uflpaQuestionnaireResponse.count({
        where: { relationshipId: relationship, status: "DRAFT" },
      }),
    ).toBe(1);
  });

  it("refuses evidence that is not a file of the vendor's own workspace (404), changing nothing", async () => {
    const before = (await api("GET", answerUrl(relationship), vendor)).json().draft;
    const res = await draft({ xuar_operations: { answer: "yes", evidence: [customerFile] } });
    expect(res.statusCode).toBe(404);
    expect((await api("GET", answerUrl(relationship), vendor)).json().draft).toEqual(before);
  });

  it("lets a vendor Viewer read but not answer (403)", async () => {
    expect((await draft({}, vendorViewer)).statusCode).toBe(403);
  });
});

describe("submissions", () => {
  it("refuses an incomplete submission with the branching's field messages, keeping the draft", async () => {
    const answers = clean();
    delete answers.labour_transfer;
    answers.xuar_sourcing = { answer: "yes" };
    const res = await submit(answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "answers.labour_transfer.answer": fieldMessages.uflpaAnswerRequired,
      "answers.xuar_sourcing.detail": fieldMessages.uflpaDetailRequired,
    });
    expect((await api("GET", answerUrl(relationship), vendor)).json().draft).not.toBeNull();
  });

  it("refuses an answer to a question the questionnaire does not ask", async () => {
    const res = await submit({ ...clean(), made_up: { answer: "no" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ "answers.made_up": fieldMessages.fieldUnknown });
  });

  it("records a clean submission with its version, removes the draft and raises no risk", async () => {
    const res = await submit({
      ...clean(),
      xuar_operations: { answer: "no", detail: "left from the yes branch" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().draft).toBeNull();
    expect(res.json().submission).toMatchObject({
      status: "SUBMITTED",
      question_set_version: version,
      submitted: expect.any(String),
    });
    // A "no" keeps nothing of its hidden "yes" branch.
    expect(res.json().submission.answers.xuar_operations).toEqual({ answer: "no" });
    expect(await questionnaireRisk()).toBeNull();
  });

  it("raises one High risk on the customer's vendor for a declared exposure, refreshed by the next submission", async () => {
    const exposed = await submit({
      ...clean(),
      xuar_sourcing: { answer: "yes", detail: "Cotton yarn from Aksu", evidence: [vendorFile] },
    });
    expect(exposed.statusCode).toBe(200);
    const risk = await questionnaireRisk();
    expect(risk).toMatchObject({
      severity: "HIGH",
      status: "OPEN",
      actionRequired: true,
      title: "UFLPA questionnaire: Goods made wholly or in part in the XUAR",
    });
    // Only a control missing now: the same risk, Low.
    await submit({ ...clean(), supplier_mapping: { answer: "no" } });
    const refreshed = await t.db.risk.findMany({
      where: { relationshipId: relationship, sourceKind: "QUESTIONNAIRE" },
    });
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]).toMatchObject({ id: risk!.id, severity: "LOW", status: "OPEN" });
  });

  it("flags a yes without evidence High", async () => {
    await submit({ ...clean(), raw_material_tracing: { answer: "yes", detail: "Invoices only" } });
    expect(await questionnaireRisk()).toMatchObject({
      severity: "HIGH",
      title: "UFLPA questionnaire: Evidence missing",
    });
  });

  it("resolves the open risk as the system on a later clean submission, and opens it again on a risky one", async () => {
    await submit(clean());
    const resolved = await questionnaireRisk();
    expect(resolved).toMatchObject({ status: "RESOLVED", decidedById: null });
    await submit({
      ...clean(),
      labour_transfer: { answer: "yes", detail: "2019 placements", evidence: [vendorFile] },
    });
    expect(await questionnaireRisk()).toMatchObject({ id: resolved!.id, status: "OPEN", severity: "HIGH" });
    const events = await t.db.riskEvent.findMany({
      where: { riskId: resolved!.id },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => e.kind)).toContain("REOPENED");
  });
});

describe("the customer's view", () => {
  // That an old submission keeps its version's questions once a newer one is current needs two published
  // versions: core's uflpa-questionnaire.service.int.test.ts builds the service with a second one.
  it("shows the newest submission with its version's questions and its flags", async () => {
    const res = await api("GET", `/entity-relationships/${relationship}/uflpa-questionnaire`, customerViewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({ status: "SUBMITTED", question_set_version: version });
    expect(res.json().submission.answers.labour_transfer).toEqual({
      answer: "yes",
      detail: "2019 placements",
      evidence: [{ id: vendorFile, file_name: "supply-map.pdf" }],
    });
    expect(res.json().question_set.version).toBe(version);
    expect(res.json().flags).toEqual([
      {
        question: "labour_transfer",
        severity: "HIGH",
        reason: "Workers placed through state-sponsored labour transfer",
      },
    ]);
  });

  it("answers nothing submitted for a vendor that has not submitted", async () => {
    const res = await api(
      "GET",
      `/entity-relationships/${unlinkedRelationship}/uflpa-questionnaire`,
      customer,
    );
    expect(res.json()).toEqual({ submission: null, question_set: null, flags: [] });
  });
});

describe("who reaches a relationship's questionnaire", () => {
  it("answers 404 to a vendor not linked to it, and to the customer on the vendor's routes", async () => {
    for (const who of [otherVendor, customer]) {
      expect((await api("GET", answerUrl(relationship), who)).statusCode).toBe(404);
      expect((await draft({}, who)).statusCode).toBe(404);
    }
    expect((await draft({}, vendor, unlinkedRelationship)).statusCode).toBe(404);
  });

  it("answers 404 to the vendor on the customer's view", async () => {
    const res = await api("GET", `/entity-relationships/${relationship}/uflpa-questionnaire`, vendor);
    expect(res.statusCode).toBe(404);
  });
});

describe("notifying the customer", () => {
  it("tells the members who decide risks, in the app and by mail, once per submission; not a Viewer", async () => {
    await runQueuedJobs(t, "uflpa-questionnaire.notify-submitted");
    await submit({
      ...clean(),
      entity_list_dealings: { answer: "yes", detail: "Resin", evidence: [vendorFile] },
    });
    await runQueuedJobs(t, "uflpa-questionnaire.notify-submitted");
    const told = await t.db.notification.findMany({
      where: { workspaceId: customerWorkspace, notification: "vendor_information_submitted" },
      include: { user: { select: { email: true } } },
      orderBy: { createdAt: "desc" },
    });
    const newest = told.filter((n) => n.body.includes("Dealings with a UFLPA Entity List party"));
    expect(newest.map((n) => n.user.email).sort()).toEqual([
      "compliance@customer-uflpa.test",
      "owner@customer-uflpa.test",
    ]);
    expect(newest[0]).toMatchObject({
      severity: "high",
      title: "Vendor Co submitted the UFLPA questionnaire",
      link: `/vendors/${relationship}?tab=risk`,
    });
    expect(told.some((n) => n.user.email === "viewer@customer-uflpa.test")).toBe(false);
    // The mails are queued for the same two members.
    expect((await t.mailsTo("compliance@customer-uflpa.test")).at(-1)).toMatchObject({
      template: "questionnaire-submitted",
    });
  });
});

describe("terminating the whole relationship", () => {
  it("deletes the vendor's answers, which it must submit again once re-invited", async () => {
    await draft({ xuar_operations: { answer: "no" } });
    const done = await api("POST", `/entity-relationships/${relationship}/terminate`, customer, {
      confirm: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.db.uflpaQuestionnaireResponse.count({ where: { relationshipId: relationship } })).toBe(0);
    const view = await api("GET", `/entity-relationships/${relationship}/uflpa-questionnaire`, customer);
    expect(view.json()).toEqual({ submission: null, question_set: null, flags: [] });
    // Unlinked: the questionnaire is closed to the vendor.
    expect((await api("GET", answerUrl(relationship), vendor)).statusCode).toBe(404);
  });
});
