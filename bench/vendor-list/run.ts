/**
 * The vendor list under load (issue 10): a database of its own seeded with a workspace of 100,000
 * vendors and 9 other workspaces of 10,000 (bench/vendor-list/seed.ts), the real api (`buildApp`, in
 * its own process) and, in the same run, the same SQL through a bare `pg` pool behind a trivial http
 * server (bench/vendor-list/bare.ts). autocannon with 50 connections on the filtered, sorted list call
 * (`BENCH_QUERY`), each side in turns for BENCH_SECONDS (default 15). Prints p50/p99 latency and
 * requests per second of both, the ratio of ours to the bare query's, and each server process's own
 * CPU time per request (user + system, from `process.cpuUsage()`: steady whatever the machine's load) and,
 * when PostgreSQL runs on this machine, its backends' CPU time per request (from /proc); writes
 * .data/bench/vendor-list.json. Targets: p99 under 100 ms, ratio at least 0.7. Run on purpose, under
 * `flock /tmp/tierline-measure.lock`, not in CI. BENCH_KEEP_DATABASE=1 keeps the seeded database and
 * prints its name; BENCH_DATABASE=<name> measures such a database again without seeding;
 * BENCH_CPU_PROFILE=1 writes V8 CPU profiles of both servers to .data/bench/profiles.
 */
