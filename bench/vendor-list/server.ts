/**
 * The api under load for `bench/vendor-list/run.ts`, in a process of its own: `buildApp` over the
 * database the run seeded, the real Redis, logging at `info` as in production (into a sink), on a free
 * port of 127.0.0.1. Tells its parent the port and a bearer header of the workspace's owner.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { createDb } from "@tierline/db";
import { Redis } from "ioredis";
import { buildApp } from "../../apps/api/src/app";
import { loadEnv } from "../../apps/api/src/env";

export interface BenchServerReady {
  port: number;
  headers: Record<string, string>;
}

const {
  BENCH_DATABASE_URL: url,
  BENCH_EMAIL: email,
  BENCH_PASSWORD: password,
  BENCH_PREFIX: prefix,
} = process.env;
if (!url || !email || !password || !prefix) throw new Error("started by bench/vendor-list/run.ts only");
const env = loadEnv({
  DATABASE_URL: url,
  REDIS_URL: process.env.REDIS_URL,
  REDIS_PREFIX: prefix,
  APP_URL: "http://127.0.0.1",
  JWT_SECRET: randomUUID().repeat(2),
  FILES_SIGNING_SECRET: randomUUID().repeat(2),
  LOG_LEVEL: "info",
});
const db = createDb(env.DATABASE_URL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const app = await buildApp({
  env,
  db,
  redis,
  logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no port");
const signIn = await app.inject({ method: "POST", url: "/api/v1/auth/token", payload: { email, password } });
if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
process.send?.({ port: address.port, headers: { authorization: `Bearer ${signIn.json().access}` } });

async function stop() {
  await app.close();
  await db.$disconnect();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  process.exit(0);
}
process.on("message", (message) => {
  if (message === "stop") void stop();
  // The process's own CPU time so far (user + system, µs): the run divides its growth by the requests.
  if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
});
process.on("disconnect", () => void stop());
