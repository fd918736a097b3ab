import { randomUUID } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobQueue } from "../jobs/job-queue";
import { type JobsTestbed, openJobsTestbed } from "../testing/jobs-testbed";
import { type OfacRow, ofacSdnFixture, writeOfacSdnFolder } from "../testing/sanctions-fixtures";
import { refreshSources } from "./list-refresh";
import { refreshListsJob, rescreenVendorsJob, scheduleListRefresh } from "./screening.jobs";
import { createScreeningIndexHolder, type ScreeningIndexHolder } from "./screening-index-holder";
import { rescreenAfterListUpdate } from "./vendor-rescreen";
import { screenVendors } from "./vendor-screening";
import { createVendorSubjects, type VendorSubjects } from "./vendor-subjects";

const silent = { info() {}, warn() {}, error() {} };
const prefix = `test-${randomUUID().slice(0, 8)}`;
let db: Db;
let testbed: JobsTestbed;
let jobs: JobQueue;
let rescreenQueue: Queue;
let index: ScreeningIndexHolder;
/** The worker's, held across the versions of this file as across a worker's jobs. */
let vendorSubjects: VendorSubjects;
let tmp: string;
const workspaces: Record<"a" | "b", string> = { a: "", b: "" };
const vendors: Record<string, { workspaceId: string; relationshipId: string }> = {};

/** A party newly listed in version 2 (OFAC's real entry 9647, renamed so only one vendor matches it). */
const northwind: OfacRow = {
  id: 90001,
  name: "NORTHWIND MARITIME SHIPPING",
  program: "IRAN",
  addresses: [{ city: "Bandar Abbas", country: "Iran" }],
};
/** Version 2: CIMEX removed, NORTHWIND added, BANCO NACIONAL DE CUBA changed (an alias no vendor has). */
const version2: OfacRow[] = [
  ...ofacSdnFixture
    .filter((r) => r.id !== 535)
    .map((r) => (r.id === 306 ? { ...r, aliases: [...(r.aliases ?? []), "BNC HAVANA"] } : r)),
  northwind,
];
/** Version 3: NORTHWIND renamed out of any vendor's reach. */
const version3: OfacRow[] = [
  ...version2.filter((r) => r.id !== northwind.id),
  { ...northwind, name: "QESHM PETROCHEMICAL TANKERS" },
];

const screeningDeps = () => ({ db, jobs, screeningIndex: index, vendorSubjects, logger: silent });
const jobContext = () => ({
  db,
  jobs,
  screeningIndex: index,
  vendorSubjects,
  listRefresh: { dataDir: "" },
  logger: silent,
  progress: async () => {},
  finalAttempt: false,
});

/** Loads a list version through the refresh job, as the worker does: it queues the re-screening. */
async function publish(rows: readonly OfacRow[]): Promise<void> {
  const dir = await writeOfacSdnFolder(await mkdtemp(path.join(tmp, "v-")), rows);
  await refreshListsJob.handle({ sources: ["ofac_sdn"] }, { ...jobContext(), listRefresh: { dataDir: dir } });
}

/** Runs the queued `screening.rescreen` jobs as the worker would (payload validated by the schema). */
async function runQueuedRescreens(): Promise<string[]> {
  const queued = await rescreenQueue.getJobs(["waiting", "delayed"]);
  const payloads = queued.map((job) => rescreenVendorsJob.schema.parse(job.data));
  for (const data of payloads) await rescreenVendorsJob.handle(data, jobContext());
  await rescreenQueue.obliterate({ force: true });
  return payloads.map((p) => p.versionId);
}

const versionId = async (number: number) =>
  (await db.sanctionSourceVersion.findFirstOrThrow({ where: { sourceId: "ofac_sdn", number } })).id;
const risksOf = (key: string) =>
  db.risk.findMany({
    where: { relationshipId: vendors[key]!.relationshipId, sourceKind: "SCREENING" },
    include: { events: { orderBy: { createdAt: "asc" } } },
  });
const allRisks = () =>
  db.risk
    .findMany({ include: { events: true }, orderBy: { createdAt: "asc" } })
    .then((risks) => risks.map((r) => ({ ...r, events: r.events.length })));
const stored = (key: string) =>
  db.vendorScreening.findUnique({ where: { relationshipId: vendors[key]!.relationshipId } });

