import { defineConfig, devices } from "@playwright/test";
import { e2ePort, e2eServer } from "./scripts/lib/e2e.mjs";

// Playwright cannot download a browser on these machines: tests run Debian's Chromium
// (`apt-get install -y chromium`; `npm test` installs it when missing).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

const CI = Boolean(process.env.CI);
// E2E_PORT (3100) names the server, its database and mail folder (scripts/lib/e2e.mjs).
const server = e2eServer(e2ePort());

/** E2E_WORKERS (2 by default, one per core of the CI machine); `--workers` on the command line wins. */
function workerCount(): number {
  const given = process.env.E2E_WORKERS ?? "2";
  if (!/^[1-9]\d*$/.test(given)) throw new Error(`E2E_WORKERS must be a whole number >= 1, not "${given}"`);
  return Number(given);
}

export default defineConfig({
  testDir: "e2e/specs",
  outputDir: server.resultsDir,
  forbidOnly: CI,
  retries: 0,
  // Tests run in parallel, those of one file too: each builds its own workspace and people
  // (e2e/fixtures/test.ts) and shares no data with another.
  workers: workerCount(),
  fullyParallel: true,
  // Twice Playwright's defaults: two browsers, the api, the worker and PostgreSQL share two cores, and
  // a page that shows up in 1 s alone can take 6 under that load. Budgets, not waits: a passing step
  // takes no longer for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` adds a JSON reporter (--reporter=list,json) to count results.
  reporter: "list",
  // Hands the server's database and mail folder to the test processes (after webServer is up).
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: server.url,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          // Without the background-networking flags Chromium keeps dialling Google's hosts, which
          // this closed network refuses; --no-sandbox because CI runs as root.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  // api + worker on E2E_PORT with their own database (recreated each start) and a mail outbox
  // folder the specs read magic links from. See scripts/e2e-server.mjs.
  webServer: {
    command: "node scripts/e2e-server.mjs",
    env: { E2E_PORT: String(server.port) },
    url: `${server.url}/api/v1/health`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM lets the server stop api + worker (and an embedded PostgreSQL) cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
