import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { adminQuery, withDatabase } from "@tierline/db/testing";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A database of the benchmark's own, created empty (dropped first if `fresh`, for the benches that
 * reuse one name) and migrated: nothing of another run counts. Answers its url.
 */
export async function migratedDatabase(baseUrl: string, name: string, { fresh = false } = {}) {
  if (fresh) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(baseUrl, name);
  execFileSync("pnpm", ["exec", "prisma", "migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
  return url;
}
