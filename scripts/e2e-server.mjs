// The server Playwright starts (playwright.config.ts `webServer`): api + worker on port 3100 with
// their own database `tierline_e2e` (recreated, migrated and seeded on every start, so each run
// starts from the same state), their own Redis database and key prefix, and mail written as .eml
// files to .data/e2e-outbox, where the specs read magic links. Logs go to .data/logs/e2e-server.log.
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { buildWeb, HEALTH_PATH, prepareDatabase, startApiAndWorker, webDistIsStale } from "./lib/app.mjs";
import { redisCommands, waitForHttpOk, withRedisDb } from "./lib/net.mjs";
import { recreateDatabase, withDatabase } from "./lib/pg.mjs";
import { provision, stopOwnedServices } from "./lib/provision.mjs";
import { childEnv, fromRoot, say } from "./lib/run.mjs";
import { Supervisor } from "./lib/supervisor.mjs";

const TAG = "e2e-server";
const PORT = "3100";
const E2E_REDIS_DB = 1;
const E2E_SANCTIONS_DIR = "packages/screening/src/lists/fixtures";

async function main() {
  // Under `npm test` DATABASE_URL and REDIS_URL are given and this is quick.
  const base = await provision({ forTests: true });
  const env = childEnv(base, {
    DATABASE_URL: withDatabase(base.DATABASE_URL, "tierline_e2e"),
    REDIS_URL: withRedisDb(base.REDIS_URL, E2E_REDIS_DB),
    REDIS_PREFIX: "tierline_e2e",
    PORT,
    APP_URL: `http://localhost:${PORT}`,
    MAIL_OUTBOX_DIR: fromRoot(".data/e2e-outbox"),
  });
  delete env.SMTP_URL; // specs read mail from the outbox folder
  // The small official-format fixture folder (BANCO NACIONAL DE CUBA is OFAC SDN ent_num 306): the
  // worker loads it in seconds and every run screens against the same entries. start/dev keep
  // sanctionsDataEnv (SANCTIONS_DATA_DIR, ../shared/data/sanctions or the official sites).
  env.SANCTIONS_DATA_DIR = fromRoot(E2E_SANCTIONS_DIR);
  say(TAG, `restricted-party lists: read from the fixtures in ${env.SANCTIONS_DATA_DIR}`);

  say(TAG, "recreating database tierline_e2e, flushing Redis db 1, emptying .data/e2e-outbox");
  await recreateDatabase(env.DATABASE_URL);
  await redisCommands(env.REDIS_URL, [["FLUSHDB"]]);
  rmSync(env.MAIL_OUTBOX_DIR, { recursive: true, force: true });
  mkdirSync(env.MAIL_OUTBOX_DIR, { recursive: true });

  await prepareDatabase(TAG, env);
  if (webDistIsStale()) await buildWeb(TAG, env);

  mkdirSync(fromRoot(".data/logs"), { recursive: true });
  const logFile = fromRoot(".data/logs/e2e-server.log");
  const supervisor = new Supervisor(TAG, createWriteStream(logFile));
  startApiAndWorker(supervisor, env);
  const up = await waitForHttpOk(`http://localhost:${PORT}${HEALTH_PATH}`, {
    stillHopeful: () => supervisor.healthy(),
  });
  if (!up) return supervisor.shutdown(1, `the api did not become healthy: see ${logFile}`);
  say(TAG, `ready on http://localhost:${PORT} (logs: ${logFile})`);
}

main().catch(async (error) => {
  console.error(`[${TAG}] failed: ${error.message}`);
  await stopOwnedServices();
  process.exit(1);
});
