import {
  fieldMessages,
  procurementBlockedMessage,
  procurementMessages,
  procurementMissingText,
} from "@tierline/contracts";
import { createRisk, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;
type Stage = { id: string; name: string; requirements: string[] };

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Headers;
let procurement: Headers;
let compliance: Headers;
let viewer: Headers;
let otherOwner: Headers;
let workspaceId: string;
let ownEntity: string;
let otherOwnEntity: string;
let otherRelationship: string;

const workflowUrl = () => `/compliances/${ownEntity}/procurement-workflow`;
const complianceUrl = (relationship: string) => `/compliances/${relationship}/relationship-compliance`;
const advance = (who: Headers, relationship: string, from: string) =>
  api("POST", `${complianceUrl(relationship)}/advance`, who, { from });

const vendor = async (name: string) =>
  (await createVendor(t.db, { workspaceId, name })).relationship.id as string;

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@procurement.test");
  workspaceId = a.workspace.id;
  ownEntity = a.entity.id;
  owner = await bearerFor(t, "owner@procurement.test");
  const member = (roles: Parameters<typeof signedInMember>[2], email: string) =>
    signedInMember(t, workspaceId, roles, email).then((m) => m.headers);
  procurement = await member(["PROCUREMENT_MANAGER"], "pm@procurement.test");
  compliance = await member(["COMPLIANCE_MANAGER"], "cm@procurement.test");
  viewer = await member(["VIEWER"], "viewer@procurement.test");
  const b = await ownerWithPassword(t.db, "owner@other-procurement.test");
  otherOwner = await bearerFor(t, "owner@other-procurement.test");
  otherOwnEntity = b.entity.id;
  otherRelationship = (await createVendor(t.db, { workspaceId: b.workspace.id, name: "B's vendor" }))
    .relationship.id;
});
afterAll(() => t.close());

describe("before a workflow is defined", () => {
  it("reads an empty workflow, a vendor with no stage, and refuses a move (409)", async () => {
    const read = await api("GET", workflowUrl(), viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ entity: ownEntity, stages: [] });
    const relationship = await vendor("Early Ltd");
    const path = await api("GET", complianceUrl(relationship), viewer);
    expect(path.json()).toEqual({ relationship, stage: null, stages: [], can_advance: false });
    const moved = await advance(procurement, relationship, relationship);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(procurementMessages.noWorkflow);
  });
});

