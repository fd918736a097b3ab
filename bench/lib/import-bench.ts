/**
 * What the import benchmarks (bench/product-import, bench/vendor-import) share: a database of their own
 * migrated afresh, core built as the api builds it (local file storage, queues under a prefix of the
 * run's), a new workspace and its admin per file, the measured run of one import on the real worker in
 * a child process (its CPU seconds and peak RSS read from /proc), and the table, targets, JSON and
 * clean-up at the end.
 */
import { randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Actor, createCore, createFileStorage, createJobQueue } from "@tierline/core";
import { createDb, createUser, createWorkspace } from "@tierline/db";
import { Redis } from "ioredis";
import { migratedDatabase } from "./database";
import { cpuSeconds, peakRssMb, startWorker } from "./worker";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const silent = { info() {}, warn() {}, error() {} };
const tenths = (n: number) => Math.round(n * 10) / 10;

/** What the measured loop reads of an import, product or vendor. */
interface ImportProgress {
  id: string;
  status: string;
  error: string | null;
  totalRows: number;
  acceptedRows: number;
  rejectedRows: number;
  mergedRows: number;
}

/** One file's row of the table and the JSON. */
export interface ImportResult {
  format: string;
  rows: number;
  fileMb: number;
  accepted: number;
  rejected: number;
  merged: number;
  created: number;
  seconds: number;
  rowsPerSecond: number;
  workerCpuSeconds: number;
  idleRssMb: number;
  peakRssMb: number;
  loadAverage: number;
  withinTargets: boolean;
}

/**
 * Opens the benchmark `name` (`product-import`: database `tierline_bench_product_import`, files in
 * `.data/bench/product-import`, JSON in `.data/bench/product-import.json`).
 */
export async function openImportBench(name: string) {
  const baseUrl = process.env.DATABASE_URL ?? "postgresql://tierline:tierline@127.0.0.1:5432/tierline";
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const outDir = join(root, ".data/bench");
  const workDir = join(outDir, name);
  const filesDir = join(workDir, "files");
  // A database of the benchmark's own, migrated afresh: nothing of another run counts as a duplicate.
  const databaseUrl = await migratedDatabase(baseUrl, `tierline_bench_${name.replaceAll("-", "_")}`, {
    fresh: true,
  });
  await mkdir(filesDir, { recursive: true });

  const db = createDb(databaseUrl);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const prefix = `bench-${name}-${randomUUID().slice(0, 8)}`;
  const jobs = createJobQueue(redis, prefix);
  const storage = createFileStorage({
    driver: "local",
    local: { dir: filesDir, signing: { uploadUrl: "http://127.0.0.1/api/v1/uploads", secret: randomUUID() } },
  });
  const core = createCore({ db, jobs, logger: silent, storage });

  return {
    db,
    core,

    /** The generated file `file` of .data/bench/<name>, written by `write` unless a run left it. */
    async generated(file: string, write: (path: string) => Promise<unknown>): Promise<string> {
      const path = join(workDir, file);
      if (existsSync(path)) return path;
      const started = performance.now();
      await write(path);
      console.log(`[bench] generated ${path} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return path;
    },

    /** A new workspace and its owner as an admin: each file imports into its own, none merges into another's. */
    async workspaceAdmin(format: string) {
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
      return { actor, workspace, entity };
    },

    /** Puts `file` where the local storage keeps the upload `storageKey`, as a browser's upload would. */
    async store(file: string, storageKey: string) {
      const stored = join(filesDir, storageKey);
      await mkdir(dirname(stored), { recursive: true });
      await copyFile(file, stored);
    },

    /**
     * One import measured: the worker started alone on the run's queues, then the clock from `start`
     * (what the import's timing covers) until `find` answers it finished, polled every `pollMs`; the
     * worker's CPU seconds and peak RSS over that time. Throws unless the import completed.
     */
    async measure<T extends ImportProgress>(run: {
      format: string;
      file: string;
      start: () => Promise<T>;
      find: (id: string) => Promise<T>;
      pollMs: number;
      createdOf: (found: T) => number;
      targets: { seconds: number; rssMb: number };
    }): Promise<{ found: T; result: ImportResult }> {
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
      const created = await run.start();
      let found = created;
      while (found.status === "QUEUED" || found.status === "RUNNING") {
        await new Promise((r) => setTimeout(r, run.pollMs));
        found = await run.find(created.id);
      }
      const seconds = (performance.now() - started) / 1000;
      const rssMb = peakRssMb(worker.pid!);
      const workerCpuSeconds = tenths(cpuSeconds(worker.pid!) - cpuBefore);
      worker.kill("SIGTERM");
      await new Promise((r) => worker.once("exit", r));
      if (found.status !== "COMPLETED")
        throw new Error(`${run.format} import ${found.status}: ${found.error}`);
      const result: ImportResult = {
        format: run.format,
        rows: found.totalRows,
        fileMb: tenths(statSync(run.file).size / 1024 / 1024),
        accepted: found.acceptedRows,
        rejected: found.rejectedRows,
        merged: found.mergedRows,
        created: run.createdOf(found),
        seconds: tenths(seconds),
        rowsPerSecond: Math.round(found.totalRows / seconds),
        workerCpuSeconds,
        idleRssMb: rssBefore,
        peakRssMb: rssMb,
        loadAverage: tenths(loadavg()[0]!),
        withinTargets: seconds < run.targets.seconds && rssMb < run.targets.rssMb,
      };
      return { found, result };
    },

    /**
     * Prints the table and the targets (`targets`, in words), writes .data/bench/<name>.json (`figures`
     * beside the results), deletes the run's Redis keys, closes, and sets exit code 1 when a file
     * missed its targets.
     */
    async finish(results: ImportResult[], targets: string, figures: Record<string, unknown>) {
      console.table(results);
      console.log(`[bench] targets: ${targets} (withinTargets)`);
      const json = join(outDir, `${name}.json`);
      await writeFile(
        json,
        `${JSON.stringify({ at: new Date().toISOString(), ...figures, results }, null, 2)}\n`,
      );
      console.log(`[bench] written ${json}`);
      await jobs.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await db.$disconnect();
      if (results.some((r) => !r.withinTargets)) process.exitCode = 1;
    },
  };
}
