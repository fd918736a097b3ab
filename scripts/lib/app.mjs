// Steps shared by start.mjs, dev.mjs and e2e-server.mjs: prepare the database, build the web,
// launch the api and the worker.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fromRoot, must, say } from "./run.mjs";

/** Node flags of the worker process: V8's heap capped, so garbage is collected instead of kept. */
export const workerNodeFlags = ["--max-old-space-size=768"];

export const HEALTH_PATH = "/api/v1/health";
export const WEB_DIST_DIR = fromRoot("apps/web/dist");

/** prisma generate + migrate deploy + the idempotent seed, against env.DATABASE_URL. */
export async function prepareDatabase(tag, env, { migrate = true, seed = true } = {}) {
  say(tag, "prisma generate");
  // Without DATABASE_URL, Prisma 6.19's generate tries to download a native engine (no network
  // here). It never connects, so any URL will do when the caller needs no database.
  const generateEnv = { DATABASE_URL: "postgresql://generate@127.0.0.1:5432/generate", ...env };
  await must("pnpm", ["exec", "prisma", "generate"], { env: generateEnv });
  if (!migrate) return;
  say(tag, "prisma migrate deploy");
  await must("pnpm", ["exec", "prisma", "migrate", "deploy"], { env });
  if (!seed) return;
  say(tag, "seeding (pnpm db:seed)");
  await must("pnpm", ["db:seed"], { env });
}

export async function buildWeb(tag, env) {
  say(tag, "building the web app (vite build)");
  await must("pnpm", ["--filter", "@tierline/web", "build"], { env });
}

/** True when apps/web/dist is missing or older than a source file of the web or of contracts. */
export function webDistIsStale() {
  const index = path.join(WEB_DIST_DIR, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [fromRoot("apps/web"), fromRoot("packages/contracts/src")].some((dir) => newerThan(dir, built));
}

function newerThan(dir, time) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (["node_modules", "dist", ".turbo"].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? newerThan(full, time) : statSync(full).mtimeMs > time) return true;
  }
  return false;
}

/**
 * Starts the api (serving the built SPA from WEB_DIST_DIR) and the worker under `supervisor`.
 * Run from the repository root with tsx, like the apps' own `start` scripts.
 */
export function startApiAndWorker(supervisor, env) {
  supervisor.start("api", process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    env: { ...env, WEB_DIST_DIR },
  });
  // The worker's heap capped as in docker-compose.yml (docs/decisions.md, "Vendor-import benchmark").
  supervisor.start(
    "worker",
    process.execPath,
    [...workerNodeFlags, "--import", "tsx", "apps/worker/src/main.ts"],
    {
      env,
    },
  );
}

/** The real lists kept beside the repository on machines that cannot reach the official sites. */
const SHARED_SANCTIONS_DIR = fromRoot("../shared/data/sanctions");

/** Archived copies of lists kept beside the repository (the complete trade.gov CSL of May 2022). */
const SHARED_SANCTIONS_ARCHIVE_DIR = fromRoot("../shared/data/sanctions-archive");

/**
 * Where the worker reads restricted-party lists from: SANCTIONS_DATA_DIR when given, else
 * ../shared/data/sanctions when it exists, else the official sites; and the archived copies that fill
 * in what they lack: SANCTIONS_ARCHIVE_DIR, else ../shared/data/sanctions-archive when it exists. Says
 * which, and returns the variables to add to the apps' environment.
 */
export function sanctionsDataEnv(tag, env) {
  const added = {};
  if (env.SANCTIONS_DATA_DIR) {
    say(tag, `restricted-party lists: read from ${env.SANCTIONS_DATA_DIR} (SANCTIONS_DATA_DIR)`);
  } else if (existsSync(SHARED_SANCTIONS_DIR)) {
    say(tag, `restricted-party lists: read from ${SHARED_SANCTIONS_DIR}`);
    added.SANCTIONS_DATA_DIR = SHARED_SANCTIONS_DIR;
  } else {
    say(tag, "restricted-party lists: downloaded from the official sites");
  }
  if (env.SANCTIONS_ARCHIVE_DIR) {
    say(tag, `archived list copies: ${env.SANCTIONS_ARCHIVE_DIR} (SANCTIONS_ARCHIVE_DIR)`);
  } else if (existsSync(SHARED_SANCTIONS_ARCHIVE_DIR)) {
    say(tag, `archived list copies: ${SHARED_SANCTIONS_ARCHIVE_DIR}`);
    added.SANCTIONS_ARCHIVE_DIR = SHARED_SANCTIONS_ARCHIVE_DIR;
  }
  return added;
}

/** Google's product taxonomy kept beside the repository (its 2021-09-21 release, the current one). */
const SHARED_TAXONOMY_FILE = fromRoot(
  "../shared/data/taxonomy/google_taxonomy-with-ids.en-US.2021-09-21.txt",
);

/**
 * Where the api reads product categories from: PRODUCT_TAXONOMY_FILE when given, else the copy in
 * ../shared/data/taxonomy when it exists, else Google's publication (PRODUCT_TAXONOMY_URL). Says which,
 * and returns the variables to add to the apps' environment (the worker's schema leaves them out).
 */
export function productTaxonomyEnv(tag, env) {
  if (env.PRODUCT_TAXONOMY_FILE) {
    say(tag, `product taxonomy: read from ${env.PRODUCT_TAXONOMY_FILE} (PRODUCT_TAXONOMY_FILE)`);
    return {};
  }
  if (existsSync(SHARED_TAXONOMY_FILE)) {
    say(tag, `product taxonomy: read from ${SHARED_TAXONOMY_FILE}`);
    return { PRODUCT_TAXONOMY_FILE: SHARED_TAXONOMY_FILE };
  }
  say(tag, `product taxonomy: downloaded from ${taxonomyUrlOrigin(env.PRODUCT_TAXONOMY_URL)}`);
  return {};
}

/**
 * Where the taxonomy is downloaded from, for the banner: the configured URL's origin only (its path or
 * query may carry a token), else Google's publication.
 */
function taxonomyUrlOrigin(url) {
  if (!url) return "Google's publication";
  return URL.canParse(url) ? `${new URL(url).origin} (PRODUCT_TAXONOMY_URL)` : "PRODUCT_TAXONOMY_URL";
}

/** Where outgoing mail ends up, for the banner. */
export function mailDestination(env) {
  if (!env.SMTP_URL) return `written as .eml files to ${env.MAIL_OUTBOX_DIR}`;
  const u = new URL(env.SMTP_URL);
  return `sent over SMTP to ${u.hostname}:${u.port || 25}`;
}