describe("/compliances/{id}/procurement-workflow", () => {
  it("lets a Procurement Manager define it once (201, in order, a repeated requirement once); a second POST is 409", async () => {
    const res = await api("POST", workflowUrl(), procurement, {
      stages: [
        {
          name: " Requested ",
          requirements: ["CONTACTS_PROVIDED", "DOCUMENTS_PROVIDED", "CONTACTS_PROVIDED"],
        },
        { name: "Due diligence", requirements: ["SCREENING_CLEAR"] },
        { name: "Approved for purchase", requirements: [] },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      entity: ownEntity,
      stages: [
        {
          id: expect.any(String),
          name: "Requested",
          position: 0,
          requirements: ["CONTACTS_PROVIDED", "DOCUMENTS_PROVIDED"],
        },
        { id: expect.any(String), name: "Due diligence", position: 1, requirements: ["SCREENING_CLEAR"] },
        { id: expect.any(String), name: "Approved for purchase", position: 2, requirements: [] },
      ],
    });
    expect((await api("GET", workflowUrl(), viewer)).json()).toEqual(res.json());
    const again = await api("POST", workflowUrl(), owner, { stages: [{ name: "Only", requirements: [] }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(procurementMessages.workflowExists);
    expect((await api("GET", workflowUrl(), viewer)).json()).toEqual(res.json());
  });

  it("refuses Viewer and Compliance Manager writes (403), changing nothing", async () => {
    const before = (await api("GET", workflowUrl(), viewer)).json();
    const body = { stages: [{ name: "Mine", requirements: [] }] };
    for (const who of [viewer, compliance]) {
      expect((await api("PUT", workflowUrl(), who, body)).statusCode).toBe(403);
      expect((await api("POST", workflowUrl(), who, body)).statusCode).toBe(403);
    }
    expect((await api("GET", workflowUrl(), viewer)).json()).toEqual(before);
  });

  it("answers 404 for a vendor's entity or another workspace's entity in {id}", async () => {
    const vendorEntity = (await createVendor(t.db, { workspaceId, name: "Entity Vendor" })).entity.id;
    expect((await api("GET", `/compliances/${vendorEntity}/procurement-workflow`, owner)).statusCode).toBe(
      404,
    );
    for (const method of ["GET", "PUT"] as const) {
      const res = await api(method, `/compliances/${otherOwnEntity}/procurement-workflow`, owner, {
        stages: [{ name: "X", requirements: [] }],
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("refuses bad stages with a message on each field, storing nothing", async () => {
    const before = (await api("GET", workflowUrl(), viewer)).json();
    const cases: [object, Record<string, string>][] = [
      [{}, { stages: fieldMessages.procurementStagesRequired }],
      [{ stages: [] }, { stages: fieldMessages.procurementStagesRequired }],
      [{ stages: [{ name: "  ", requirements: [] }] }, { "stages.0.name": fieldMessages.nameRequired }],
      [
        { stages: [{ name: "x".repeat(256), requirements: [] }] },
        { "stages.0.name": fieldMessages.nameTooLong },
      ],
      [
        {
          stages: [
            { name: "Review", requirements: [] },
            { name: "REVIEW", requirements: [] },
          ],
        },
        { "stages.1.name": fieldMessages.procurementStageNameTaken },
      ],
      [
        { stages: [{ name: "A", requirements: ["SIGNED"] }] },
        { "stages.0.requirements.0": fieldMessages.procurementRequirementInvalid },
      ],
      [
        { stages: [{ name: "A", requirements: "SCREENING_CLEAR" }] },
        { "stages.0.requirements": fieldMessages.procurementRequirementsInvalid },
      ],
      [
        { stages: [{ id: "nope", name: "A", requirements: [] }] },
        { "stages.0.id": fieldMessages.procurementStageIdInvalid },
      ],
      [
        { stages: Array.from({ length: 21 }, (_, i) => ({ name: `S${i}`, requirements: [] })) },
        { stages: fieldMessages.procurementStagesTooMany },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await api("PUT", workflowUrl(), procurement, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect((await api("GET", workflowUrl(), viewer)).json()).toEqual(before);
  });

  it("answers 404 for a stage id of another workspace, changing nothing", async () => {
    const before = (await api("GET", workflowUrl(), viewer)).json();
    const foreign = (
      await api("PUT", `/compliances/${otherOwnEntity}/procurement-workflow`, otherOwner, {
        stages: [{ name: "B's stage", requirements: [] }],
      })
    ).json().stages[0].id;
    const res = await api("PUT", workflowUrl(), owner, {
      stages: [
        ...before.stages.map(({ id, name, requirements }: Stage) => ({ id, name, requirements })),
        { id: foreign, name: "Stolen", requirements: [] },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect((await api("GET", workflowUrl(), viewer)).json()).toEqual(before);
  });
});

describe("/compliances/{relationship}/relationship-compliance", () => {
  let stages: Stage[];
  let relationship: string;
  let vendorEntity: string;

  beforeAll(async () => {
    stages = (await api("GET", workflowUrl(), viewer)).json().stages;
    const created = await createVendor(t.db, { workspaceId, name: "Path Co" });
    relationship = created.relationship.id;
    vendorEntity = created.entity.id;
  });

  it("puts a new vendor at the first stage with each requirement judged and says what is missing", async () => {
    const quality = (await api("POST", "/contact-categories", owner, { name: "Quality" })).json().id;
    await api("POST", `/entities/${ownEntity}/contact-requirements`, owner, { categories: [quality] });
    const res = await api("GET", complianceUrl(relationship), viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      relationship,
      stage: { id: stages[0]!.id, name: "Requested" },
      stages: [
        {
          id: stages[0]!.id,
          name: "Requested",
          position: 0,
          state: "current",
          requirements: [
            {
              requirement: "CONTACTS_PROVIDED",
              met: false,
              missing: procurementMissingText.CONTACTS_PROVIDED(["Quality"]),
            },
            {
              requirement: "DOCUMENTS_PROVIDED",
              met: false,
              missing: procurementMissingText.DOCUMENTS_PROVIDED(),
            },
          ],
        },
        {
          id: stages[1]!.id,
          name: "Due diligence",
          position: 1,
          state: "ahead",
          requirements: [{ requirement: "SCREENING_CLEAR", met: true, missing: null }],
        },
        { id: stages[2]!.id, name: "Approved for purchase", position: 2, state: "ahead", requirements: [] },
      ],
      can_advance: false,
    });
  });

  it("refuses to pass a stage with unmet requirements (409 naming each), then passes it once they are met", async () => {
    const blocked = await advance(procurement, relationship, stages[0]!.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      procurementBlockedMessage("Requested", [
        procurementMissingText.CONTACTS_PROVIDED(["Quality"]),
        procurementMissingText.DOCUMENTS_PROVIDED(),
      ]),
    );
    const quality = (await api("GET", "/contact-categories", owner)).json().results[0].id;
    await api("POST", `/entities/relationships/${relationship}/contacts`, owner, {
      category: quality,
      first_name: "Quinn",
      last_name: "Quality",
      email: "quinn@path.test",
      phone: "+1 555 0100",
    });
    // Only the documents are missing now: the message says exactly that.
    const stillBlocked = await advance(procurement, relationship, stages[0]!.id);
    expect(stillBlocked.json().message).toBe(
      procurementBlockedMessage("Requested", [procurementMissingText.DOCUMENTS_PROVIDED()]),
    );
    // A file not yet stored and checked is no document; one linked to the vendor's entity is.
    await t.db.resource.create({
      data: {
        workspaceId,
        kind: "GENERAL",
        fileName: "w9.pdf",
        storageKey: `wf/${relationship}/1`,
        linkedObjectId: relationship,
      },
    });
    expect((await advance(procurement, relationship, stages[0]!.id)).statusCode).toBe(409);
    await t.db.resource.create({
      data: {
        workspaceId,
        kind: "GENERAL",
        fileName: "iso.pdf",
        storageKey: `wf/${relationship}/2`,
        status: "UPLOADED",
        linkedObjectId: vendorEntity,
      },
    });
    expect((await api("GET", complianceUrl(relationship), viewer)).json().can_advance).toBe(true);
    const moved = await advance(procurement, relationship, stages[0]!.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stage).toEqual({ id: stages[1]!.id, name: "Due diligence" });
    expect(moved.json().stages.map((s: { state: string }) => s.state)).toEqual([
      "passed",
      "current",
      "ahead",
    ]);
  });

  it("answers 409 for a move from a stage the vendor has left (a second click), not a second step", async () => {
    const res = await advance(owner, relationship, stages[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(procurementMessages.stageMoved);
    expect((await api("GET", complianceUrl(relationship), viewer)).json().stage.id).toBe(stages[1]!.id);
  });

  it("keeps a vendor with an open screening risk at Due diligence, then lets an Admin pass it to the last stage", async () => {
    const risk = await createRisk(t.db, { workspaceId, relationshipId: relationship });
    // A risk from another source is no screening risk.
    await createRisk(t.db, { workspaceId, relationshipId: relationship, sourceKind: "WARNING" });
    const blocked = await advance(owner, relationship, stages[1]!.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      procurementBlockedMessage("Due diligence", [procurementMissingText.SCREENING_CLEAR(1)]),
    );
    await t.db.risk.update({ where: { id: risk.id }, data: { status: "RESOLVED" } });
    const moved = await advance(owner, relationship, stages[1]!.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stage: { name: "Approved for purchase" }, can_advance: false });
    const last = await advance(owner, relationship, stages[2]!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(procurementMessages.lastStage);
  });

  it("lets a Viewer or Compliance Manager read but not move a vendor (403)", async () => {
    const fresh = await vendor("Readers Inc");
    for (const who of [viewer, compliance]) {
      expect((await api("GET", complianceUrl(fresh), who)).statusCode).toBe(200);
      expect((await advance(who, fresh, stages[0]!.id)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another workspace's relationship, read or moved", async () => {
    expect((await api("GET", complianceUrl(otherRelationship), owner)).statusCode).toBe(404);
    expect((await advance(owner, otherRelationship, stages[0]!.id)).statusCode).toBe(404);
  });

  it("refuses a move without a well-formed stage (400 on from)", async () => {
    const res = await api("POST", `${complianceUrl(relationship)}/advance`, owner, { from: "first" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ from: fieldMessages.procurementStageIdInvalid });
  });

  it("keeps vendors on a renamed, moved stage and sends those of a removed stage back to the first", async () => {
    const kept = await vendor("Kept Co");
    await t.db.procurementPosition.create({
      data: { relationshipId: kept, workspaceId, stageId: stages[1]!.id },
    });
    const put = await api("PUT", workflowUrl(), owner, {
      stages: [
        { id: stages[1]!.id, name: "Checks", requirements: [] },
        { name: "Intake", requirements: [] },
        { id: stages[0]!.id, name: "Requested", requirements: ["CONTACTS_PROVIDED"] },
      ],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().stages.map((s: Stage) => s.name)).toEqual(["Checks", "Intake", "Requested"]);
    expect((await api("GET", complianceUrl(kept), viewer)).json().stage).toEqual({
      id: stages[1]!.id,
      name: "Checks",
    });
    // `relationship` was at the removed "Approved for purchase": back at the first stage.
    expect((await api("GET", complianceUrl(relationship), viewer)).json().stage).toEqual({
      id: stages[1]!.id,
      name: "Checks",
    });
    expect(await t.db.procurementPosition.count({ where: { relationshipId: relationship } })).toBe(0);
  });
});

describe("the UFLPA questionnaire requirement", () => {
  it("is met by a submitted questionnaire on the relationship, not by a draft", async () => {
    const put = await api("PUT", workflowUrl(), owner, {
      stages: [
        { name: "Questionnaire", requirements: ["QUESTIONNAIRE_SUBMITTED"] },
        { name: "Approved", requirements: [] },
      ],
    });
    const [first] = put.json().stages as Stage[];
    const relationship = await vendor("Cotton Mills");
    const response = (status: "DRAFT" | "SUBMITTED") =>
      t.db.uflpaQuestionnaireResponse.create({
        data: {
          workspaceId,
          relationshipId: relationship,
          status,
          questionSetVersion: 1,
          ...(status === "SUBMITTED" ? { submittedAt: new Date() } : {}),
        },
      });
    await response("DRAFT");
    const blocked = await advance(procurement, relationship, first!.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      procurementBlockedMessage("Questionnaire", [procurementMissingText.QUESTIONNAIRE_SUBMITTED()]),
    );
    await response("SUBMITTED");
    const moved = await advance(procurement, relationship, first!.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().stage.name).toBe("Approved");
    expect(moved.json().stages[0].requirements).toEqual([
      { requirement: "QUESTIONNAIRE_SUBMITTED", met: true, missing: null },
    ]);
  });
});
