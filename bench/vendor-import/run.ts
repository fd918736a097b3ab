/**
 * Vendor-list import benchmark: 100,000-row csv and xlsx files with the mess of real lists
 * (packages/imports testing/vendor-lists.ts) imported end to end through the `vendors.import` job into a PostgreSQL database of its
 * own: the file is announced and checked like an upload, the import started by core's service as the
 * api starts it, and run by the real worker (apps/worker) in a child process, whose peak RSS (VmHWM)
 * is read from /proc. Run on purpose (`pnpm bench:vendor-import`, under the measuring lock), not in CI.
 * Prints a table and writes .data/bench/vendor-import.json. Targets: under 60 s and 500 MB per file.
 * Also the worker's CPU seconds for the import and the machine's load average: on a shared machine the
 * wall time is the load's as much as the import's.
 */
import { randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Actor, createCore, createFileStorage, createJobQueue } from "@tierline/core";
import { createDb, createUser, createWorkspace } from "@tierline/db";
import { writeCsv, writeXlsx } from "@tierline/imports/testing/vendor-lists";
import { Redis } from "ioredis";
import { migratedDatabase } from "../lib/database";
import { cpuSeconds, peakRssMb, startWorker } from "../lib/worker";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const baseUrl = process.env.DATABASE_URL ?? "postgresql://tierline:tierline@127.0.0.1:5432/tierline";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const benchDb = "tierline_bench_vendor_import";
const outDir = join(root, ".data/bench");
const workDir = join(outDir, "vendor-import");
const filesDir = join(workDir, "files");
const targets = { seconds: 60, rssMb: 500 };
const silent = { info() {}, warn() {}, error() {} };

// A database of the benchmark's own, migrated afresh: nothing of another run counts as a duplicate.
const databaseUrl = await migratedDatabase(baseUrl, benchDb, { fresh: true });

await mkdir(filesDir, { recursive: true });
const formats = ["csv", "xlsx"] as const;
const fileOf = (format: (typeof formats)[number]) => join(workDir, `vendors-${rows}.${format}`);
for (const format of formats) {
  if (existsSync(fileOf(format))) continue;
  const started = performance.now();
  await (format === "csv" ? writeCsv : writeXlsx)(fileOf(format), rows);
  console.log(
    `[bench] generated ${fileOf(format)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const db = createDb(databaseUrl);
const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
const prefix = `bench-vendor-import-${randomUUID().slice(0, 8)}`;
const jobs = createJobQueue(redis, prefix);
const storage = createFileStorage({
  driver: "local",
  local: { dir: filesDir, signing: { uploadUrl: "http://127.0.0.1/api/v1/uploads", secret: randomUUID() } },
});
const core = createCore({ db, jobs, logger: silent, storage });

const results = [];
for (const format of formats) {
  // A workspace per file: each import creates its vendors, none merges into the other file's.
  const user = await createUser(db, { email: `bench-${format}-${randomUUID().slice(0, 8)}@bench.test` });
  const { workspace, entity } = await createWorkspace(db, { ownerId: user.id });
  const membership = await db.membership.findFirstOrThrow({
    where: { workspaceId: workspace.id, userId: user.id },
  });
  const actor: Actor = {
    userId: user.id,
    sessionId: randomUUID(),
    email: user.email,
    workspaceId: workspace.id,
    membershipId: membership.id,
    roles: ["ADMIN"],
    isOwner: true,
  };
  const { resource } = await core.resources.createVendorsList(actor, {
    file_name: `vendors.${format}`,
    entity: entity.id,
  });
  const stored = join(filesDir, resource.storageKey);
  await mkdir(dirname(stored), { recursive: true });
  await copyFile(fileOf(format), stored);
  await core.resources.update(actor, resource.id, { status: "UPLOADED" });
  const preview = await core.vendorImports.preview(actor, resource.id);

  const worker = await startWorker({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    FILES_DIR: filesDir,
    SANCTIONS_DATA_DIR: join(root, "packages/screening/src/lists/fixtures"),
  });
  const cpuBefore = cpuSeconds(worker.pid!);
  const rssBefore = peakRssMb(worker.pid!);
  const started = performance.now();
  const created = await core.vendorImports.add(actor, resource.id, preview.mapping);
  let found = created;
  while (found.status === "QUEUED" || found.status === "RUNNING") {
    await new Promise((r) => setTimeout(r, 200));
    found = await core.vendorImports.find(actor, created.id);
  }
  const seconds = (performance.now() - started) / 1000;
  const rssMb = peakRssMb(worker.pid!);
  const workerCpuSeconds = Math.round((cpuSeconds(worker.pid!) - cpuBefore) * 10) / 10;
  worker.kill("SIGTERM");
  await new Promise((r) => worker.once("exit", r));
  if (found.status !== "COMPLETED") throw new Error(`${format} import ${found.status}: ${found.error}`);
  results.push({
    format,
    rows: found.totalRows,
    fileMb: Math.round((statSync(fileOf(format)).size / 1024 / 1024) * 10) / 10,
    accepted: found.acceptedRows,
    rejected: found.rejectedRows,
    merged: found.mergedRows,
    created: found.createdVendors,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(found.totalRows / seconds),
    workerCpuSeconds,
    idleRssMb: rssBefore,
    peakRssMb: rssMb,
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    withinTargets: seconds < targets.seconds && rssMb < targets.rssMb,
  });
}

console.table(results);
await writeFile(
  join(outDir, "vendor-import.json"),
  `${JSON.stringify({ at: new Date().toISOString(), rows, targets, results }, null, 2)}\n`,
);
console.log(`[bench] written ${join(outDir, "vendor-import.json")}`);

await jobs.close();
const keys = await redis.keys(`${prefix}:*`);
if (keys.length) await redis.del(...keys);
redis.disconnect();
await db.$disconnect();
if (results.some((r) => !r.withinTargets)) process.exitCode = 1;
