import { randomUUID } from "node:crypto";
import pg from "pg";
import type {} from "vitest";

/** What the integration global setup hands every test file through vitest's `inject`. */
declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

/** Replace the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const TEMPLATE_DB = "tierline_test_template";

/** A fresh database cloned from the migrated template: each integration test file gets its own. */
export async function createTestDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tierline_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
  return {
    url: withDatabase(baseUrl, name),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