beforeAll(async () => {
  testbed = await openJobsTestbed(prefix, [rescreenVendorsJob.name]);
  ({ db, jobs } = testbed);
  rescreenQueue = testbed.queues[0]!;
  tmp = await mkdtemp(path.join(tmpdir(), "tierline-rescreen-"));
  // A long check interval: only `fresh()` may see the new versions, as a worker's index would.
  index = createScreeningIndexHolder({ db, logger: silent }, { checkSeconds: 3600 });
  vendorSubjects = createVendorSubjects(db);

  const user = await createUser(db, { email: `rescreen-${randomUUID().slice(0, 8)}@test.test` });
  workspaces.a = (await createWorkspace(db, { ownerId: user.id })).workspace.id;
  workspaces.b = (await createWorkspace(db, { ownerId: user.id })).workspace.id;
  for (const [key, workspace, name, country] of [
    ["variant", "a", "Aerocaribean Airlines S.A.", "CU"],
    ["northwind", "a", "Northwind Maritime Shipping Co.", "IR"],
    ["clean", "a", "Nordic Steel Aktiebolag", "SE"],
    ["cimex", "b", "Cimex", "CU"],
    ["northwindOther", "b", "Northwind Maritime Shipping LLC", "AE"],
  ] as const) {
    const { relationship } = await createVendor(db, { workspaceId: workspaces[workspace], name, country });
    vendors[key] = { workspaceId: workspaces[workspace], relationshipId: relationship.id };
  }

  // Version 1, and every vendor screened against it: the variant and CIMEX are possible matches. The
  // UK list too (none of the vendors on it): stored versions of two sources, which jsonb keeps in its
  // own key order, must still read as the same versions.
  await publish(ofacSdnFixture);
  const ukFolder = path.join(tmp, "uk-list");
  await mkdir(path.join(ukFolder, "uk"), { recursive: true });
  await copyFile(
    fileURLToPath(new URL("../../../screening/src/lists/fixtures/uk/ConList.csv", import.meta.url)),
    path.join(ukFolder, "uk", "ConList.csv"),
  );
  await refreshListsJob.handle({ sources: ["uk"] }, { ...jobContext(), listRefresh: { dataDir: ukFolder } });
  // Run while no vendor has a stored screening: nothing to screen, the versions are marked re-screened.
  expect(await runQueuedRescreens()).toHaveLength(2);
  for (const workspace of ["a", "b"] as const)
    await screenVendors(
      screeningDeps(),
      workspaces[workspace],
      Object.values(vendors)
        .filter((v) => v.workspaceId === workspaces[workspace])
        .map((v) => v.relationshipId),
    );
});

