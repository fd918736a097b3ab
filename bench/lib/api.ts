/**
 * The api as production runs it, for the benchmarks: `buildApp` over the given database and the real
 * Redis (keys under `prefix`, deleted on close), logging every request at `info` into a sink, on a
 * free port of 127.0.0.1. The env goes through the api's own parser: a variable the api comes to
 * require stops the bench too.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { createDb } from "@tierline/db";
import { Redis } from "ioredis";
import { buildApp } from "../../apps/api/src/app";
import { loadEnv } from "../../apps/api/src/env";

/** What a bench server process tells its parent once it listens. */
export interface BenchServerReady {
  port: number;
  headers: Record<string, string>;
}

export async function startBenchApi(options: {
  databaseUrl: string;
  prefix: string;
  env?: Record<string, string>;
}) {
  const env = loadEnv({
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: options.prefix,
    APP_URL: "http://127.0.0.1",
    JWT_SECRET: randomUUID().repeat(2),
    FILES_SIGNING_SECRET: randomUUID().repeat(2),
    LOG_LEVEL: "info",
    ...options.env,
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
  return {
    app,
    db,
    port: address.port,
    /** A bearer header of the user, signed in as the web app signs in. */
    async bearer(email: string, password: string): Promise<Record<string, string>> {
      const signIn = await app.inject({
        method: "POST",
        url: "/api/v1/auth/token",
        payload: { email, password },
      });
      if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
      return { authorization: `Bearer ${signIn.json().access}` };
    },
    async close() {
      await app.close();
      await db.$disconnect();
      const keys = await redis.keys(`${options.prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
