import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { screeningMatchKey } from "@tierline/contracts";
import { createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../actor";
import { createCore } from "../index";
import type { JobQueue } from "../jobs/job-queue";
import { memberActor } from "../testing/actors";
import { type JobsTestbed, openJobsTestbed } from "../testing/jobs-testbed";
import { type OfacRow, ofacSdnFixture, writeOfacSdnFolder } from "../testing/sanctions-fixtures";
import { refreshSources } from "./list-refresh";
import { enqueueVendorScreening, rescreenVendorsJob, screenVendorJob } from "./screening.jobs";
import { createScreeningIndexHolder, type ScreeningIndexHolder } from "./screening-index-holder";
import { rescreenAfterListUpdate } from "./vendor-rescreen";
import type { StoredMatch } from "./vendor-screening";
import { createVendorSubjects, type VendorSubjects } from "./vendor-subjects";

/**
 * Issue 11: a dismissed (vendor, entry) pair is not raised again unless the vendor's names, countries
 * or identifiers or the entry's content change. "The entry changed" is its content (`entryHash`), not
 * the list's version: a new version leaving the entry as it was raises nothing.
 */

const silent = { info() {}, warn() {}, error() {} };
const prefix = `test-${randomUUID().slice(0, 8)}`;
let db: Db;
let testbed: JobsTestbed;
let jobs: JobQueue;
let vendorQueue: Queue;
let index: ScreeningIndexHolder;
let vendorSubjects: VendorSubjects;
let actor: Actor;
let tmp: string;
const vendors: Record<"airline" | "bank" | "cimex", { relationshipId: string; entityId: string }> = {
  airline: { relationshipId: "", entityId: "" },
  bank: { relationshipId: "", entityId: "" },
  cimex: { relationshipId: "", entityId: "" },
};
type Key = keyof typeof vendors;

const withEntry = (rows: readonly OfacRow[], id: number, change: (row: OfacRow) => OfacRow) =>
  rows.map((r) => (r.id === id ? change(r) : r));
/** Version 2: the airline's entry gains an alias and CIMEX an address, no vendor's names among them. */
const version2 = withEntry(
  withEntry(ofacSdnFixture, 36, (r) => ({ ...r, aliases: [...(r.aliases ?? []), "HAVANA SKY TRANSPORT"] })),
  535,
  (r) => ({ ...r, addresses: [...(r.addresses ?? []), { city: "Mariel", country: "Cuba" }] }),
);
/** Version 3: the airline's entry gains an address. */
const version3 = withEntry(version2, 36, (r) => ({
  ...r,
  addresses: [...(r.addresses ?? []), { city: "Santiago de Cuba", country: "Cuba" }],
}));
/** Version 4: a party no vendor is named like; every entry a vendor matches is as in version 3. */
const version4: OfacRow[] = [
  ...version3,
  { id: 9001, name: "QESHM PETROCHEMICAL TANKERS", program: "IRAN", addresses: [] },
];

const core = () => createCore({ db, jobs, logger: silent });
const jobContext = () => ({
  db,
  jobs,
  screeningIndex: index,
  vendorSubjects,
  logger: silent,
  progress: async () => {},
  finalAttempt: false,
});

/** Writes a list version (no re-screening queued): each test runs the screening it is about. */
async function publish(rows: readonly OfacRow[]): Promise<string> {
  const dir = await writeOfacSdnFolder(await mkdtemp(path.join(tmp, "v-")), rows);
  const [outcome] = await refreshSources({ db, logger: silent }, { dataDir: dir }, { sources: ["ofac_sdn"] });
  return outcome!.versionId!;
}

/** `screening.vendor` of these vendors, queued and run as the worker does, its index up to date. */
async function screenThroughJob(keys: readonly Key[], { force = false } = {}): Promise<void> {
  await index.fresh();
  await enqueueVendorScreening(
    jobs,
    actor.workspaceId,
    keys.map((k) => vendors[k].relationshipId),
    { force },
  );
  const waiting = await vendorQueue.getJobs(["waiting"]);
  for (const job of waiting)
    await screenVendorJob.handle(screenVendorJob.schema.parse(job.data), jobContext());
  await vendorQueue.obliterate({ force: true });
}

/** What `screening.rescreen` of a version runs, as the worker does after the list refresh. */
const rescreen = (versionId: string) =>
  rescreenAfterListUpdate(jobContext(), rescreenVendorsJob.schema.parse({ versionId }).versionId);

const risk = async (key: Key) => {
  const found = await db.risk.findFirstOrThrow({
    where: { relationshipId: vendors[key].relationshipId, sourceKind: "SCREENING" },
    include: { events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  return { ...found, kinds: found.events.map((e) => e.kind) };
};
const storedMatches = async (key: Key) =>
  (await db.vendorScreening.findUniqueOrThrow({ where: { relationshipId: vendors[key].relationshipId } }))
    .matches as unknown as StoredMatch[];
const dismiss = (key: Key) =>
  core().screeningReview.decide(actor, vendors[key].relationshipId, {
    decision: "dismiss",
    note: "Not the listed party",
  });

beforeAll(async () => {
  testbed = await openJobsTestbed(prefix, [screenVendorJob.name]);
  ({ db, jobs } = testbed);
  vendorQueue = testbed.queues[0]!;
  tmp = await mkdtemp(path.join(tmpdir(), "tierline-dismissed-"));
  // A long check interval: the index moves to a new version only when a test asks (`fresh`).
  index = createScreeningIndexHolder({ db, logger: silent }, { checkSeconds: 3600 });
  vendorSubjects = createVendorSubjects(db);
  await publish(ofacSdnFixture);

  const user = await createUser(db, { email: `dismissed-${randomUUID().slice(0, 8)}@test.test` });
  const { workspace } = await createWorkspace(db, { ownerId: user.id });
  actor = await memberActor(db, user, workspace.id);
  // Variants of listed names, each a possible match of one entry.
  for (const [key, name] of [
    ["airline", "Aerocaribean Airlines S.A."],
    ["bank", "Banco Nacional de Cuba S.A."],
    ["cimex", "Cimex S.A."],
  ] as const) {
    const { entity, relationship } = await createVendor(db, {
      workspaceId: workspace.id,
      name,
      country: "CU",
    });
    vendors[key] = { relationshipId: relationship.id, entityId: entity.id };
  }
  await screenThroughJob(["airline", "bank", "cimex"]);
  await dismiss("airline");
  await dismiss("bank");
  const [cimexMatch] = await storedMatches("cimex");
  await core().screeningReview.decide(actor, vendors.cimex.relationshipId, {
    decision: "confirm",
    match: screeningMatchKey(cimexMatch!),
    note: "Our vendor is the listed CIMEX",
  });
});

afterAll(async () => {
  await index.close();
  await testbed.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("a dismissed pair whose entry changes", () => {
  it("starts decided: two pairs dismissed, one confirmed", async () => {
    expect((await risk("airline")).status).toBe("RESOLVED");
    expect((await risk("bank")).status).toBe("RESOLVED");
    expect((await risk("cimex")).status).toBe("CONFIRMED");
  });

  it("is raised again by screening.vendor when the entry gains an alias, at the same score", async () => {
    const [before] = await storedMatches("airline");
    await publish(version2);
    await screenThroughJob(["airline", "bank", "cimex"]);

    const [after] = await storedMatches("airline");
    expect(after).toMatchObject({ id: "36", score: before!.score });
    expect(after!.entryHash).not.toBe(before!.entryHash);
    const airline = await risk("airline");
    expect(airline.status).toBe("OPEN");
    expect(airline.kinds).toEqual(["RAISED", "RESOLVED", "REOPENED"]);
    expect(airline.events.at(-1)).toMatchObject({
      note: "Screened again: a possible match not dismissed before.",
      details: { listVersions: { ofac_sdn: 2 } },
    });
    expect(airline.details).toMatchObject({ matches: [{ id: "36" }] });
  });

  it("is not raised again when the new version leaves the entry as it was", async () => {
    const bank = await risk("bank");
    expect(bank.status).toBe("RESOLVED");
    expect(bank.kinds).toEqual(["RAISED", "RESOLVED"]);
    expect((await storedMatches("bank"))[0]).toMatchObject({ id: "306" });
  });

  it("leaves a confirmed match confirmed when its entry changes: it is not a new possible match", async () => {
    const cimex = await risk("cimex");
    expect(cimex.status).toBe("CONFIRMED");
    expect(cimex.kinds).toEqual(["RAISED", "CONFIRMED"]);
  });

  it("is raised again by the delta screening.rescreen of the version that changed the entry", async () => {
    await dismiss("airline");
    // The index held is of version 2: screened against it and version 3's delta, as a worker does.
    expect(await rescreen(await publish(version3))).toMatchObject({ delta: true, affected: 1, raised: 1 });
    const airline = await risk("airline");
    expect(airline.status).toBe("OPEN");
    expect(airline.kinds).toEqual(["RAISED", "RESOLVED", "REOPENED", "RESOLVED", "REOPENED"]);
    expect(airline.events.at(-1)).toMatchObject({ details: { listVersions: { ofac_sdn: 3 } } });
    expect((await storedMatches("airline"))[0]).toMatchObject({ id: "36" });
    // The others' entries did not change in version 3: left as decided.
    expect((await risk("bank")).kinds).toEqual(["RAISED", "RESOLVED"]);
    expect((await risk("cimex")).kinds).toEqual(["RAISED", "CONFIRMED"]);
  });

  it("stays dismissed through later versions and a rebuilt index once the entry is as dismissed", async () => {
    await dismiss("airline");
    await rescreen(await publish(version4));
    // Screened in full against a rebuilt index of version 4: the entry's hash is the one the delta
    // screening stored and the reviewer dismissed.
    await screenThroughJob(["airline", "bank", "cimex"], { force: true });
    expect((await storedMatches("airline"))[0]).toMatchObject({ id: "36" });
    const airline = await risk("airline");
    expect(airline.status).toBe("RESOLVED");
    expect(airline.kinds.at(-1)).toBe("RESOLVED");
    expect((await risk("bank")).kinds).toEqual(["RAISED", "RESOLVED"]);
    expect((await risk("cimex")).kinds).toEqual(["RAISED", "CONFIRMED"]);
  });
});

describe("a dismissed pair whose vendor's evidence changes", () => {
  const reopenedByChange = async () => {
    await screenThroughJob(["bank"]);
    const bank = await risk("bank");
    expect(bank.status).toBe("OPEN");
    expect(bank.events.at(-1)).toMatchObject({
      kind: "REOPENED",
      note: "Screened again after the vendor's details changed.",
    });
    expect(bank.details).toMatchObject({ matches: [{ id: "306" }] });
    await dismiss("bank");
  };

  it("is raised again when the vendor's names change", async () => {
    await db.entity.update({ where: { id: vendors.bank.entityId }, data: { dbaNames: ["BNC Trading"] } });
    await reopenedByChange();
  });

  it("is raised again when the vendor's country changes", async () => {
    await db.entity.update({ where: { id: vendors.bank.entityId }, data: { registeredJurisdiction: "ES" } });
    await reopenedByChange();
  });

  it("is raised again when the vendor's identifiers change", async () => {
    await db.vendorRelationship.update({
      where: { id: vendors.bank.relationshipId },
      data: { importedDetails: { identifierType: "LEI", identifierNumber: "5493001KJTIIGC8Y1R12" } },
    });
    await reopenedByChange();
  });

  it("stays dismissed when screened again with nothing changed", async () => {
    await screenThroughJob(["bank"], { force: true });
    expect((await risk("bank")).status).toBe("RESOLVED");
  });
});

describe("a re-raised pair whose entry then goes, the vendor's other matches dismissed", () => {
  const harbour = (id: number, name: string): OfacRow => ({
    id,
    name,
    program: "CUBA",
    addresses: [{ city: "Havana", country: "Cuba" }],
  });
  /** Version 5: two parties a new vendor is named like. */
  const version5 = [
    ...version4,
    harbour(9101, "HAVANA HARBOUR LOGISTICS"),
    harbour(9102, "HAVANA HARBOUR LOGISTICS COMPANY"),
  ];
  /** Version 6: the first gains an alias. */
  const version6 = withEntry(version5, 9101, (r) => ({ ...r, aliases: ["PUERTO HABANA CARGO"] }));
  /** Version 7: the first is removed. */
  const version7 = version6.filter((r) => r.id !== 9101);
  let twin: string;
  const twinRisk = () =>
    db.risk.findFirstOrThrow({
      where: { relationshipId: twin, sourceKind: "SCREENING" },
      include: { events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    });

  it("is resolved by the system: its only open candidate went, the others stay dismissed", async () => {
    const { relationship } = await createVendor(db, {
      workspaceId: actor.workspaceId,
      name: "Havana Harbour Logistics S.A.",
      country: "CU",
    });
    twin = relationship.id;
    await index.fresh();
    await screenVendorJob.handle({ workspaceId: actor.workspaceId, relationshipIds: [twin] }, jobContext());
    await rescreen(await publish(version5));
    const raised = await db.vendorScreening.findUniqueOrThrow({ where: { relationshipId: twin } });
    expect((raised.matches as unknown as StoredMatch[]).map((m) => m.id).sort()).toEqual(["9101", "9102"]);
    await core().screeningReview.decide(actor, twin, { decision: "dismiss", note: "A Panamanian forwarder" });

    await rescreen(await publish(version6));
    expect(await twinRisk()).toMatchObject({ status: "OPEN", details: { matches: [{ id: "9101" }] } });

    await rescreen(await publish(version7));
    const risk = await twinRisk();
    expect(risk.status).toBe("RESOLVED");
    expect(risk.decisionNote).toBe(
      "Entry removed from Specially Designated Nationals (SDN) (OFAC Specially Designated Nationals (SDN) list, version 7): HAVANA HARBOUR LOGISTICS (9101). No possible match remains.",
    );
    // The dismissed pair is still stored, and still not a candidate.
    const left = await db.vendorScreening.findUniqueOrThrow({ where: { relationshipId: twin } });
    expect(left).toMatchObject({ matchCount: 1, matches: [{ id: "9102" }] });
  });
});
