/**
 * What every request pays for access (bearer check, session, actor and roles, ownership), measured:
 * autocannon with 50 connections against the real api (bench/api/server.ts: its own database seeded
 * through the factories, real Redis) on health, GET /users/me and a paged list, one after the other in
 * one run. Prints a table of each route's requests per second, latency and share of health's
 * throughput, with the machine's load average, and writes them to .data/bench/api.json. Run on purpose (`pnpm bench:api`), not in CI.
 *
 * The three are measured in turns, BENCH_ROUNDS times (default 3), and each one's median is kept: on a
 * shared machine the load of the moment moves every figure, and turns let the shares see the same load.
 * BENCH_SECONDS (default 5) sets each measurement's length; BENCH_CPU_PROFILE=1 writes a V8 CPU profile
 * of the server to .data/bench/profiles.
 */
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { BenchServerReady } from "../lib/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, ".data/bench");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const targets = [
  { name: "health", path: "/api/v1/health", authenticated: false },
  { name: "users/me", path: "/api/v1/users/me", authenticated: true },
  { name: "memberships page", path: "/api/v1/memberships?page=1&page_size=10", authenticated: true },
];

mkdirSync(outDir, { recursive: true });
const profile = process.env.BENCH_CPU_PROFILE === "1";
const server = fork(join(dirname(fileURLToPath(import.meta.url)), "server.ts"), {
  cwd: root,
  execArgv: [
    "--import",
    "tsx",
    ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${join(outDir, "profiles")}`] : []),
  ],
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
const ready = await new Promise<BenchServerReady>((done, fail) => {
  server.once("message", (m) => done(m as BenchServerReady));
  server.once("exit", (code) => fail(new Error(`bench server exited (${code}) before it was ready`)));
});

const load = (path: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url: `http://127.0.0.1:${ready.port}${path}`, connections, duration, headers });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const samples = targets.map(() => ({ rps: [] as number[], p50: [] as number[], p99: [] as number[] }));
try {
  for (const target of targets) await load(target.path, target.authenticated ? ready.headers : {}, 2); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const r = await load(target.path, target.authenticated ? ready.headers : {}, seconds);
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${target.path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      samples[i]!.rps.push(r.requests.average);
      samples[i]!.p50.push(r.latency.p50);
      samples[i]!.p99.push(r.latency.p99);
    }
  }
} finally {
  server.send("stop");
  await new Promise((done) => server.once("exit", done));
}
const healthRps = median(samples[0]!.rps);
const results = targets.map((target, i) => {
  const rps = Math.round(median(samples[i]!.rps));
  return {
    ...target,
    rps,
    p50: median(samples[i]!.p50),
    p99: median(samples[i]!.p99),
    share: rps / healthRps,
  };
});
// The machine's load during the run: the figures mean little without it on a shared machine.
const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
printTable(
  ["route", "req/s (median)", "p50 ms", "p99 ms", "share of health"],
  results.map((r) => [
    `GET ${r.path}`,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    `${(r.share * 100).toFixed(1)}%`,
  ]),
);
console.log(
  `${connections} connections, ${rounds} rounds of ${seconds} s each, medians; load average ${loadAverage.join(", ")} on ${cpus().length} cores`,
);
const file = join(outDir, "api.json");
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), connections, seconds, rounds, loadAverage, results }, null, 2)}\n`,
);
console.log(`written to ${file}`);

/** A plain text table: the first column left-aligned, the figures right-aligned. */
function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}
