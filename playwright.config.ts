import { defineConfig, devices } from "@playwright/test";

// Playwright cannot download a browser on these machines: tests run Debian's Chromium
// (`apt-get install -y chromium`; `npm test` installs it when missing).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

const CI = Boolean(process.env.CI);
const PORT = 3100;

export default defineConfig({
  testDir: "e2e/specs",
  outputDir: "test-results",
  forbidOnly: CI,
  retries: 0,
  // One worker: specs share one seeded database and one mail outbox folder.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // `npm test` adds a JSON reporter (--reporter=list,json) to count results.
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  // api + worker on port 3100 with their own database (tierline_e2e, recreated each start) and a
  // mail outbox folder (.data/e2e-outbox) the specs read magic links from. See scripts/e2e-server.mjs.
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/api/v1/health`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM lets the server stop api + worker (and an embedded PostgreSQL) cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
