import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  fieldMessages,
  type ResourceUploadResponse,
  type RiskWire,
  riskConflictMessages,
  riskOrderings,
  type WarningNotificationWire,
  warningResolutionNotes,
} from "@tierline/contracts";
import { createLocalFileStorage, jobRegistry } from "@tierline/core";
import { sampleFiles } from "@tierline/core/testing/files";
import { createRisk, createVendor, createWarning } from "@tierline/db";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let other: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let compliance: Headers;
let viewer: Headers;
let procurement: Headers;
let relationshipId: string;
let otherRelationshipId: string;
/** Titles of the seeded risks, by status, in the order they were made (oldest first). */
const seeded: { title: string; severity: "HIGH" | "LOW"; status: "OPEN" | "RESOLVED" | "CONFIRMED" }[] = [
  { title: "r1", severity: "LOW", status: "OPEN" },
  { title: "r2", severity: "HIGH", status: "OPEN" },
  { title: "r3", severity: "LOW", status: "OPEN" },
  { title: "r4", severity: "HIGH", status: "RESOLVED" },
  { title: "r5", severity: "HIGH", status: "OPEN" },
  { title: "r6", severity: "LOW", status: "CONFIRMED" },
  { title: "r7", severity: "HIGH", status: "CONFIRMED" },
];

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  owner = { ...(await ownerWithPassword(t.db, "owner@risks.test")), headers: {} };
  owner.headers = await bearerFor(t, "owner@risks.test");
  other = { ...(await ownerWithPassword(t.db, "other@risks.test")), headers: {} };
  other.headers = await bearerFor(t, "other@risks.test");
  compliance = (await signedInMember(t, owner.workspace.id, ["COMPLIANCE_MANAGER"], "cm@risks.test")).headers;
  viewer = (await signedInMember(t, owner.workspace.id, ["VIEWER"], "viewer@risks.test")).headers;
  procurement = (await signedInMember(t, owner.workspace.id, ["PROCUREMENT_MANAGER"], "pm@risks.test"))
    .headers;
  const vendor = await createVendor(t.db, {
    workspaceId: owner.workspace.id,
    name: "Risky Co",
    country: "US",
  });
  relationshipId = vendor.relationship.id;
  const start = Date.parse("2026-01-01T00:00:00Z");
  for (const [i, risk] of seeded.entries()) {
    await createRisk(t.db, {
      workspaceId: owner.workspace.id,
      relationshipId,
      ...risk,
      createdAt: new Date(start + i * 60_000),
      decidedById: owner.user.id,
    });
  }
  const theirs = await createVendor(t.db, { workspaceId: other.workspace.id, name: "Theirs", country: "DE" });
  otherRelationshipId = theirs.relationship.id;
  await createRisk(t.db, { workspaceId: other.workspace.id, relationshipId: otherRelationshipId });
});
afterAll(() => t.close());

const titles = (body: { results: RiskWire[] }) => body.results.map((r) => r.title);
const listRisks = (query = "", headers = owner.headers, id = relationshipId) =>
  api("GET", `/entity-relationships/${id}/risks${query}`, headers);

