/**
 * The api under load for `bench/api/run.ts`, in a process of its own so the load generator does not
 * share its event loop: a database created for the run (migrated, seeded through the factories), the
 * real Redis, `buildApp` listening on a free port of 127.0.0.1, logging at `info` as in production
 * (into a sink). Tells its parent the port and a bearer header; on "stop" it closes and drops the database.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { hashPassword } from "@tierline/core";
import { addMember, createDb, createUser, createWorkspace } from "@tierline/db";
import { adminQuery, withDatabase } from "@tierline/db/testing";
import { Redis } from "ioredis";
import { buildApp } from "../../apps/api/src/app";
import { loadEnv } from "../../apps/api/src/env";

export interface BenchServerReady {
  port: number;
  headers: Record<string, string>;
}

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error("bench/api needs DATABASE_URL (a role that may create databases)");
const run = `bench-${randomUUID().slice(0, 8)}`;
const database = `tierline_${run.replace("-", "_")}`;
const url = withDatabase(baseUrl, database);
const members = 30;
const password = "bench-password-1";

await adminQuery(baseUrl, `CREATE DATABASE "${database}"`);
execFileSync("pnpm", ["exec", "prisma", "migrate", "deploy"], {
  env: { ...process.env, DATABASE_URL: url },
  stdio: "pipe",
});
// The api's own parser with the bench's values: a variable the api comes to require stops the bench too.
const env = loadEnv({
  DATABASE_URL: url,
  REDIS_URL: process.env.REDIS_URL,
  REDIS_PREFIX: run,
  APP_URL: "http://127.0.0.1",
  JWT_SECRET: randomUUID().repeat(2),
  FILES_SIGNING_SECRET: randomUUID().repeat(2),
  LOG_LEVEL: "info",
});
const db = createDb(env.DATABASE_URL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });

const owner = await createUser(db, { email: "owner@bench.test", passwordHash: await hashPassword(password) });
const { workspace } = await createWorkspace(db, { ownerId: owner.id, name: "Bench Co" });
for (let i = 0; i < members; i++) {
  const user = await createUser(db, { email: `member-${i}@bench.test`, firstName: `Member ${i}` });
  await addMember(db, { workspaceId: workspace.id, userId: user.id, roles: ["VIEWER"] });
}

const app = await buildApp({
  env,
  db,
  redis,
  // Every request is logged as in production; the lines go nowhere.
  logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no port");

const signIn = await app.inject({
  method: "POST",
  url: "/api/v1/auth/token",
  payload: { email: "owner@bench.test", password },
});
if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
const ready: BenchServerReady = {
  port: address.port,
  headers: { authorization: `Bearer ${signIn.json().access}`, "x-workspace-id": workspace.id },
};
process.send?.(ready);

async function stop() {
  await app.close();
  await db.$disconnect();
  const keys = await redis.keys(`${run}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await adminQuery(baseUrl!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  process.exit(0);
}
process.on("message", (message) => {
  if (message === "stop") void stop();
});
process.on("disconnect", () => void stop());
