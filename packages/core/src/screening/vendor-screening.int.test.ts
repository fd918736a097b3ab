import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { retailLocationExample } from "@tierline/contracts";
import { createDb, createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Actor } from "../actor";
import { createCore } from "../index";
import type { JobQueue } from "../jobs/job-queue";
import { memberActor } from "../testing/actors";
import { type JobsTestbed, openJobsTestbed } from "../testing/jobs-testbed";
import { ofacSdnFixture, writeOfacSdnFolder } from "../testing/sanctions-fixtures";
import { refreshSources } from "./list-refresh";
import { enqueueUnscreenedVendors, screenVendorJob } from "./screening.jobs";
import { createScreeningIndexHolder, type ScreeningIndexHolder } from "./screening-index-holder";
import { evidenceOf, screenVendors, vendorScreeningRiskKey } from "./vendor-screening";

const silent = { info() {}, warn() {}, error() {} };
const prefix = `test-${randomUUID().slice(0, 8)}`;
let db: Db;
let testbed: JobsTestbed;
let jobs: JobQueue;
let queue: Queue;
let index: ScreeningIndexHolder;
let actor: Actor;
let otherWorkspaceId: string;
const vendors: Record<string, { relationshipId: string; entityId: string }> = {};

const deps = () => ({ db, jobs, screeningIndex: index, vendorSubjects: { stored() {} }, logger: silent });
const screen = (ids: string[], workspaceId = actor.workspaceId) => screenVendors(deps(), workspaceId, ids);
const stored = (relationshipId: string) => db.vendorScreening.findUnique({ where: { relationshipId } });
const risksOf = (relationshipId: string) =>
  db.risk.findMany({ where: { relationshipId, sourceKind: "SCREENING" }, include: { events: true } });

/** Runs the queued `screening.vendor` jobs as the worker would (payload validated by the job's schema). */
async function runQueued(): Promise<{ workspaceId: string; relationshipIds: string[] }[]> {
  const waiting = await queue.getJobs(["waiting"]);
  const payloads = waiting.map((job) => screenVendorJob.schema.parse(job.data));
  for (const data of payloads)
    await screenVendorJob.handle(data, {
      ...deps(),
      progress: async () => {},
      finalAttempt: false,
    });
  await queue.drain();
  return payloads;
}

