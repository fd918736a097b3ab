import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createJobQueue, enqueueVendorScreening, notifyPossibleMatch, refreshSources } from "@tierline/core";
import { ofacSdnFixture, writeOfacSdnFolder } from "@tierline/core/testing/sanctions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSanctionLists } from "../../testing/every-kind";
import { ownerWithPassword } from "../../testing/fixtures";
import { runQueuedJobs } from "../../testing/jobs";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

const silent = { info() {}, warn() {}, error() {} };
let t: TestApp;
let owner: Record<string, string>;
let compliance: Record<string, string>;
let viewer: Record<string, string>;
let workspaceId: string;
const vendor: Record<string, string> = {};

const api = (
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
const reviewOf = async (id: string) =>
  (await api("GET", `/entity-relationships/${id}/screening/review`, owner)).json();

const runJobs = (name: string) => runQueuedJobs(t, name);
const screenQueued = () => runJobs("screening.vendor");

beforeAll(async () => {
  t = await startTestApp();
  workspaceId = (await ownerWithPassword(t.db)).workspace.id;
  owner = await bearerFor(t, "owner@example.test");
  compliance = (await signedInMember(t, workspaceId, ["COMPLIANCE_MANAGER"], "compliance@example.test"))
    .headers;
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@example.test")).headers;
  await loadSanctionLists(t);
  // Variants of listed names, not the names themselves.
  for (const [key, name] of [
    ["airline", "Aerocaribean Airlines S.A."],
    ["bank", "Banco Nacional de Cuba S.A."],
    ["cimex", "Cimex S.A."],
  ] as const) {
    const added = await api("POST", `/workspaces/${workspaceId}/vendors`, owner, { name, country: "CU" });
    expect(added.statusCode).toBe(201);
    vendor[key] = added.json().id;
  }
  await screenQueued();
});
afterAll(async () => {
  await t.close();
});

describe("a possible match", () => {
  it("opens one action-required risk per vendor, with its candidates grouped beside the vendor's evidence", async () => {
    const review = await reviewOf(vendor.airline!);
    expect(review.risk).toMatchObject({ status: "OPEN", severity: "HIGH", action_required: true });
    expect(review.evidence.names).toEqual(["Aerocaribean Airlines S.A."]);
    expect(review.groups).toMatchObject([
      { severity: "HIGH", matches: [{ id: "36", name: "AEROCARIBBEAN AIRLINES", programs: ["CUBA"] }] },
    ]);
    expect(review.groups[0].matches[0].parts.tokens.length).toBeGreaterThan(0);
    expect(review).toMatchObject({ pending: null, reviews: [], four_eyes: false });
  });

  it("tells the members who handle screening, in the app and by mail, and nobody else", async () => {
    await runJobs("screening.notify-possible-match");
    const mine = (await api("GET", "/notifications", owner)).json();
    expect(mine.count).toBe(3);
    expect(mine.results).toContainEqual(
      expect.objectContaining({
        notification: "screening_possible_match",
        severity: "action_required",
        link: `/vendors/${vendor.airline}?tab=risk`,
        read: false,
      }),
    );
    expect((await api("GET", "/notifications", compliance)).json().count).toBe(3);
    expect((await api("GET", "/notifications", viewer)).json().count).toBe(0);
    const mails = await t.mailsTo("compliance@example.test");
    expect(mails.filter((m) => m.template === "possible-match")).toHaveLength(3);
    expect(await t.mailsTo("viewer@example.test")).toEqual([]);
    // Told again (a retry of the job): nobody gets a second in-app notification.
    const risk = await t.db.risk.findFirstOrThrow({ where: { relationshipId: vendor.airline } });
    const jobs = createJobQueue(t.redis, t.env.REDIS_PREFIX);
    const ids = { workspaceId, relationshipId: vendor.airline!, riskId: risk.id };
    await notifyPossibleMatch({ db: t.db, jobs, appUrl: "http://localhost:3000" }, ids);
    await jobs.close();
    expect((await api("GET", "/notifications", owner)).json().count).toBe(3);
  });
});

describe("a decision", () => {
  it("is refused to a Viewer, and needs a note and, to confirm, the match chosen", async () => {
    const url = `/entity-relationships/${vendor.airline}/screening/reviews`;
    expect((await api("POST", url, viewer, { decision: "dismiss", note: "No" })).statusCode).toBe(403);
    const noNote = await api("POST", url, compliance, { decision: "dismiss", note: " " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toEqual({ note: "Please say why" });
    const noMatch = await api("POST", url, compliance, { decision: "confirm", note: "It is them" });
    expect(noMatch.json().fields).toEqual({ match: "Please choose the closest match" });
    const gone = await api("POST", url, compliance, {
      decision: "confirm",
      match: "ofac_sdn:SDNs:1",
      note: "x",
    });
    expect(gone.statusCode).toBe(409);
  });

  it("confirming the closest match makes the risk Confirmed, recording reviewer, time, note and list version", async () => {
    const res = await api("POST", `/entity-relationships/${vendor.airline}/screening/reviews`, compliance, {
      decision: "confirm",
      match: "ofac_sdn:SDNs:36",
      note: "Same airline, same address in Havana",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      outcome: "CONFIRMED",
      status: "APPLIED",
      note: "Same airline, same address in Havana",
      list_versions: { ofac_sdn: 1 },
      chosen_match: "ofac_sdn:SDNs:36",
      decided_by: { email: "compliance@example.test" },
      pairs: [{ entry_id: "36", outcome: "CONFIRMED" }],
    });
    expect(Date.parse(res.json().decided_at)).not.toBeNaN();
    const review = await reviewOf(vendor.airline!);
    expect(review.risk).toMatchObject({
      status: "CONFIRMED",
      decided_by: { email: "compliance@example.test" },
    });
    expect(review.groups).toEqual([]);
    // Decided: a second decision is refused.
    const again = await api("POST", `/entity-relationships/${vendor.airline}/screening/reviews`, owner, {
      decision: "dismiss",
      note: "No",
    });
    expect(again.statusCode).toBe(409);
  });

  it("dismissing all makes the risk Resolved, and the pair stays dismissed until the vendor's name changes", async () => {
    const res = await api("POST", `/entity-relationships/${vendor.bank}/screening/reviews`, compliance, {
      decision: "dismiss",
      note: "A different bank: ours is a private lender in Madrid",
    });
    expect(res.json()).toMatchObject({ outcome: "DISMISSED", status: "APPLIED" });
    expect((await reviewOf(vendor.bank!)).risk.status).toBe("RESOLVED");

    // A list update (a new version, the entry unchanged) screens every vendor again: nothing is raised.
    const dir = await mkdtemp(path.join(tmpdir(), "tierline-review-lists-"));
    try {
      await writeOfacSdnFolder(dir, [
        ...ofacSdnFixture,
        { id: 9001, name: "NEW LISTED TRADING LLC", program: "IRAN", addresses: [] },
      ]);
      await refreshSources({ db: t.db, logger: silent }, { dataDir: dir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const jobs = createJobQueue(t.redis, t.env.REDIS_PREFIX);
    await enqueueVendorScreening(jobs, workspaceId, [vendor.bank!]);
    await jobs.close();
    await screenQueued();
    const after = await reviewOf(vendor.bank!);
    expect(after.list_versions).toEqual([expect.objectContaining({ source: "ofac_sdn", version: 2 })]);
    expect(after.risk.status).toBe("RESOLVED");
    const events = await t.db.riskEvent.findMany({ where: { riskId: after.risk.id } });
    expect(events.map((e) => e.kind).sort()).toEqual(["RAISED", "RESOLVED"]);

    // The vendor's name changes: screened afresh, the risk opens again for a new review.
    const entityId = (await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor.bank! } }))
      .vendorEntityId;
    const renamed = await api("PATCH", `/entities/${entityId}`, owner, { brand_name: "Banco Nacional Cuba" });
    expect(renamed.statusCode).toBe(200);
    await screenQueued();
    const reopened = await reviewOf(vendor.bank!);
    expect(reopened.risk.status).toBe("OPEN");
    expect(reopened.groups[0].matches[0]).toMatchObject({ name: "BANCO NACIONAL DE CUBA" });
  });
});

describe("screening again, and a decision through the generic risk calls", () => {
  const addAndScreen = async (name: string) => {
    const added = await api("POST", `/workspaces/${workspaceId}/vendors`, owner, { name, country: "CU" });
    expect(added.statusCode).toBe(201);
    await screenQueued();
    const review = await reviewOf(added.json().id);
    expect(review.risk.status).toBe("OPEN");
    return { id: added.json().id as string, review };
  };
  const screenedAt = async (id: string) =>
    Date.parse((await api("GET", `/entity-relationships/${id}/screening`, owner)).json().screened_at);

  it("screens a vendor again on a member's request, at a new time; the dismissed pair is not raised again", async () => {
    const { id } = await addAndScreen("Aerocaribbean Airlines Ltd");
    const dismissed = await api("POST", `/entity-relationships/${id}/screening/reviews`, compliance, {
      decision: "dismiss",
      note: "A charter broker in Panama, not the Cuban airline",
    });
    expect(dismissed.json()).toMatchObject({ outcome: "DISMISSED", status: "APPLIED" });
    const before = await screenedAt(id);

    const url = `/entity-relationships/${id}/screening`;
    expect((await api("POST", url, viewer)).statusCode).toBe(403);
    const procurement = (
      await signedInMember(t, workspaceId, ["PROCUREMENT_MANAGER"], "procurement@example.test")
    ).headers;
    const queued = await api("POST", url, procurement);
    expect(queued.statusCode).toBe(202);
    expect(Date.parse(queued.json().queued_at)).toBeGreaterThanOrEqual(before);
    await screenQueued();

    // Nothing changed, yet the result is stored anew: the screening time moves, the risk stays Resolved.
    expect(await screenedAt(id)).toBeGreaterThan(before);
    const after = await reviewOf(id);
    expect(after.risk.status).toBe("RESOLVED");
    const events = await t.db.riskEvent.findMany({ where: { riskId: after.risk.id } });
    expect(events.map((e) => e.kind).sort()).toEqual(["RAISED", "RESOLVED"]);
  });

  it("a resolve through PUT /risks/{id}/resolve is a dismissal of every candidate, its pairs recorded", async () => {
    const { id, review } = await addAndScreen("Banco Nacional de Cuba Holdings");
    const candidates = review.groups.flatMap((g: { matches: { id: string }[] }) =>
      g.matches.map((m) => m.id),
    );
    const res = await api("PUT", `/risks/${review.risk.id}/resolve`, compliance, {
      note: "A bank in Panama of the same name",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "RESOLVED",
      decision_note: "A bank in Panama of the same name",
    });
    const after = await reviewOf(id);
    expect(after.reviews).toMatchObject([
      {
        outcome: "DISMISSED",
        status: "APPLIED",
        decided_by: { email: "compliance@example.test" },
        pairs: candidates.map((entryId: string) => expect.objectContaining({ entry_id: entryId })),
      },
    ]);
    const pairs = await t.db.screeningMatchDecision.count({
      where: { relationshipId: id, outcome: "DISMISSED" },
    });
    expect(pairs).toBe(candidates.length);
    // Screened again: still Resolved, nothing raised.
    expect((await api("POST", `/entity-relationships/${id}/screening`, compliance)).statusCode).toBe(202);
    await screenQueued();
    expect((await reviewOf(id)).risk.status).toBe("RESOLVED");
  });

  it("a confirm through PUT /risks/{id}/confirm confirms the closest candidate", async () => {
    const { id, review } = await addAndScreen("Cimex Trading S.A.");
    const closest = review.groups[0].matches[0];
    const res = await api("PUT", `/risks/${review.risk.id}/confirm`, owner, { note: "Same company" });
    expect(res.json()).toMatchObject({ status: "CONFIRMED" });
    expect((await reviewOf(id)).reviews).toMatchObject([
      { outcome: "CONFIRMED", chosen_match: `${closest.source}:${closest.list}:${closest.id}` },
    ]);
  });
});

describe("four eyes", () => {
  it("is an Admin's workspace setting", async () => {
    const url = `/workspaces/${workspaceId}/screening-settings`;
    expect((await api("GET", url, viewer)).json()).toEqual({ four_eyes: false });
    expect((await api("PUT", url, compliance, { four_eyes: true })).statusCode).toBe(403);
    expect((await api("PUT", url, owner, { four_eyes: true })).json()).toEqual({ four_eyes: true });
  });

  it("keeps a decision waiting until another member approves it; a rejection leaves the risk open", async () => {
    const url = `/entity-relationships/${vendor.cimex}/screening/reviews`;
    const first = await api("POST", url, owner, { decision: "dismiss", note: "Not the Cuban Cimex" });
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe("PENDING_APPROVAL");
    let review = await reviewOf(vendor.cimex!);
    expect(review.risk.status).toBe("OPEN");
    expect(review.pending).toMatchObject({
      id: first.json().id,
      decided_by: { email: "owner@example.test" },
    });
    // While it waits: no second decision, no decision on the risk itself.
    expect((await api("POST", url, compliance, { decision: "dismiss", note: "Again" })).statusCode).toBe(409);
    const direct = await api("PUT", `/risks/${review.risk.id}/resolve`, compliance, {
      note: "Skip the review",
    });
    expect(direct.statusCode).toBe(409);
    // Its own reviewer cannot approve it.
    const own = await api("PUT", `/screening-reviews/${first.json().id}/approve`, owner, { note: "Fine" });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe("A second reviewer must approve this decision: you made it.");
    const rejected = await api("PUT", `/screening-reviews/${first.json().id}/reject`, compliance, {
      note: "Check the address first",
    });
    expect(rejected.json()).toMatchObject({
      status: "REJECTED",
      approved_by: { email: "compliance@example.test" },
    });
    expect((await reviewOf(vendor.cimex!)).risk.status).toBe("OPEN");

    const second = await api("POST", url, owner, { decision: "dismiss", note: "Address checked: Madrid" });
    const approved = await api("PUT", `/screening-reviews/${second.json().id}/approve`, compliance, {
      note: "Agreed",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "APPLIED", approval_note: "Agreed" });
    review = await reviewOf(vendor.cimex!);
    expect(review.risk).toMatchObject({ status: "RESOLVED", decision_note: "Address checked: Madrid" });
    expect(review.reviews.map((r: { status: string }) => r.status)).toEqual(["APPLIED", "REJECTED"]);
    // Settled: approving it again is refused.
    expect(
      (await api("PUT", `/screening-reviews/${second.json().id}/approve`, compliance, { note: "x" }))
        .statusCode,
    ).toBe(409);
  });
});
