import { randomUUID } from "node:crypto";
import pg from "pg";
import type {} from "vitest";

/** What the integration global setup hands every test file through vitest's `inject`. */
declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    /** The migrated template this run's test databases are cloned from. */
    templateDatabase: string;
  }
}

/** Replace the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Test databases are named `tierline_test_<run>_<n>`, where <run> starts with the run's start time in
 * base 36: a run drops only its own databases, and leftovers of interrupted runs once they are old.
 */
export const TEST_DB_PREFIX = "tierline_test_";
export const newRunId = () => `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
export const runStartedAt = (runId: string) => Number.parseInt(runId.slice(0, 8), 36);

/** A fresh database cloned from the run's migrated template: each integration test file gets its own. */
export async function createTestDatabase(baseUrl: string, template: string) {
  const name = `${template.replace(/_tpl$/, "")}_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: withDatabase(baseUrl, name),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The `pg` driver itself, for scripts that measure against a bare client (bench/vendor-list). */
export { pg };
