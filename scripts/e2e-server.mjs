// The server Playwright starts (playwright.config.ts `webServer`): api + worker on E2E_PORT (3100)
// with their own database (tierline_e2e, recreated and migrated on every start), their own Redis
// key prefix on Redis database 1, and mail written as .eml files to .data/e2e-outbox, where the specs
// read magic links. Nothing is seeded: specs build their own workspaces and users in that database
// (e2e/fixtures).
// Before the api starts it writes its state file (scripts/lib/e2e.mjs) for the test processes.
// Logs go to .data/logs/e2e-server.log. Names follow E2E_PORT, so two checkouts can run their e2e
// at once.
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { buildWeb, HEALTH_PATH, prepareDatabase, startApiAndWorker, webDistIsStale } from "./lib/app.mjs";
import { e2ePort, e2eServer } from "./lib/e2e.mjs";
import { redisCommands, waitForHttpOk, withRedisDb } from "./lib/net.mjs";
import { recreateDatabase, withDatabase } from "./lib/pg.mjs";
import { provision, stopOwnedServices } from "./lib/provision.mjs";
import { childEnv, fromRoot, say } from "./lib/run.mjs";
import { Supervisor } from "./lib/supervisor.mjs";

const TAG = "e2e-server";
const E2E_REDIS_DB = 1;
const E2E_SANCTIONS_DIR = "packages/screening/src/lists/fixtures";
/** A sample of Google's product taxonomy in its official format (packages/core testing/taxonomy-fixture.ts). */
const E2E_TAXONOMY_FILE = "packages/core/src/product-categories/fixtures/taxonomy-sample.en-US.txt";
/** How often the api looks for a new list version: seconds, so a spec sees the worker's load soon. */
const INDEX_CHECK_SECONDS = "2";

/** Deletes the keys of one prefix (not FLUSHDB: another checkout's e2e server may share the database). */
const DELETE_PREFIX_SCRIPT =
  "local keys = redis.call('KEYS', ARGV[1]) for i = 1, #keys, 500 do " +
  "redis.call('DEL', unpack(keys, i, math.min(i + 499, #keys))) end return #keys";

async function main() {
  const server = e2eServer(e2ePort());
  rmSync(server.stateFile, { force: true }); // a stale one must never point the specs elsewhere
  // Under `npm test` DATABASE_URL and REDIS_URL are given and this is quick.
  const base = await provision({ forTests: true });
  const env = childEnv(base, {
    DATABASE_URL: withDatabase(base.DATABASE_URL, server.database),
    REDIS_URL: withRedisDb(base.REDIS_URL, E2E_REDIS_DB),
    REDIS_PREFIX: server.redisPrefix,
    PORT: String(server.port),
    APP_URL: server.url,
    MAIL_OUTBOX_DIR: server.outboxDir,
    FILES_DIR: server.filesDir,
    SCREENING_INDEX_CHECK_SECONDS: INDEX_CHECK_SECONDS,
    // Each spec's browser says which client it is in X-Forwarded-For (e2e/fixtures/test.ts), so the
    // per-IP limits of sign-in and magic links count per spec, as for real users on their own machines.
    TRUST_PROXY: "127.0.0.1,::1",
  });
  delete env.SMTP_URL; // specs read mail from the outbox folder
  // The small official-format fixture folder (BANCO NACIONAL DE CUBA is OFAC SDN ent_num 306): the
  // worker loads it in seconds and every run screens against the same entries. start/dev keep
  // sanctionsDataEnv (SANCTIONS_DATA_DIR, ../shared/data/sanctions or the official sites).
  env.SANCTIONS_DATA_DIR = fromRoot(E2E_SANCTIONS_DIR);
  say(TAG, `restricted-party lists: read from the fixtures in ${env.SANCTIONS_DATA_DIR}`);
  // Product categories from the same sample the integration tests read: no download, the same every run.
  env.PRODUCT_TAXONOMY_FILE = fromRoot(E2E_TAXONOMY_FILE);
  say(TAG, `product taxonomy: the sample in ${env.PRODUCT_TAXONOMY_FILE}`);

  say(
    TAG,
    `recreating database ${server.database}, deleting Redis keys ${server.redisPrefix}:*, emptying ${server.outboxDir} and ${server.filesDir}`,
  );
  await recreateDatabase(env.DATABASE_URL);
  await redisCommands(env.REDIS_URL, [["EVAL", DELETE_PREFIX_SCRIPT, "0", `${server.redisPrefix}:*`]]);
  rmSync(server.outboxDir, { recursive: true, force: true });
  rmSync(server.filesDir, { recursive: true, force: true });
  mkdirSync(server.outboxDir, { recursive: true });

  // No demo workspace: specs never share data, each builds its own.
  await prepareDatabase(TAG, env, { seed: false });
  if (webDistIsStale()) await buildWeb(TAG, env);

  // Read by the specs' fixtures (e2e/global-setup.ts) once the api answers, so written before it
  // starts; it holds the database password: owner only.
  const state = { databaseUrl: env.DATABASE_URL, outboxDir: server.outboxDir };
  writeFileSync(server.stateFile, `${JSON.stringify(state)}\n`, { mode: 0o600 });
  mkdirSync(fromRoot(".data/logs"), { recursive: true });
  const supervisor = new Supervisor(TAG, createWriteStream(server.logFile));
  startApiAndWorker(supervisor, env);
  const up = await waitForHttpOk(`${server.url}${HEALTH_PATH}`, {
    stillHopeful: () => supervisor.healthy(),
  });
  if (!up) return supervisor.shutdown(1, `the api did not become healthy: see ${server.logFile}`);
  say(TAG, `ready on ${server.url} (logs: ${server.logFile})`);
}

main().catch(async (error) => {
  console.error(`[${TAG}] failed: ${error.message}`);
  await stopOwnedServices();
  process.exit(1);
});