import { execFileSync, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "@tierline/core";
import { createDb, createUser, createWorkspace } from "@tierline/db";
import { adminQuery, pg, withDatabase } from "@tierline/db/testing";
import autocannon from "autocannon";
import type { BenchServerReady } from "../lib/api";
import { seedVendors } from "./seed";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const outDir = join(root, ".data/bench");
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const size = Number(process.env.BENCH_VENDORS ?? 100_000);
const others = 9;
const otherSize = Number(process.env.BENCH_OTHER_VENDORS ?? 10_000);
const connections = 50;
const query =
  process.env.BENCH_QUERY ??
  "country=US&country=DE&procurement_stage=PENDING&ordering=name&page=3&page_size=50";
const targets = { p99: 100, ratio: 0.7 };

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error("bench/vendor-list needs DATABASE_URL (a role that may create databases)");
const run = `bench-${randomUUID().slice(0, 8)}`;
const reused = process.env.BENCH_DATABASE;
const database = reused ?? `tierline_${run.replace("-", "_")}`;
const url = withDatabase(baseUrl, database);
const password = "bench-password-1";

mkdirSync(outDir, { recursive: true });
if (!reused) await adminQuery(baseUrl, `CREATE DATABASE "${database}"`);
const children: ReturnType<typeof fork>[] = [];
try {
  const workspace = { id: reused ? await largestWorkspace() : await seed() };
  const n = (await sql<{ n: number }>("SELECT count(*)::int AS n FROM vendor_relationships"))[0]!.n;

  const start = <T>(file: string, env: Record<string, string>) => {
    const child = fork(join(here, file), {
      cwd: root,
      execArgv: [
        "--import",
        "tsx",
        ...(process.env.BENCH_CPU_PROFILE === "1"
          ? ["--cpu-prof", `--cpu-prof-dir=${join(outDir, "profiles")}`]
          : []),
      ],
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.push(child);
    return new Promise<T>((done, fail) => {
      child.once("message", (m) => done(m as T));
      child.once("exit", (code) => fail(new Error(`${file} exited (${code}) before it was ready`)));
    });
  };
  const ours = await start<BenchServerReady>("server.ts", {
    BENCH_DATABASE_URL: url,
    BENCH_EMAIL: "owner@bench.test",
    BENCH_PASSWORD: password,
    BENCH_PREFIX: run,
  });
  const bare = await start<{ port: number }>("bare.ts", {
    BENCH_DATABASE_URL: url,
    BENCH_WORKSPACE: workspace.id,
    BENCH_QUERY: query,
  });
  const oursUrl = `http://127.0.0.1:${ours.port}/api/v1/workspaces/${workspace.id}/vendors?${query}`;
  const bareUrl = `http://127.0.0.1:${bare.port}/`;

  // Both answer the same page before anything is measured.
  const [a, b] = await Promise.all([
    fetch(oursUrl, { headers: ours.headers }).then((r) => r.json()),
    fetch(bareUrl).then((r) => r.json()),
  ]);
  const ids = (page: { results: { id: string }[] }) => page.results.map((r) => r.id).join();
  if (a.count !== b.count || ids(a) !== ids(b) || a.results.length === 0)
    throw new Error(`the api and the bare query disagree: ${a.count} vs ${b.count}`);
  console.log(
    `GET /workspaces/{id}/vendors?${query}: ${a.count} vendors match, ${a.results.length} on the page`,
  );

  const load = (target: string, headers: Record<string, string>, duration: number) =>
    autocannon({ url: target, connections, duration, headers });
  // A server's own CPU time (user + system, ms), asked over its IPC channel: what a request costs the
  // process whatever else the machine runs, unlike throughput and latency.
  const [oursProcess, bareProcess] = children;
  const cpuOf = (child: ReturnType<typeof fork>) =>
    new Promise<number>((done) => {
      const answer = (m: unknown) => {
        const cpu = (m as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!cpu) return;
        child.off("message", answer);
        done((cpu.user + cpu.system) / 1000);
      };
      child.on("message", answer);
      child.send("cpu");
    });
  await load(oursUrl, ours.headers, 3);
  await load(bareUrl, {}, 3);
  const samples = { ours: [] as autocannon.Result[], bare: [] as autocannon.Result[] };
  const cpuPerRequest = { ours: [] as number[], bare: [] as number[] };
  const postgresPerRequest = { ours: [] as number[], bare: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    for (const [side, target, headers, child] of [
      ["ours", oursUrl, ours.headers, oursProcess!],
      ["bare", bareUrl, {}, bareProcess!],
    ] as const) {
      const before = await cpuOf(child);
      const postgresBefore = await postgresCpu();
      const r = await load(target, headers, seconds);
      const postgresAfter = await postgresCpu();
      const after = await cpuOf(child);
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${side}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      samples[side].push(r);
      cpuPerRequest[side].push((after - before) / r.requests.total);
      if (postgresBefore && postgresAfter) {
        let used = 0;
        for (const [pid, ms] of postgresAfter) used += ms - (postgresBefore.get(pid) ?? 0);
        postgresPerRequest[side].push(used / r.requests.total);
      }
    }
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  const figures = (side: "ours" | "bare") => ({
    rps: Math.round(median(samples[side].map((r) => r.requests.average))),
    p50: median(samples[side].map((r) => r.latency.p50)),
    p99: median(samples[side].map((r) => r.latency.p99)),
    cpuMsPerRequest: Number(median(cpuPerRequest[side]).toFixed(3)),
    postgresCpuMsPerRequest: postgresPerRequest[side].length
      ? Number(median(postgresPerRequest[side]).toFixed(3))
      : null,
  });
  const result = { ours: figures("ours"), bare: figures("bare") };
  const ratio = result.ours.rps / result.bare.rps;
  const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
  console.log("side   req/s  p50 ms  p99 ms  cpu ms/req  postgres cpu ms/req");
  for (const side of ["ours", "bare"] as const) {
    const f = result[side];
    console.log(
      `${side.padEnd(5)} ${String(f.rps).padStart(6)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${f.cpuMsPerRequest.toFixed(2).padStart(11)} ${(f.postgresCpuMsPerRequest?.toFixed(2) ?? "n/a").padStart(20)}`,
    );
  }
  console.log(
    `ratio ours/bare ${ratio.toFixed(2)} (target >= ${targets.ratio}); p99 ${result.ours.p99} ms (target < ${targets.p99} ms)`,
  );
  console.log(
    `${connections} connections, ${rounds} round(s) of ${seconds} s per side; load average ${loadAverage.join(", ")} on ${cpus().length} cores`,
  );
  const file = join(outDir, "vendor-list.json");
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        query,
        vendors: n,
        connections,
        seconds,
        rounds,
        loadAverage,
        ...result,
        ratio,
        targets,
        matching: a.count,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written to ${file}`);
} finally {
  for (const child of children) child.send("stop");
  await Promise.all(children.map((child) => new Promise((done) => child.once("exit", done))));
  if (reused || process.env.BENCH_KEEP_DATABASE === "1") console.log(`database kept: ${database}`);
  else await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

/** Rows of one statement on the bench's database. */
async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The CPU time (ms, user + system) of each PostgreSQL backend on the bench's database so far, by pid,
 * read from /proc: what the queries cost the database whatever else the machine runs. Null when
 * PostgreSQL is not on this machine (a pid there would be another machine's) or /proc is unreadable.
 */
async function postgresCpu(): Promise<Map<number, number> | null> {
  if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)) return null;
  const backends = await sql<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
  );
  const tick = 1000 / 100; // ms per clock tick (USER_HZ, 100 on Linux)
  const used = new Map<number, number>();
  for (const { pid } of backends) {
    let cmdline: string;
    let stat: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // a backend that ended meanwhile (none readable: no /proc, and null below)
    }
    if (!cmdline.startsWith("postgres")) return null;
    // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = stat.split(") ")[1]!.split(" ");
    used.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
  }
  return used.size > 0 ? used : null;
}

/** A database seeded before (BENCH_DATABASE): its workspace with the most vendors, whose owner signs in. */
async function largestWorkspace(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `SELECT workspace_id::text AS id FROM vendor_relationships GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  return row!.id;
}

/** Migrates the new database and seeds it; answers the large workspace's id. */
async function seed(): Promise<string> {
  execFileSync("pnpm", ["exec", "prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
  const seeding = performance.now();
  const db = createDb(url);
  const owner = await createUser(db, {
    email: "owner@bench.test",
    passwordHash: await hashPassword(password),
  });
  const { workspace } = await createWorkspace(db, { ownerId: owner.id, name: "Bench Co" });
  const otherIds: string[] = [];
  for (let i = 0; i < others; i++) {
    const user = await createUser(db, { email: `other-${i}@bench.test` });
    otherIds.push((await createWorkspace(db, { ownerId: user.id, name: `Other ${i}` })).workspace.id);
  }
  await db.$disconnect();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedVendors(client, workspace.id, size);
    for (const id of otherIds) await seedVendors(client, id, otherSize);
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
  console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  return workspace.id;
}
