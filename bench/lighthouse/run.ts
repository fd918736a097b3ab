/**
 * Lighthouse on the sign-in page as `npm start` serves it: the built SPA (apps/web/dist, built first
 * unless LIGHTHOUSE_SKIP_BUILD=1) from the real api on a free port of 127.0.0.1, audited by Lighthouse's
 * default run (mobile, simulated slow 4G and a 4x slower CPU) in Debian's Chromium through
 * chrome-launcher. Prints the performance and accessibility scores with the metrics and every audit
 * that cost points, and writes .data/bench/lighthouse.json and the HTML report. Run on purpose
 * (`pnpm bench:lighthouse`), not in CI: it is a benchmark, not a test.
 *
 * The sign-in page calls no database route, so the api's database is only the one DATABASE_URL
 * names (never queried); Redis backs the rate limits as in production.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchApi } from "../lib/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, ".data/bench");
const distDir = join(root, "apps/web/dist");
const page = process.env.LIGHTHOUSE_PATH ?? "/login";

if (process.env.LIGHTHOUSE_SKIP_BUILD !== "1") {
  console.log("building the web app...");
  execFileSync("pnpm", ["--filter", "@tierline/web", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const api = await startBenchApi({
  databaseUrl: process.env.DATABASE_URL ?? "postgresql://tierline:tierline@127.0.0.1:5432/tierline",
  prefix: `lighthouse-${randomUUID().slice(0, 8)}`,
  env: { WEB_DIST_DIR: distDir },
});
const url = `http://127.0.0.1:${api.port}${page}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: ["json", "html"],
    onlyCategories: ["performance", "accessibility"],
    logLevel: "error",
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr, report } = result;
  const [json, html] = report as string[];
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "lighthouse.json"), json as string);
  writeFileSync(join(outDir, "lighthouse.html"), html as string);

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
  console.log(
    `\nLighthouse ${lhr.lighthouseVersion} (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling) on ${page}`,
  );
  console.log(`  machine benchmarkIndex ${lhr.environment.benchmarkIndex} (a typical desktop: 1000 or more)`);
  console.log(`  performance    ${score("performance")}`);
  console.log(`  accessibility  ${score("accessibility")}`);
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "speed-index",
    "total-blocking-time",
    "cumulative-layout-shift",
  ]) {
    console.log(`  ${(lhr.audits[id]?.title ?? id).padEnd(26)} ${metric(id)}`);
  }
  // What cost points: failed accessibility audits and performance audits below full marks.
  const costly = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 || category.id === "performance")
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
      )
      .map(
        (audit) =>
          `  [${category.id}] ${audit?.title}${audit?.displayValue ? `: ${audit.displayValue}` : ""}`,
      ),
  );
  if (costly.length > 0) console.log(`\nAudits below 90:\n${[...new Set(costly)].join("\n")}`);
  console.log(`\nreport: ${join(outDir, "lighthouse.html")}`);
} finally {
  chrome.kill();
  await api.close();
}
