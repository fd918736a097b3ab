import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createCore,
  createJobQueue,
  createLocalFileStorage,
  type JobQueue,
  vendorCountryResolver,
} from "@tierline/core";
import { memberActor } from "@tierline/core/testing/actors";
import { createDb, createUser, createWorkspace, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import {
  createVendorRowValidator,
  isVendorHeader,
  mergeDuplicates,
  openTable,
  suggestVendorMapping,
} from "@tierline/imports";
import { writeCsv } from "@tierline/imports/testing/vendor-lists";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject, it } from "vitest";

/**
 * A worker killed in the middle of an import (SIGKILL: no shutdown, its job's lock left to expire) and
 * another started: the job is taken over, resumes after the last checkpoint, and the import ends with
 * each vendor once and its counts right. The workers are the real worker process (src/main.ts).
 */

const silent = { info() {}, warn() {}, error() {} };
const rows = 30_000;
let db: Db;
let dropDb: () => Promise<unknown>;
let databaseUrl: string;
let redis: Redis;
let jobs: JobQueue;
let dir: string;
const prefix = `test-${randomUUID().slice(0, 8)}`;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  databaseUrl = database.url;
  dropDb = database.drop;
  db = createDb(database.url);
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = createJobQueue(redis, prefix);
  dir = await mkdtemp(path.join(tmpdir(), "tierline-worker-import-"));
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await jobs.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.$disconnect();
  await dropDb();
  await rm(dir, { recursive: true, force: true });
});

/** The worker process, started and ready: on this test's database, queues and file folder. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "main.ts")], {
    env: {
      PATH: process.env.PATH ?? "",
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: prefix,
      FILES_DIR: path.join(dir, "files"),
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
      SANCTIONS_DATA_DIR: path.resolve(import.meta.dirname, "../../../packages/screening/src/lists/fixtures"),
      // A dead worker's job is taken over within about twice this.
      WORKER_LOCK_SECONDS: "2",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"worker started"')) resolve(child);
    });
  });
}

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number) => {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`still not there after ${seconds} s: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** What the file should give: its rows' outcomes by the pure layer, duplicates merged over the whole file. */
async function expectedCounts(file: string) {
  const table = await openTable("csv", createReadStream(file), isVendorHeader);
  const validate = createVendorRowValidator({
    mapping: suggestVendorMapping(table.columns),
    columns: table.columns,
    countryOf: await vendorCountryResolver(),
  });
  const seen = new Map<string, number>();
  let accepted = 0;
  let rejected = 0;
  let created = 0;
  for await (const row of table.rows) {
    const result = validate(row);
    if ("issues" in result) rejected++;
    else {
      accepted++;
      created += mergeDuplicates([result.vendor], seen).unique.length;
    }
  }
  return { accepted, rejected, created };
}

it("finishes an import after its worker was killed mid-file, each vendor once", {
  timeout: 180_000,
}, async () => {
  const file = path.join(dir, "vendors.csv");
  await writeCsv(file, rows);
  const expected = await expectedCounts(file);

  const user = await createUser(db);
  const { workspace, entity } = await createWorkspace(db, { ownerId: user.id });
  const actor = await memberActor(db, user, workspace.id);
  const storage = createLocalFileStorage({
    dir: path.join(dir, "files"),
    signing: { uploadUrl: "http://127.0.0.1/api/v1/resources/upload", secret: randomUUID() },
  });
  const core = createCore({ db, jobs, logger: silent, storage });
  const { resource } = await core.resources.createVendorsList(actor, {
    file_name: "vendors.csv",
    entity: entity.id,
  });
  const stored = path.join(dir, "files", resource.storageKey);
  await mkdir(path.dirname(stored), { recursive: true });
  await copyFile(file, stored);
  await core.resources.update(actor, resource.id, { status: "UPLOADED" });

  const first = await startWorker();
  const started = await core.vendorImports.add(
    actor,
    resource.id,
    (await core.vendorImports.preview(actor, resource.id)).mapping,
  );
  const state = () => db.vendorImport.findUniqueOrThrow({ where: { id: started.id } });
  // Three batches written, then the worker dies without a word.
  const midway = await waitFor(state, (found) => found.checkpointRow >= 3000, 60);
  first.kill("SIGKILL");
  await new Promise((r) => first.once("exit", r));
  const stopped = await state();
  expect(stopped.status).toBe("RUNNING");
  expect(stopped.checkpointRow).toBeLessThan(rows);
  expect(stopped.checkpointRow).toBeGreaterThanOrEqual(midway.checkpointRow);

  await startWorker();
  const done = await waitFor(state, (found) => found.status !== "RUNNING", 120);
  expect(done).toMatchObject({
    status: "COMPLETED",
    totalRows: rows,
    acceptedRows: expected.accepted,
    rejectedRows: expected.rejected,
    createdVendors: expected.created,
    mergedRows: expected.accepted - expected.created,
  });
  // Each vendor once: as many relationships and vendor entities as vendors created, and no rejected row twice.
  expect(await db.vendorRelationship.count({ where: { workspaceId: workspace.id } })).toBe(expected.created);
  expect(await db.entity.count({ where: { workspaceId: workspace.id, id: { not: entity.id } } })).toBe(
    expected.created,
  );
  expect(await db.vendorImportRow.count({ where: { importId: started.id, outcome: "REJECTED" } })).toBe(
    expected.rejected,
  );
});
