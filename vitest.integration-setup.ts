import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import {
  adminQuery,
  newRunId,
  runStartedAt,
  TEST_DB_PREFIX,
  withDatabase,
} from "./packages/db/src/testing/databases";

const STALE_MS = 6 * 3600_000;

/**
 * Migrates one template database per run; test files clone it (CREATE DATABASE ... TEMPLATE), which
 * takes milliseconds, so every file starts from the same clean, migrated schema. Each run names its
 * databases after itself, so two runs on one machine (CI and a developer's) never drop each other's.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error("Integration tests need DATABASE_URL (npm test provisions one).");
  const run = `${TEST_DB_PREFIX}${newRunId()}`;
  const template = `${run}_tpl`;

  await dropDatabases(baseUrl, (runId) => Date.now() - runStartedAt(runId) > STALE_MS);
  await adminQuery(baseUrl, `CREATE DATABASE "${template}"`);
  execFileSync("pnpm", ["exec", "prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: withDatabase(baseUrl, template) },
    stdio: "pipe",
  });

  project.provide("databaseUrl", baseUrl);
  project.provide("redisUrl", process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  project.provide("templateDatabase", template);
  return () => dropDatabases(baseUrl, (runId) => `${TEST_DB_PREFIX}${runId}` === run);
}

/** Drops the test databases (template included) of the runs `which` selects. */
async function dropDatabases(baseUrl: string, which: (runId: string) => boolean) {
  const rows = await adminQuery<{ datname: string }>(
    baseUrl,
    "SELECT datname FROM pg_database WHERE datname LIKE $1",
    [`${TEST_DB_PREFIX}%`],
  );
  for (const { datname } of rows) {
    const runId = datname.slice(TEST_DB_PREFIX.length).split("_")[0]!;
    if (which(runId)) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