describe("GET /entity-relationships/{id}/risks", () => {
  it("answers one segment at a time, newest first by default, in the wire shape", async () => {
    const open = await listRisks("?status=OPEN");
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ count: 4, next: null, previous: null });
    expect(titles(open.json())).toEqual(["r5", "r3", "r2", "r1"]);
    expect(titles((await listRisks("?status=RESOLVED")).json())).toEqual(["r4"]);
    expect(titles((await listRisks("?status=CONFIRMED")).json())).toEqual(["r7", "r6"]);
    expect(titles((await listRisks()).json())).toEqual(["r7", "r6", "r5", "r4", "r3", "r2", "r1"]);
    const [first] = open.json().results as RiskWire[];
    expect(Object.keys(first!).sort()).toEqual(
      [
        "action_required",
        "created",
        "decided_at",
        "decided_by",
        "decision_note",
        "details",
        "id",
        "relationship",
        "severity",
        "source_key",
        "source_kind",
        "status",
        "title",
        "updated",
      ].sort(),
    );
    expect(first).toMatchObject({ relationship: relationshipId, severity: "HIGH", status: "OPEN" });
    const confirmed = (await listRisks("?status=CONFIRMED")).json().results[0] as RiskWire;
    expect(confirmed.decided_by).toMatchObject({ email: "owner@risks.test", first_name: "Olive" });
  });

  it("sorts by every ordering, severity sorts stable (newest first within a severity)", async () => {
    const expected: Record<(typeof riskOrderings)[number], string[]> = {
      "-created": ["r7", "r6", "r5", "r4", "r3", "r2", "r1"],
      created: ["r1", "r2", "r3", "r4", "r5", "r6", "r7"],
      "-severity": ["r7", "r5", "r4", "r2", "r6", "r3", "r1"],
      severity: ["r6", "r3", "r1", "r7", "r5", "r4", "r2"],
    };
    for (const ordering of riskOrderings) {
      const res = await listRisks(`?ordering=${encodeURIComponent(ordering)}`);
      expect(titles(res.json()), ordering).toEqual(expected[ordering]);
    }
    const open = await listRisks("?status=OPEN&ordering=-severity");
    expect(titles(open.json())).toEqual(["r5", "r2", "r3", "r1"]);
  });

  it("pages with next and previous links that keep the segment and the sort", async () => {
    const page1 = (await listRisks("?ordering=created&page_size=10&page=1")).json();
    expect(page1.count).toBe(7);
    const all = await t.db.risk.count({ where: { relationshipId } });
    expect(all).toBe(7);
    // Twelve more open risks make two pages of ten.
    const extra = await createVendor(t.db, { workspaceId: owner.workspace.id, name: "Paged Co" });
    for (let i = 0; i < 12; i++)
      await createRisk(t.db, {
        workspaceId: owner.workspace.id,
        relationshipId: extra.relationship.id,
        title: `p${String(i).padStart(2, "0")}`,
        createdAt: new Date(Date.parse("2026-02-01T00:00:00Z") + i * 1000),
      });
    const first = await listRisks("?status=OPEN&ordering=created", owner.headers, extra.relationship.id);
    expect(first.json().count).toBe(12);
    expect(titles(first.json())).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${String(i).padStart(2, "0")}`),
    );
    expect(first.json().next).toBe(
      `/api/v1/entity-relationships/${extra.relationship.id}/risks?status=OPEN&ordering=created&page=2&page_size=10`,
    );
    const second = await t.app.inject({ url: first.json().next, headers: owner.headers });
    expect(titles(second.json())).toEqual(["p10", "p11"]);
    expect(second.json().next).toBeNull();
    expect(second.json().previous).toContain("page=1");
  });

  it("refuses a bad segment, sort or page with the field's message", async () => {
    for (const [query, field, message] of [
      ["?status=open", "status", fieldMessages.riskStatusInvalid],
      ["?status=DISMISSED", "status", fieldMessages.riskStatusInvalid],
      ["?ordering=title", "ordering", fieldMessages.riskOrderingInvalid],
      ["?ordering=-created&ordering=created", "ordering", fieldMessages.queryParameterRepeated],
      ["?page=0", "page", fieldMessages.pageInvalid],
      ["?page_size=15", "page_size", fieldMessages.pageSizeInvalid],
    ] as const) {
      const res = await listRisks(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual({ [field]: message });
    }
  });

  it("answers 404 for another workspace's relationship, and any member reads", async () => {
    expect((await listRisks("", owner.headers, otherRelationshipId)).statusCode).toBe(404);
    expect((await listRisks("", other.headers)).statusCode).toBe(404);
    expect((await listRisks("", viewer)).statusCode).toBe(200);
    expect(
      (await api("GET", `/entity-relationships/${relationshipId}/risks/stats`, other.headers)).statusCode,
    ).toBe(404);
  });
});

describe("GET /entity-relationships/{id}/risks/stats", () => {
  it("counts each segment and the total", async () => {
    const res = await api("GET", `/entity-relationships/${relationshipId}/risks/stats`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: 4, resolved: 1, confirmed: 2, total: 7 });
  });
});

describe("risk decisions", () => {
  const openRisk = (title = "decide me", severity: "HIGH" | "LOW" = "HIGH") =>
    createRisk(t.db, { workspaceId: owner.workspace.id, relationshipId, title, severity });

  it("resolve and confirm move an open risk, with who, when and the note, into its history", async () => {
    const a = await openRisk();
    const resolved = await api("PUT", `/risks/${a.id}/resolve`, compliance, {
      note: "  False positive: other city ",
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: "RESOLVED",
      decision_note: "False positive: other city",
      decided_by: { email: "cm@risks.test" },
    });
    const b = await openRisk();
    const confirmed = await api("PUT", `/risks/${b.id}/confirm`, owner.headers, { note: "Same party" });
    expect(confirmed.json()).toMatchObject({
      status: "CONFIRMED",
      decided_by: { email: "owner@risks.test" },
    });
    const detail = await api("GET", `/risks/${b.id}`, viewer);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().events.map((e: { kind: string }) => e.kind)).toEqual(["RAISED", "CONFIRMED"]);
    expect(detail.json().events[1]).toMatchObject({
      from_status: "OPEN",
      to_status: "CONFIRMED",
      note: "Same party",
      actor: { email: "owner@risks.test" },
    });
  });

  it("answers 409 naming the status for a decided risk, and of two concurrent decisions one wins", async () => {
    const decided = await openRisk();
    await api("PUT", `/risks/${decided.id}/resolve`, compliance, { note: "done" });
    for (const decision of ["resolve", "confirm"]) {
      const again = await api("PUT", `/risks/${decided.id}/${decision}`, compliance, { note: "again" });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(riskConflictMessages.riskNotOpen("RESOLVED"));
    }
    for (let round = 0; round < 5; round++) {
      const risk = await openRisk(`race ${round}`);
      const answers = await Promise.all([
        api("PUT", `/risks/${risk.id}/resolve`, compliance, { note: "resolve" }),
        api("PUT", `/risks/${risk.id}/confirm`, owner.headers, { note: "confirm" }),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().status as "RESOLVED" | "CONFIRMED";
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().message).toBe(riskConflictMessages.riskNotOpen(winner));
      const events = await t.db.riskEvent.findMany({ where: { riskId: risk.id } });
      expect(events.map((e) => e.kind).sort()).toEqual(["RAISED", winner].sort());
    }
  });

  it("needs a note of at most 2000 characters, and takes no other field", async () => {
    const risk = await openRisk();
    for (const [body, field, message] of [
      [{}, "note", fieldMessages.riskNoteRequired],
      [{ note: "   " }, "note", fieldMessages.riskNoteRequired],
      [{ note: 5 }, "note", fieldMessages.riskNoteRequired],
      [{ note: "x".repeat(2001) }, "note", fieldMessages.riskNoteTooLong],
      [{ note: "a\u0000b" }, "note", fieldMessages.textInvalid],
    ] as const) {
      const res = await api("PUT", `/risks/${risk.id}/resolve`, compliance, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    }
    expect(
      (await api("PUT", `/risks/${risk.id}/resolve`, compliance, { note: "x".repeat(2000) })).statusCode,
    ).toBe(200);
  });

  it("refuses Viewers and Procurement Managers (403) and another workspace's risk (404)", async () => {
    const risk = await openRisk();
    for (const headers of [viewer, procurement]) {
      for (const decision of ["resolve", "confirm"]) {
        const res = await api("PUT", `/risks/${risk.id}/${decision}`, headers, { note: "no" });
        expect(res.statusCode).toBe(403);
      }
    }
    const theirs = await t.db.risk.findFirstOrThrow({ where: { workspaceId: other.workspace.id } });
    expect((await api("PUT", `/risks/${theirs.id}/resolve`, owner.headers, { note: "x" })).statusCode).toBe(
      404,
    );
    expect((await api("GET", `/risks/${theirs.id}`, owner.headers)).statusCode).toBe(404);
    expect((await t.db.risk.findUniqueOrThrow({ where: { id: risk.id } })).status).toBe("OPEN");
  });
});

describe("warning notifications", () => {
  const newWarning = () =>
    createWarning(t.db, { workspaceId: owner.workspace.id, relationshipId, kind: "MISSING_IDENTIFIER" });
  // One warning per relationship and kind: each test makes its own.
  afterEach(() => t.db.warningNotification.deleteMany({ where: { relationshipId } }));
  const resolve = (warningId: string, body: object, headers = compliance, erId = relationshipId) =>
    api("PUT", `/warning-notifications/${erId}/resolve/${warningId}`, headers, body);
  const riskOf = (warningId: string) =>
    t.db.risk.findFirstOrThrow({ where: { sourceKind: "WARNING", sourceKey: warningId } });

  /** A general file uploaded and checked, as the web does it before resolving with it. */
  async function uploadedFile(name = "proof.pdf") {
    const announced = await api("POST", "/resources", compliance, { file_name: name });
    const { resource, upload } = announced.json() as ResourceUploadResponse;
    const stored = path.join(t.env.FILES_DIR, upload.fields.key!);
    await mkdir(path.dirname(stored), { recursive: true });
    await writeFile(stored, sampleFiles.pdf());
    const done = await api("PUT", `/resources/${resource.id}`, compliance, { status: "UPLOADED" });
    expect(done.statusCode).toBe(200);
    return resource.id;
  }

  /** Runs the file checks the api queued, as the worker would. */
  async function runFileChecks() {
    const job = jobRegistry.find((j) => j.name === "risks.check-warning-file")!;
    const queue = new Queue(job.name, { connection: t.redis, prefix: t.env.REDIS_PREFIX });
    const storage = createLocalFileStorage({ dir: t.env.FILES_DIR });
    const silent = { info() {}, warn() {}, error() {}, debug() {} };
    for (const queued of await queue.getJobs(["waiting", "delayed", "prioritized"])) {
      await job.handle(job.schema.parse(queued.data), {
        db: t.db,
        storage,
        logger: silent,
        progress: async () => {},
        finalAttempt: false,
      } as never);
      await queued.remove();
    }
    await queue.close();
  }

  it("lists a relationship's warnings, open first, to any member; another workspace's is 404", async () => {
    const { warning } = await newWarning();
    const res = await api("GET", `/warning-notifications/${relationshipId}`, viewer);
    expect(res.statusCode).toBe(200);
    const found = (res.json().results as WarningNotificationWire[]).find((w) => w.id === warning.id);
    expect(found).toMatchObject({
      relationship: relationshipId,
      kind: "MISSING_IDENTIFIER",
      status: "open",
      resolution: null,
      resolved_by: null,
    });
    expect((await api("GET", `/warning-notifications/${relationshipId}`, other.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await api("GET", `/warning-notifications/${otherRelationshipId}`, owner.headers)).statusCode,
    ).toBe(404);
  });

  it("a reason resolves it at once, and its risk with it", async () => {
    const { warning } = await newWarning();
    const res = await resolve(warning.id, { type: "reason", reason: "Registered by phone" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "resolved",
      resolution: { type: "reason", reason: "Registered by phone", attestation: null, resource: null },
      resolved_by: { email: "cm@risks.test" },
    });
    expect(await riskOf(warning.id)).toMatchObject({
      status: "RESOLVED",
      decisionNote: "Registered by phone",
    });
    const again = await resolve(warning.id, { type: "reason", reason: "again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(riskConflictMessages.warningNotOpen("resolved"));
  });

  it("an attestation resolves it at once, recording the statement", async () => {
    const { warning } = await newWarning();
    const res = await resolve(
      warning.id,
      { type: "attestation", attestation: "It does not apply" },
      owner.headers,
    );
    expect(res.json()).toMatchObject({
      status: "resolved",
      resolution: { type: "attestation", attestation: "It does not apply", reason: null },
    });
    expect((await riskOf(warning.id)).decisionNote).toBe(
      warningResolutionNotes.attested("It does not apply"),
    );
  });

  it("a file makes it processing until the worker checked the file, then resolved; deleting the file opens both again", async () => {
    const { warning } = await newWarning();
    const fileId = await uploadedFile();
    const res = await resolve(warning.id, { type: "file", resource: fileId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "processing",
      resolution: { type: "file", resource: { id: fileId, file_name: "proof.pdf" } },
    });
    expect((await riskOf(warning.id)).status).toBe("OPEN");
    // Processing: another resolution waits.
    const meanwhile = await resolve(warning.id, { type: "reason", reason: "x" });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe(riskConflictMessages.warningNotOpen("processing"));
    await runFileChecks();
    const after = (await api("GET", `/warning-notifications/${relationshipId}`, viewer)).json()
      .results as WarningNotificationWire[];
    expect(after.find((w) => w.id === warning.id)).toMatchObject({
      status: "resolved",
      resolved_by: { email: "cm@risks.test" },
    });
    expect(await riskOf(warning.id)).toMatchObject({
      status: "RESOLVED",
      decisionNote: warningResolutionNotes.fileAccepted("proof.pdf"),
    });
    // The check run twice changes nothing.
    await runFileChecks();
    expect((await api("DELETE", `/resources/${fileId}`, compliance)).statusCode).toBe(200);
    const reopened = await t.db.warningNotification.findUniqueOrThrow({ where: { id: warning.id } });
    expect(reopened).toMatchObject({ status: "open", resolutionType: null, resourceId: null });
    const risk = await riskOf(warning.id);
    expect(risk.status).toBe("OPEN");
    const events = await t.db.riskEvent.findMany({
      where: { riskId: risk.id },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => e.kind)).toEqual(["RAISED", "RESOLVED", "REOPENED"]);
    expect(events[2]!.note).toBe(warningResolutionNotes.fileDeleted);
  });

  it("a file gone before the check opens the warning again", async () => {
    const { warning } = await newWarning();
    const fileId = await uploadedFile("gone.pdf");
    await resolve(warning.id, { type: "file", resource: fileId });
    const resource = await t.db.resource.findUniqueOrThrow({ where: { id: fileId } });
    await createLocalFileStorage({ dir: t.env.FILES_DIR }).delete(resource.storageKey);
    await runFileChecks();
    expect(await t.db.warningNotification.findUniqueOrThrow({ where: { id: warning.id } })).toMatchObject({
      status: "open",
      resourceId: null,
    });
    expect((await riskOf(warning.id)).status).toBe("OPEN");
  });

  it("resolving a warning's risk resolves the warning; confirming it is 409", async () => {
    const { warning, risk } = await newWarning();
    const confirm = await api("PUT", `/risks/${risk.id}/confirm`, compliance, { note: "real" });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(riskConflictMessages.warningRiskNotConfirmed);
    expect((await api("PUT", `/risks/${risk.id}/resolve`, compliance, { note: "Checked" })).statusCode).toBe(
      200,
    );
    expect(await t.db.warningNotification.findUniqueOrThrow({ where: { id: warning.id } })).toMatchObject({
      status: "resolved",
      resolutionType: "reason",
      resolutionText: "Checked",
    });
  });

  it("refuses bad input on every field with its message", async () => {
    const { warning } = await newWarning();
    const announced = (await api("POST", "/resources", compliance, { file_name: "late.pdf" })).json();
    const vendorList = await t.db.resource.create({
      data: {
        workspaceId: owner.workspace.id,
        kind: "VENDOR_UPLOAD",
        fileName: "v.csv",
        storageKey: `resources/${owner.workspace.id}/vendor-list-x`,
        status: "UPLOADED",
      },
    });
    for (const [body, fields] of [
      [{}, { type: fieldMessages.resolveWarningTypeInvalid }],
      [{ type: "email" }, { type: fieldMessages.resolveWarningTypeInvalid }],
      [{ type: "reason" }, { reason: fieldMessages.warningReasonRequired }],
      [{ type: "reason", reason: "  " }, { reason: fieldMessages.warningReasonRequired }],
      [{ type: "reason", reason: "x".repeat(2001) }, { reason: fieldMessages.riskNoteTooLong }],
      [{ type: "attestation" }, { attestation: fieldMessages.warningAttestationRequired }],
      [{ type: "file" }, { resource: fieldMessages.warningFileRequired }],
      [{ type: "file", resource: "nope" }, { resource: fieldMessages.warningFileRequired }],
      [{ type: "reason", reason: "ok", attestation: "too" }, { attestation: fieldMessages.fieldUnknown }],
      [{ type: "file", resource: crypto.randomUUID() }, { resource: fieldMessages.warningFileInvalid }],
      [{ type: "file", resource: vendorList.id }, { resource: fieldMessages.warningFileInvalid }],
      [{ type: "file", resource: announced.resource.id }, { resource: fieldMessages.fileNotUploaded }],
    ] as const) {
      const res = await resolve(warning.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await t.db.warningNotification.findUniqueOrThrow({ where: { id: warning.id } })).status).toBe(
      "open",
    );
  });

  it("refuses Viewers and Procurement Managers (403), and ids of another workspace or relationship (404)", async () => {
    const { warning } = await newWarning();
    for (const headers of [viewer, procurement]) {
      expect((await resolve(warning.id, { type: "reason", reason: "x" }, headers)).statusCode).toBe(403);
    }
    // The warning under another relationship of the same workspace: not that relationship's.
    const elsewhere = await createVendor(t.db, { workspaceId: owner.workspace.id, name: "Elsewhere" });
    expect(
      (await resolve(warning.id, { type: "reason", reason: "x" }, compliance, elsewhere.relationship.id))
        .statusCode,
    ).toBe(404);
    expect(
      (await resolve(warning.id, { type: "reason", reason: "x" }, other.headers, otherRelationshipId))
        .statusCode,
    ).toBe(404);
    expect((await t.db.warningNotification.findUniqueOrThrow({ where: { id: warning.id } })).status).toBe(
      "open",
    );
  });
});
