import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  fieldMessages,
  importMessages,
  type VendorColumnMapping,
  vendorRowMessages,
} from "@tierline/contracts";
import { createUser, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { csvFile } from "@tierline/imports/testing";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { JobContext } from "../jobs/define-job";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { screenVendorJob } from "../screening/screening.jobs";
import { runVendorImport } from "./vendor-import-run";
import { createVendorImportsRepository } from "./vendor-imports.repository";
import type { VendorListFiles } from "./vendor-list-files";

const database = useTestDatabase();
const prefix = `test-${randomUUID().slice(0, 8)}`;
let redis: Redis;
let jobs: JobQueue;
let dir: string;
let workspaceId: string;
let userId: string;

/** Uploaded files as the import sees them: a folder of this test's own, named by resource id. */
const files: VendorListFiles = {
  async open(_scope, resourceId) {
    return { fileName: `${resourceId}.csv`, stream: createReadStream(path.join(dir, `${resourceId}.csv`)) };
  },
};

beforeAll(async () => {
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = createJobQueue(redis, prefix);
  dir = await mkdtemp(path.join(tmpdir(), "tierline-vendor-import-"));
  const user = await createUser(database.db);
  userId = user.id;
  workspaceId = (await createWorkspace(database.db, { ownerId: user.id })).workspace.id;
});

afterAll(async () => {
  await jobs.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await rm(dir, { recursive: true, force: true });
});

const mapping: VendorColumnMapping = { name: "Name", country: "Country", city: "City", start_date: "Since" };

/** A csv stored as a "resource" and an import of it, QUEUED, as the api leaves it. */
async function importOf(rows: string[][], db: Db = database.db) {
  const { id: resourceId } = await db.resource.create({
    data: {
      workspaceId,
      kind: "VENDOR_UPLOAD",
      fileName: "vendors.csv",
      storageKey: `resources/${workspaceId}/${randomUUID()}`,
      status: "UPLOADED",
    },
  });
  await writeFile(
    path.join(dir, `${resourceId}.csv`),
    csvFile([["Name", "Country", "City", "Since"], ...rows]),
  );
  return createVendorImportsRepository(db).create({
    workspaceId,
    resourceId,
    createdById: userId,
    mapping,
    columns: ["Name", "Country", "City", "Since"],
    totalRows: rows.length,
  });
}

const vendorsOf = (db: Db) =>
  db.vendorRelationship.findMany({
    where: { workspaceId },
    include: { vendorEntity: true },
    orderBy: { importRow: "asc" },
  });

const run = (importId: string, progress: JobContext["progress"] = async () => {}, batchSize = 3) =>
  runVendorImport({ db: database.db, jobs, vendorLists: files }, importId, progress, batchSize);
const stateOf = (importId: string) =>
  createVendorImportsRepository(database.db).find({ workspaceId }, importId);

const rows = [
  ["Acme Inc", "United States", "Springfield", "Jan 15, 2024"], // 2
  ["Bolt GmbH", "DE", "Köln", ""], // 3
  ["", "FR", "", ""], // 4: no name
  ["ACME, LLC", "usa", "", ""], // 5: Acme again
  ["Carl Ltd", "", "", "31/02/2024"], // 6: no country, bad date
  ["Dora SA", "France", "", "15.01.2024"], // 7
  ["bolt", "Germany", "", ""], // 8: Bolt again, in a later batch
];

it("writes each new vendor once as an entity and a PENDING relationship, with the rejected and merged rows", async () => {
  const { db } = database;
  const started = await importOf(rows);
  const progress: (number | object)[] = [];
  await run(started.id, async (p) => void progress.push(p), 3);

  const done = await stateOf(started.id);
  expect(done).toMatchObject({
    status: "COMPLETED",
    totalRows: 7,
    acceptedRows: 5,
    rejectedRows: 2,
    mergedRows: 2,
    createdVendors: 3,
    checkpointRow: 8,
  });
  expect(done.finishedAt).not.toBeNull();
  const vendors = await vendorsOf(db);
  expect(
    vendors.map((v) => [
      v.importRow,
      v.vendorEntity.brandName,
      v.vendorEntity.registeredJurisdiction,
      v.status,
      v.proposer,
    ]),
  ).toEqual([
    [2, "Acme Inc", "US", "PENDING", "PRINCIPAL_ENTITY"],
    [3, "Bolt GmbH", "DE", "PENDING", "PRINCIPAL_ENTITY"],
    [7, "Dora SA", "FR", "PENDING", "PRINCIPAL_ENTITY"],
  ]);
  expect(vendors.every((v) => v.vendorEntity.workspaceId === workspaceId)).toBe(true);
  expect(vendors[0]!.startDate?.toISOString().slice(0, 10)).toBe("2024-01-15");
  expect(vendors[1]!.importedDetails).toEqual({ city: "Köln" });

  const repository = createVendorImportsRepository(db);
  const rejected = await repository.rows({ workspaceId }, started.id, "REJECTED", { page: 1, page_size: 10 });
  expect(rejected.results).toEqual([
    {
      rowNumber: 4,
      outcome: "REJECTED",
      issues: [{ field: "name", message: fieldMessages.nameRequired }],
      cells: ["", "FR", "", ""],
      mergedIntoRow: null,
    },
    {
      rowNumber: 6,
      outcome: "REJECTED",
      issues: [
        { field: "country", message: fieldMessages.countryRequired },
        { field: "start_date", message: fieldMessages.dateIncorrect },
      ],
      cells: ["Carl Ltd", "", "", "31/02/2024"],
      mergedIntoRow: null,
    },
  ]);
  const merged = await repository.rows({ workspaceId }, started.id, "MERGED", { page: 1, page_size: 10 });
  expect(merged.results.map((r) => [r.rowNumber, r.mergedIntoRow, r.issues[0]!.message])).toEqual([
    [5, 2, vendorRowMessages.mergedWithRow],
    [8, 3, vendorRowMessages.mergedWithRow],
  ]);

  // Progress per batch, then the final counts; one screening job per batch that created vendors.
  expect(progress.at(-1)).toMatchObject({
    processed: 7,
    total: 7,
    accepted: 5,
    rejected: 2,
    merged: 2,
    created: 3,
  });
  const screening = new Queue(screenVendorJob.name, { connection: redis, prefix });
  const queued = await screening.getJobs(["waiting"]);
  // Each batch's created relationships: rows 2 to 4 created two, rows 5 to 7 one.
  const byRow = await db.vendorRelationship.findMany({
    where: { importId: started.id },
    orderBy: { importRow: "asc" },
    select: { id: true },
  });
  const ids = byRow.map((r) => r.id);
  expect(
    queued
      .map((j) => j.data)
      .sort((a, b) => ids.indexOf(a.relationshipIds[0]) - ids.indexOf(b.relationshipIds[0])),
  ).toEqual([
    { workspaceId, relationshipIds: ids.slice(0, 2) },
    { workspaceId, relationshipIds: ids.slice(2) },
  ]);
  await screening.close();
});

it("adds nothing when the same file is imported again: every vendor merges into the existing one", async () => {
  const { db } = database;
  const before = await vendorsOf(db);
  const again = await importOf(rows);
  await run(again.id, undefined, 3);
  const done = await stateOf(again.id);
  expect(done).toMatchObject({
    status: "COMPLETED",
    acceptedRows: 5,
    rejectedRows: 2,
    mergedRows: 5,
    createdVendors: 0,
  });
  expect(await vendorsOf(db)).toEqual(before);
  const merged = await createVendorImportsRepository(db).rows({ workspaceId }, again.id, "MERGED", {
    page: 1,
    page_size: 10,
  });
  expect(merged.results.map((r) => [r.rowNumber, r.mergedIntoRow, r.issues[0]!.message])).toEqual([
    [2, null, vendorRowMessages.mergedWithVendor],
    [3, null, vendorRowMessages.mergedWithVendor],
    [5, null, vendorRowMessages.mergedWithVendor],
    [7, null, vendorRowMessages.mergedWithVendor],
    [8, null, vendorRowMessages.mergedWithVendor],
  ]);
  // A finished import run again (a job delivered twice) does nothing.
  await run(again.id, undefined, 3);
  expect(await stateOf(again.id)).toEqual(done);
});

it("resumes after its checkpoint when a run stops between batches, creating nothing twice", async () => {
  const { db } = database;
  const many = Array.from({ length: 40 }, (_, i) => [`Resume Vendor ${i}`, i % 2 ? "CA" : "MX", "", ""]);
  many[25] = ["Resume Vendor 3", "CA", "", ""]; // a duplicate of row 5, after the stop
  const started = await importOf(many);
  let batches = 0;
  const stopAfterTwo = async () => {
    batches++;
    if (batches === 2) throw new Error("worker stopped");
  };
  await expect(run(started.id, stopAfterTwo, 10)).rejects.toThrow("worker stopped");
  const stopped = await stateOf(started.id);
  expect(stopped).toMatchObject({
    status: "RUNNING",
    checkpointRow: 21,
    acceptedRows: 20,
    createdVendors: 20,
  });

  await run(started.id, undefined, 10);
  const done = await stateOf(started.id);
  expect(done).toMatchObject({
    status: "COMPLETED",
    totalRows: 40,
    acceptedRows: 40,
    mergedRows: 1,
    createdVendors: 39,
  });
  const names = (await vendorsOf(db))
    .filter((v) => v.importId === started.id)
    .map((v) => v.vendorEntity.brandName);
  expect(names).toHaveLength(39);
  expect(new Set(names).size).toBe(39);
});

it("fails an import whose file cannot be read, with the file's message", async () => {
  const empty = await importOf([]);
  await run(empty.id);
  expect(await stateOf(empty.id)).toMatchObject({
    status: "FAILED",
    error: importMessages.headerOnly,
  });
});
