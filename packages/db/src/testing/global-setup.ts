import { execFileSync } from "node:child_process";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { adminQuery, TEMPLATE_DB, withDatabase } from "./databases";

/**
 * Migrates one template database per run; test files clone it (CREATE DATABASE ... TEMPLATE),
 * which takes milliseconds, so every file starts from the same clean, migrated schema.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  if (!baseUrl) throw new Error("Integration tests need DATABASE_URL (npm test provisions one).");

  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
  await adminQuery(baseUrl, `CREATE DATABASE "${TEMPLATE_DB}"`);
  execFileSync("pnpm", ["exec", "prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: withDatabase(baseUrl, TEMPLATE_DB) },
    stdio: "pipe",
  });
  // Drop databases left behind by an interrupted earlier run.
  const client = new pg.Client({ connectionString: withDatabase(baseUrl, "postgres") });
  await client.connect();
  const stale = await client.query(
    "SELECT datname FROM pg_database WHERE datname LIKE 'tierline_test_%' AND datname <> $1",
    [TEMPLATE_DB],
  );
  await client.end();
  for (const row of stale.rows)
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);

  project.provide("databaseUrl", baseUrl);
  project.provide("redisUrl", redisUrl);
}
