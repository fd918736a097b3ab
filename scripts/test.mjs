// `npm test` (and CI): provision, then lint, typecheck, unit, integration and e2e, in that order.
// A failing stage does not stop the others, so one run reports every failure. Lint and typecheck
// count as one check each; the test stages count tests from their JSON reports.
// The last line is always `N passed, N failed[, N skipped]` (the CI reads it); exit 1 on failure.
//
//   npm test                              everything
//   npm test -- --only unit,integration   a subset
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { prepareDatabase } from "./lib/app.mjs";
import { e2ePort, e2eServer } from "./lib/e2e.mjs";
import { provision, stopOwnedServices } from "./lib/provision.mjs";
import { childEnv, fromRoot, run, say } from "./lib/run.mjs";

const TAG = "test";
const REPORTS = fromRoot(".data/reports");

const STAGES = {
  lint: { check: ["pnpm", ["exec", "biome", "check", "."]] },
  typecheck: { check: ["pnpm", ["run", "typecheck"]] },
  unit: { vitest: ["--project", "unit", "--project", "web"] },
  integration: { vitest: ["--project", "integration"], services: true },
  e2e: { playwright: true, services: true },
};

/** Stage names from `--only a,b` / `--only=a,b`; all stages by default. */
function selectedStages(argv) {
  const i = argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i === -1) return Object.keys(STAGES);
  const list = argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  const names = (list ?? "").split(",").filter(Boolean);
  const unknown = names.filter((n) => !(n in STAGES));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`--only takes a comma-separated list of: ${Object.keys(STAGES).join(", ")}`);
    process.exit(2);
  }
  return Object.keys(STAGES).filter((n) => names.includes(n));
}

// ---------------------------------------------------------------- counting

/** Counts from a Vitest JSON report. A file that fails to load has no failed test: count it. */
function countVitest(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const brokenFiles = report.testResults.filter(
    (f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from a Playwright JSON report; a flaky test (passed on retry) counts as passed. */
function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  const note = stats.flaky > 0 ? `${stats.flaky} flaky` : "";
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, note };
}

// ---------------------------------------------------------------- stages

/** Runs one stage and returns its counts. */
async function runStage(name, stage, env) {
  if (stage.check) {
    const [cmd, args] = stage.check;
    const code = await run(cmd, args, { env });
    return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  }
  const report = `${REPORTS}/${name}.json`;
  rmSync(report, { force: true }); // a stale report must not be counted
  let code;
  let count;
  if (stage.vitest) {
    const reporters = ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
    code = await run("pnpm", ["exec", "vitest", "run", ...stage.vitest, ...reporters, "--passWithNoTests"], {
      env,
    });
    count = countVitest;
  } else {
    const pwEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
    code = await run("pnpm", ["exec", "playwright", "test", "--reporter=list,json", "--pass-with-no-tests"], {
      env: pwEnv,
    });
    count = countPlaywright;
    if (code !== 0) showLogTail(e2eServer(e2ePort(env)).logFile);
  }
  if (!existsSync(report)) {
    say(TAG, `${name}: no report written (the runner crashed, exit ${code}): counted as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const counts = count(report);
  // A non-zero exit with no failed test (an unhandled error, a failed global setup) is a failure.
  if (code !== 0 && counts.failed === 0) {
    say(TAG, `${name}: exited ${code} with no failed test: counted as 1 failed`);
    counts.failed = 1;
  }
  return counts;
}

function showLogTail(file) {
  if (!existsSync(file)) return;
  const lines = readFileSync(file, "utf8").trimEnd().split("\n").slice(-40);
  say(TAG, `last lines of ${file}:\n${lines.join("\n")}`);
}

/**
 * Provisioning + prisma. Resolves to `{ env, ok }`; when it fails (counted as 1 failed) the stages
 * that need no database still run, so lint and typecheck results are not lost.
 */
async function setUp(names) {
  const services = names.some((n) => STAGES[n].services);
  try {
    const env = childEnv(await provision({ forTests: true, services, browser: names.includes("e2e") }));
    // Typecheck needs the generated client too; migrations only matter for tests with a database.
    await prepareDatabase(TAG, env, { migrate: services, seed: false });
    return { env, ok: true };
  } catch (error) {
    say(TAG, `setup failed: ${error.message}`);
    await stopOwnedServices();
    return { env: childEnv({}), ok: false };
  }
}

function summarize({ passed, failed, skipped, note }) {
  return [`${passed} passed`, `${failed} failed`, skipped ? `${skipped} skipped` : "", note ?? ""]
    .filter(Boolean)
    .join(", ");
}

async function main() {
  const names = selectedStages(process.argv.slice(2));
  mkdirSync(REPORTS, { recursive: true });
  const results = [];
  const { env, ok } = await setUp(names);
  if (!ok) results.push({ name: "setup", passed: 0, failed: 1, skipped: 0 });

  for (const name of names) {
    say(TAG, `---- ${name}`);
    const started = Date.now();
    const runnable = ok || !STAGES[name].services;
    const counts = runnable
      ? await runStage(name, STAGES[name], env)
      : { passed: 0, failed: 1, skipped: 0, note: "not run: setup failed" };
    results.push({ name, ...counts, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    say(TAG, `${name}: ${counts.failed > 0 ? "FAILED" : "ok"} (${summarize(counts)})`);
  }
  await stopOwnedServices();

  say(TAG, "---- summary");
  for (const r of results) {
    const time = r.seconds ? ` in ${r.seconds}s` : "";
    say(TAG, `${r.name.padEnd(12)} ${(r.failed > 0 ? "FAILED" : "ok").padEnd(7)} ${summarize(r)}${time}`);
  }
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  const [passed, failed, skipped] = [total("passed"), total("failed"), total("skipped")];
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
