// Where one e2e server lives, shared by scripts/e2e-server.mjs, scripts/test.mjs and
// playwright.config.ts. Everything that two e2e servers on one machine must not share (the port,
// the database, the Redis keys, the mail folder, the log, the state file and Playwright's results)
// follows from E2E_PORT, so a second checkout (or a second run in this one) runs its e2e at the same
// time with E2E_PORT=3200. The default port keeps the names CI has always used (tierline_e2e,
// .data/e2e-outbox, test-results).
import { fromRoot } from "./run.mjs";

export const E2E_DEFAULT_PORT = 3100;

/** E2E_PORT as a number (3100 when unset); throws on anything but a port number. */
export function e2ePort(env = process.env) {
  const given = env.E2E_PORT;
  if (given === undefined || given === "") return E2E_DEFAULT_PORT;
  const port = Number(given);
  if (!/^\d+$/.test(given) || port < 1024 || port > 65535) {
    throw new Error(`E2E_PORT must be a port number from 1024 to 65535, not "${given}"`);
  }
  return port;
}

/** The names of the e2e server on `port`; the default port has no suffix. */
export function e2eServer(port = E2E_DEFAULT_PORT) {
  const suffix = port === E2E_DEFAULT_PORT ? "" : `_${port}`;
  return {
    port,
    url: `http://localhost:${port}`,
    database: `tierline_e2e${suffix}`,
    redisPrefix: `tierline_e2e${suffix}`,
    outboxDir: fromRoot(`.data/e2e-outbox${suffix}`),
    /** The local file storage's folder, emptied at start like the outbox. */
    filesDir: fromRoot(`.data/e2e-files${suffix}`),
    logFile: fromRoot(`.data/logs/e2e-server${suffix}.log`),
    /** Written by the server before the api starts: `{databaseUrl, outboxDir}` for the test processes. */
    stateFile: fromRoot(`.data/e2e-server${suffix}.json`),
    /** Playwright's results: each run empties its own, so a run on another port keeps out of it. */
    resultsDir: suffix ? fromRoot(`.data/e2e-results${suffix}`) : fromRoot("test-results"),
  };
}