beforeAll(async () => {
  testbed = await openJobsTestbed(prefix, [screenVendorJob.name]);
  ({ db, jobs } = testbed);
  queue = testbed.queues[0]!;
  const dir = await writeOfacSdnFolder(
    await mkdtemp(path.join(tmpdir(), "tierline-vscreen-")),
    ofacSdnFixture,
  );
  try {
    await refreshSources({ db, logger: silent }, { dataDir: dir }, { sources: ["ofac_sdn"] });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  index = createScreeningIndexHolder({ db, logger: silent }, { checkSeconds: 0 });

  const user = await createUser(db, { email: `vscreen-${randomUUID().slice(0, 8)}@test.test` });
  const { workspace } = await createWorkspace(db, { ownerId: user.id });
  actor = await memberActor(db, user, workspace.id);
  for (const [key, name, country] of [
    // A variant of the listed AEROCARIBBEAN AIRLINES (Havana): a typo and a legal form.
    ["variant", "Aerocaribean Airlines S.A.", "CU"],
    ["clean", "Nordic Steel Aktiebolag", "SE"],
  ] as const) {
    const { entity, relationship } = await createVendor(db, { workspaceId: workspace.id, name, country });
    vendors[key] = { relationshipId: relationship.id, entityId: entity.id };
  }
  const other = await createWorkspace(db, { ownerId: user.id });
  otherWorkspaceId = other.workspace.id;
  const { entity, relationship } = await createVendor(db, {
    workspaceId: other.workspace.id,
    name: "Cimex",
    country: "CU",
  });
  vendors.otherWorkspace = { relationshipId: relationship.id, entityId: entity.id };
});

afterAll(async () => {
  await index.close();
  await testbed.close();
});

describe("the evidence of a vendor", () => {
  it("takes every name once, the countries of its jurisdiction and locations, and every identifier", () => {
    expect(
      evidenceOf({
        brand_name: "Acme",
        registered_name: "ACME",
        dba_names: ["Acme Trading", ""],
        additional_entity_names: ["Acme Holdings"],
        registered_jurisdiction: "US-DE",
        imported_details: { identifierType: "DUNS", identifierNumber: "150483782" },
        location_countries: ["DE", "US"],
        location_identifiers: [{ type: "LEI", value: "5493001KJTIIGC8Y1R12" }],
      }),
    ).toEqual({
      names: ["Acme", "Acme Trading", "Acme Holdings"],
      countries: ["US", "DE"],
      identifiers: [
        { type: "LEI", value: "5493001KJTIIGC8Y1R12" },
        { type: "DUNS", value: "150483782" },
      ],
    });
  });
});

describe("screening vendors", () => {
  it("stores a possible match with its score parts, and raises one High risk for it", async () => {
    const outcome = await screen([vendors.variant!.relationshipId, vendors.clean!.relationshipId]);
    expect(outcome).toEqual({ found: 2, screened: 2, withMatches: 1, raised: 1 });
    const result = await stored(vendors.variant!.relationshipId);
    expect(result).toMatchObject({
      workspaceId: actor.workspaceId,
      listVersions: { ofac_sdn: 1 },
      matchCount: 1,
      evidence: { names: ["Aerocaribean Airlines S.A."], countries: ["CU"], identifiers: [] },
    });
    const [match] = result!.matches as Record<string, unknown>[];
    expect(match).toMatchObject({
      source: "ofac_sdn",
      list: "SDNs",
      id: "36",
      name: "AEROCARIBBEAN AIRLINES",
      queryCountry: "CU",
      programs: ["CUBA"],
    });
    const parts = match!.parts as { name: number; country: number; tokens: unknown[] };
    expect(parts.name).toBeGreaterThan(0.8);
    expect(parts.country).toBeGreaterThan(0);
    expect(parts.tokens.length).toBeGreaterThan(0);

    const [risk, ...more] = await risksOf(vendors.variant!.relationshipId);
    expect(more).toEqual([]);
    expect(risk).toMatchObject({
      workspaceId: actor.workspaceId,
      sourceKey: vendorScreeningRiskKey,
      severity: "HIGH",
      status: "OPEN",
      actionRequired: true,
      title: "Possible restricted-party match: AEROCARIBBEAN AIRLINES (Specially Designated Nationals (SDN))",
    });
    expect(risk!.details).toMatchObject({ listVersions: { ofac_sdn: 1 }, matches: [{ id: "36" }] });
  });

  it("stores a clean result with the list versions, and raises nothing", async () => {
    expect(await stored(vendors.clean!.relationshipId)).toMatchObject({
      listVersions: { ofac_sdn: 1 },
      matchCount: 0,
      matches: [],
      evidence: { names: ["Nordic Steel Aktiebolag"], countries: ["SE"] },
    });
    expect(await risksOf(vendors.clean!.relationshipId)).toEqual([]);
  });

  it("changes nothing and raises nothing new when screened again against the same versions", async () => {
    const before = await Promise.all([
      stored(vendors.variant!.relationshipId),
      stored(vendors.clean!.relationshipId),
      risksOf(vendors.variant!.relationshipId),
    ]);
    const outcome = await screen([vendors.variant!.relationshipId, vendors.clean!.relationshipId]);
    expect(outcome).toEqual({ found: 2, screened: 0, withMatches: 0, raised: 0 });
    expect(
      await Promise.all([
        stored(vendors.variant!.relationshipId),
        stored(vendors.clean!.relationshipId),
        risksOf(vendors.variant!.relationshipId),
      ]),
    ).toEqual(before);
  });

  it("never reads nor writes another workspace's vendors", async () => {
    const outcome = await screen([vendors.otherWorkspace!.relationshipId]);
    expect(outcome).toEqual({ found: 0, screened: 0, withMatches: 0, raised: 0 });
    expect(await stored(vendors.otherWorkspace!.relationshipId)).toBeNull();
    expect(await risksOf(vendors.otherWorkspace!.relationshipId)).toEqual([]);
    // Screened in its own workspace, it is that workspace's result and risk.
    await screen([vendors.otherWorkspace!.relationshipId], otherWorkspaceId);
    expect(await stored(vendors.otherWorkspace!.relationshipId)).toMatchObject({
      workspaceId: otherWorkspaceId,
      matchCount: 1,
    });
    expect((await risksOf(vendors.otherWorkspace!.relationshipId)).map((r) => r.workspaceId)).toEqual([
      otherWorkspaceId,
    ]);
  });

  it("waits for the lists: with none loaded, the job fails (and is retried) rather than store a clean result", async () => {
    const empty = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
    const emptyDb = createDb(empty.url);
    const holder = createScreeningIndexHolder({ db: emptyDb, logger: silent }, { checkSeconds: 0 });
    try {
      await expect(
        screenVendors({ db: emptyDb, jobs, screeningIndex: holder, logger: silent }, actor.workspaceId, [
          vendors.clean!.relationshipId,
        ]),
      ).rejects.toThrow(/no restricted-party list is loaded/);
    } finally {
      await holder.close();
      await emptyDb.$disconnect();
      await empty.drop();
    }
  });
});

describe("screening again when a vendor's evidence changes", () => {
  const core = () => createCore({ db, jobs, logger: silent });

  it("a new name enqueues the vendor and the re-screen raises its match", async () => {
    await queue.drain();
    await core().entities.update(actor, vendors.clean!.entityId, { dba_names: ["Banco Nacional Cuba"] });
    const ran = await runQueued();
    expect(ran).toEqual([
      { workspaceId: actor.workspaceId, relationshipIds: [vendors.clean!.relationshipId] },
    ]);
    expect(await stored(vendors.clean!.relationshipId)).toMatchObject({
      matchCount: 1,
      evidence: { names: ["Nordic Steel Aktiebolag", "Banco Nacional Cuba"] },
      matches: [{ id: "306", queryName: "Banco Nacional Cuba" }],
    });
    expect(await risksOf(vendors.clean!.relationshipId)).toMatchObject([
      { status: "OPEN", severity: "HIGH" },
    ]);
  });

  it("a change that removes the match resolves the open risk, saying why", async () => {
    await core().entities.update(actor, vendors.clean!.entityId, { dba_names: [] });
    await runQueued();
    expect(await stored(vendors.clean!.relationshipId)).toMatchObject({ matchCount: 0 });
    const [risk] = await risksOf(vendors.clean!.relationshipId);
    expect(risk).toMatchObject({ status: "RESOLVED" });
    expect(risk!.events.at(-1)).toMatchObject({
      toStatus: "RESOLVED",
      actorId: null,
      note: "Screened again after the vendor's details changed: no possible match remains.",
    });
  });

  it("a location added, changed or removed enqueues the vendor; its country and identifiers count", async () => {
    const location = await core().entityLocations.create(actor, vendors.variant!.entityId, {
      ...retailLocationExample,
      identifiers: [],
    });
    const [queued] = await runQueued();
    expect(queued).toEqual({
      workspaceId: actor.workspaceId,
      relationshipIds: [vendors.variant!.relationshipId],
    });
    expect(await stored(vendors.variant!.relationshipId)).toMatchObject({
      evidence: { countries: ["CU", "US"], identifiers: [] },
    });
    await core().entityLocations.update(actor, vendors.variant!.entityId, location.id, {
      identifiers: [{ type: "EIN", kind: "company", number: "12-3456789" }],
    });
    await runQueued();
    expect(await stored(vendors.variant!.relationshipId)).toMatchObject({
      evidence: { identifiers: [{ type: "EIN", value: "12-3456789" }] },
    });
    await core().entityLocations.remove(actor, vendors.variant!.entityId, location.id);
    expect(await runQueued()).toHaveLength(1);
    expect(await stored(vendors.variant!.relationshipId)).toMatchObject({
      evidence: { countries: ["CU"], identifiers: [] },
    });
    // Still the same match: the open risk is left as it was, raised once.
    const [risk] = await risksOf(vendors.variant!.relationshipId);
    expect(risk).toMatchObject({ status: "OPEN" });
    expect(risk!.events).toHaveLength(1);
  });

  it("a change to a fact screening does not read (the website) enqueues nothing", async () => {
    await core().entities.update(actor, vendors.variant!.entityId, {
      entity_website: "https://aero.example",
    });
    expect(await queue.getWaitingCount()).toBe(0);
  });
});

describe("the sweep of unscreened vendors", () => {
  it("queues the vendors with no stored screening (older than the grace period), per workspace, and no other", async () => {
    await queue.drain();
    const { relationship } = await createVendor(db, {
      workspaceId: actor.workspaceId,
      name: "Left Unqueued Metals Ltd",
      country: "GB",
    });
    // Within the grace period: its own job may still be on its way.
    expect(await enqueueUnscreenedVendors({ db, jobs }, 30)).toBe(0);
    await db.vendorRelationship.update({
      where: { id: relationship.id },
      data: { createdAt: new Date(Date.now() - 3600_000) },
    });
    expect(await enqueueUnscreenedVendors({ db, jobs }, 30)).toBe(1);
    expect(await runQueued()).toEqual([
      { workspaceId: actor.workspaceId, relationshipIds: [relationship.id] },
    ]);
    expect(await stored(relationship.id)).toMatchObject({ matchCount: 0 });
    expect(await enqueueUnscreenedVendors({ db, jobs }, 30)).toBe(0);
  });
});