afterAll(async () => {
  await index.close();
  await testbed.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("re-screening after a list update", () => {
  it("starts from version 1's matches: the variant and CIMEX", async () => {
    expect((await allRisks()).map((r) => [r.relationshipId, r.status])).toEqual([
      [vendors.variant!.relationshipId, "OPEN"],
      [vendors.cimex!.relationshipId, "OPEN"],
    ]);
  });

  it("is queued once per new version by the list refresh, and raises exactly the new matches", async () => {
    const before = await allRisks();
    await publish(version2);
    expect(await runQueuedRescreens()).toEqual([await versionId(2)]);

    const after = await allRisks();
    const raised = after.filter((r) => !before.some((b) => b.id === r.id));
    // NORTHWIND matches the vendors of that name in both workspaces, and nothing else is raised.
    expect(raised.map((r) => [r.relationshipId, r.status, r.severity])).toEqual(
      expect.arrayContaining([
        [vendors.northwind!.relationshipId, "OPEN", "HIGH"],
        [vendors.northwindOther!.relationshipId, "OPEN", "HIGH"],
      ]),
    );
    expect(raised).toHaveLength(2);
    expect(raised[0]!.details).toMatchObject({
      listVersions: { ofac_sdn: 2, uk: 1 },
      matches: [{ id: "90001", name: "NORTHWIND MARITIME SHIPPING" }],
    });
    // The variant's risk is as it was: its match did not change.
    expect(after.find((r) => r.relationshipId === vendors.variant!.relationshipId)).toEqual(
      before.find((r) => r.relationshipId === vendors.variant!.relationshipId),
    );
  });

  it("screens only the vendors the version concerns", async () => {
    expect(await stored("northwind")).toMatchObject({ listVersions: { ofac_sdn: 2, uk: 1 }, matchCount: 1 });
    expect(await stored("cimex")).toMatchObject({ listVersions: { ofac_sdn: 2, uk: 1 }, matchCount: 0 });
    // Matched by no added or changed entry, holding no removed one: its result is left as it was.
    expect(await stored("clean")).toMatchObject({ listVersions: { ofac_sdn: 1, uk: 1 }, matchCount: 0 });
    expect(await stored("variant")).toMatchObject({ listVersions: { ofac_sdn: 1, uk: 1 }, matchCount: 1 });
  });

  it("resolves the open match whose entry was removed, saying which and in which version", async () => {
    const [risk, ...more] = await risksOf("cimex");
    expect(more).toEqual([]);
    expect(risk).toMatchObject({ status: "RESOLVED", decidedById: null });
    expect(risk!.decisionNote).toBe(
      "Entry removed from Specially Designated Nationals (SDN) (OFAC Specially Designated Nationals (SDN) list, version 2): CIMEX (535). No possible match remains.",
    );
    const resolved = risk!.events.at(-1)!;
    expect(resolved).toMatchObject({ actorId: null, note: risk!.decisionNote });
    expect(resolved.details).toMatchObject({
      listVersions: { ofac_sdn: 2, uk: 1 },
      entries: [{ kind: "REMOVED", list: "SDNs", id: "535", name: "CIMEX" }],
    });
  });

  it("raises and resolves nothing when the same version is applied again", async () => {
    const before = await allRisks();
    const outcome = await rescreenAfterListUpdate(screeningDeps(), await versionId(2));
    expect(outcome).toMatchObject({ source: "ofac_sdn", version: 2, screened: 0, raised: 0, resolved: 0 });
    expect(await allRisks()).toEqual(before);
  });

  it("finds the same with a rebuilt index as with the index before the update and the version's delta", async () => {
    // A worker started since: its index is of version 2 already, so it is used as it is.
    const rebuilt = createScreeningIndexHolder({ db, logger: silent }, { checkSeconds: 3600 });
    try {
      const outcome = await rescreenAfterListUpdate(
        { db, jobs, screeningIndex: rebuilt, vendorSubjects: createVendorSubjects(db), logger: silent },
        await versionId(2),
      );
      expect(outcome).toMatchObject({ delta: false, affected: 2, screened: 0, raised: 0, resolved: 0 });
      expect(
        await screenVendors({ db, jobs, screeningIndex: rebuilt, logger: silent }, workspaces.a, [
          vendors.northwind!.relationshipId,
        ]),
      ).toMatchObject({ screened: 0 });
    } finally {
      await rebuilt.close();
    }
  });

  it("keeps the vendors' names between runs, reading again only those another process screened since", async () => {
    const { vendorEntityId } = await db.vendorRelationship.findUniqueOrThrow({
      where: { id: vendors.clean!.relationshipId },
    });
    const rename = (brandName: string) =>
      db.entity.update({ where: { id: vendorEntityId }, data: { brandName } });
    // Renamed and screened by this worker: the held index was told.
    await rename("Nordic Steel AB");
    await screenVendors(screeningDeps(), workspaces.a, [vendors.clean!.relationshipId]);
    expect(await rescreenAfterListUpdate(screeningDeps(), await versionId(2))).toMatchObject({
      vendors: 5,
      read: 0,
      screened: 0,
    });
    // Renamed and screened by another worker or the api: found by its evidence hash.
    await rename("Qeshm Petrochemical Tankers Ltd");
    await screenVendors({ db, jobs, screeningIndex: index, logger: silent }, workspaces.a, [
      vendors.clean!.relationshipId,
    ]);
    expect(await stored("clean")).toMatchObject({ listVersions: { ofac_sdn: 2, uk: 1 }, matchCount: 0 });
    expect(await rescreenAfterListUpdate(screeningDeps(), await versionId(2))).toMatchObject({
      vendors: 5,
      read: 1,
      screened: 0,
      raised: 0,
    });
  });

  it("resolves an open match whose entry changed out of reach", async () => {
    await publish(version3);
    expect(await runQueuedRescreens()).toEqual([await versionId(3)]);
    for (const key of ["northwind", "northwindOther"]) {
      const [risk] = await risksOf(key);
      expect(risk).toMatchObject({ status: "RESOLVED" });
      expect(risk!.decisionNote).toBe(
        "Entry changed on Specially Designated Nationals (SDN) (OFAC Specially Designated Nationals (SDN) list, version 3): NORTHWIND MARITIME SHIPPING (90001). No possible match remains.",
      );
      expect(await stored(key)).toMatchObject({ listVersions: { ofac_sdn: 3, uk: 1 }, matchCount: 0 });
    }
  });

  it("finds a vendor renamed since the held index first read it", async () => {
    // Version 3's QESHM PETROCHEMICAL TANKERS is the renamed vendor's new name.
    expect(await stored("clean")).toMatchObject({ listVersions: { ofac_sdn: 3, uk: 1 }, matchCount: 1 });
    expect((await risksOf("clean")).map((r) => r.status)).toEqual(["OPEN"]);
  });
});

describe("a version whose re-screening was never queued", () => {
  it("is queued by the next refresh and at a worker start, until it has been re-screened", async () => {
    // Version 4 lists NORTHWIND again (another entry). Its refresh wrote it and died before queueing
    // the re-screening.
    const dir = await writeOfacSdnFolder(await mkdtemp(path.join(tmp, "v-")), [
      ...version3,
      { ...northwind, id: 90002 },
    ]);
    await refreshSources({ db, logger: silent }, { dataDir: dir }, { sources: ["ofac_sdn"] });
    expect(await rescreenQueue.getJobs(["waiting", "delayed"])).toEqual([]);
    // Its retry finds the files unchanged and writes nothing, yet queues it; so does a worker starting.
    await refreshListsJob.handle(
      { sources: ["ofac_sdn"] },
      { ...jobContext(), listRefresh: { dataDir: dir } },
    );
    await scheduleListRefresh({ db, jobs, logger: silent });
    expect(await runQueuedRescreens()).toEqual([await versionId(4)]);
    expect(await stored("northwind")).toMatchObject({ listVersions: { ofac_sdn: 4, uk: 1 }, matchCount: 1 });
    expect((await risksOf("northwind")).map((r) => r.status)).toEqual(["OPEN"]);

    // Re-screened: neither queues it again.
    await refreshListsJob.handle(
      { sources: ["ofac_sdn"] },
      { ...jobContext(), listRefresh: { dataDir: dir } },
    );
    await scheduleListRefresh({ db, jobs, logger: silent });
    expect(await rescreenQueue.getJobs(["waiting", "delayed"])).toEqual([]);
  });
});
