/**
 * Product-catalogue import benchmark: generated catalogues (packages/imports testing/product-catalogues.ts:
 * the mess of real exports) of 10,000 and 100,000 rows, as csv and as xlsx, imported end to end through
 * the `products.import` job into a PostgreSQL database of its own: the file is announced and checked like
 * an upload, the import started by core's service as the api starts it (with a supply stream every
 * product joins), and run by the real worker (apps/worker) in a child process, whose peak RSS (VmHWM) is
 * read from /proc. Run on purpose (`pnpm bench:product-import`, under the measuring lock), not in CI.
 * Prints a table and writes .data/bench/product-import.json. Targets (issue 13): 10,000 rows under 15 s,
 * 100,000 rows under 90 s, worker peak RSS under 500 MB. BENCH_ROWS=10000,100000 picks the sizes.
 */
import { randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Actor, createCore, createFileStorage, createJobQueue } from "@tierline/core";
import { createDb, createSupplyStream, createUser, createWorkspace } from "@tierline/db";
import { writeProductCsv, writeProductXlsx } from "@tierline/imports/testing/product-catalogues";
import { Redis } from "ioredis";
import { migratedDatabase } from "../lib/database";
import { cpuSeconds, peakRssMb, startWorker } from "../lib/worker";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const sizes = (process.env.BENCH_ROWS ?? "10000,100000").split(",").map(Number);
const baseUrl = process.env.DATABASE_URL ?? "postgresql://tierline:tierline@127.0.0.1:5432/tierline";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const benchDb = "tierline_bench_product_import";
const outDir = join(root, ".data/bench");
const workDir = join(outDir, "product-import");
const filesDir = join(workDir, "files");
const secondsTarget = (rows: number) => (rows <= 10_000 ? 15 : 90);
const rssTargetMb = 500;
const silent = { info() {}, warn() {}, error() {} };

// A database of the benchmark's own, migrated afresh: nothing of another run counts as a duplicate.
const databaseUrl = await migratedDatabase(baseUrl, benchDb, { fresh: true });

await mkdir(filesDir, { recursive: true });
const formats = ["csv", "xlsx"] as const;
const fileOf = (rows: number, format: (typeof formats)[number]) =>
  join(workDir, `catalogue-${rows}.${format}`);
for (const rows of sizes) {
  for (const format of formats) {
    if (existsSync(fileOf(rows, format))) continue;
    const started = performance.now();
    await (format === "csv" ? writeProductCsv : writeProductXlsx)(fileOf(rows, format), rows);
    console.log(
      `[bench] generated ${fileOf(rows, format)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

const db = createDb(databaseUrl);
const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
const prefix = `bench-product-import-${randomUUID().slice(0, 8)}`;
const jobs = createJobQueue(redis, prefix);
const storage = createFileStorage({
  driver: "local",
  local: { dir: filesDir, signing: { uploadUrl: "http://127.0.0.1/api/v1/uploads", secret: randomUUID() } },
});
const core = createCore({ db, jobs, logger: silent, storage });

const results = [];
for (const rows of sizes) {
  for (const format of formats) {
    // A workspace per file: each import creates its products, none merges into another file's.
    const user = await createUser(db, { email: `bench-${format}-${randomUUID().slice(0, 8)}@bench.test` });
    const { workspace } = await createWorkspace(db, { ownerId: user.id });
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
    const stream = await createSupplyStream(db, { workspaceId: workspace.id, name: "Bench stream" });
    const { resource } = await core.resources.createProductCatalogue(actor, {
      file_name: `catalogue.${format}`,
    });
    const stored = join(filesDir, resource.storageKey);
    await mkdir(dirname(stored), { recursive: true });
    await copyFile(fileOf(rows, format), stored);

    const worker = await startWorker({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      FILES_DIR: filesDir,
      SANCTIONS_DATA_DIR: join(root, "packages/screening/src/lists/fixtures"),
    });
    const cpuBefore = cpuSeconds(worker.pid!);
    const rssBefore = peakRssMb(worker.pid!);
    // End to end from the upload's completion: the stored file checked, looked at, imported.
    const started = performance.now();
    await core.resources.update(actor, resource.id, { status: "UPLOADED" });
    const preview = await core.productImports.preview(actor, resource.id);
    const created = await core.productImports.add(actor, resource.id, {
      mapping: preview.mapping,
      supplyStreamId: stream.id,
    });
    let found = created;
    while (found.status === "QUEUED" || found.status === "RUNNING") {
      await new Promise((r) => setTimeout(r, 100));
      found = await core.productImports.find(actor, created.id);
    }
    const seconds = (performance.now() - started) / 1000;
    const rssMb = peakRssMb(worker.pid!);
    const workerCpuSeconds = Math.round((cpuSeconds(worker.pid!) - cpuBefore) * 10) / 10;
    worker.kill("SIGTERM");
    await new Promise((r) => worker.once("exit", r));
    if (found.status !== "COMPLETED") throw new Error(`${format} import ${found.status}: ${found.error}`);
    const products = await db.product.count({ where: { workspaceId: workspace.id } });
    const linked = await db.productSupplyStream.count({ where: { streamId: stream.id } });
    if (products !== found.createdProducts || linked !== products) {
      throw new Error(`${format}: ${products} products, ${linked} linked, ${found.createdProducts} created`);
    }
    results.push({
      format,
      rows: found.totalRows,
      fileMb: Math.round((statSync(fileOf(rows, format)).size / 1024 / 1024) * 10) / 10,
      accepted: found.acceptedRows,
      rejected: found.rejectedRows,
      merged: found.mergedRows,
      created: found.createdProducts,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(found.totalRows / seconds),
      workerCpuSeconds,
      idleRssMb: rssBefore,
      peakRssMb: rssMb,
      loadAverage: Math.round(loadavg()[0]! * 10) / 10,
      withinTargets: seconds < secondsTarget(rows) && rssMb < rssTargetMb,
    });
  }
}

console.table(results);
await writeFile(
  join(outDir, "product-import.json"),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      sizes,
      targets: { seconds: { 10000: 15, 100000: 90 }, rssMb: rssTargetMb },
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(`[bench] written ${join(outDir, "product-import.json")}`);

await jobs.close();
const keys = await redis.keys(`${prefix}:*`);
if (keys.length) await redis.del(...keys);
redis.disconnect();
await db.$disconnect();
if (results.some((r) => !r.withinTargets)) process.exitCode = 1;
