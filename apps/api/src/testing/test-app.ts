import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FileStorage } from "@tierline/core";
import { taxonomyFixtureFile } from "@tierline/core/testing/taxonomy";
import { createDb, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { inject } from "vitest";
import { buildApp } from "../app";
import { type ApiEnv, loadEnv } from "../env";

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real api on a database of its own (cloned from the migrated template) and a Redis prefix of its
 * own, so test files run in parallel without seeing each other's rows, queues or rate-limit counters.
 */
export async function startTestApp(
  options: {
    logStream?: NodeJS.WritableStream;
    env?: Partial<ApiEnv>;
    storage?: FileStorage;
    /** The api's clock (default the system's): tests move it forward instead of waiting. */
    now?: () => Date;
  } = {},
) {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  const db: Db = createDb(database.url);
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  const filesDir = await mkdtemp(path.join(tmpdir(), "tierline-files-"));
  // The api's own parser, so a variable the api comes to require is required here too.
  const env = {
    ...loadEnv({
      DATABASE_URL: database.url,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: prefix,
      APP_URL: "http://localhost:3000",
      JWT_SECRET: "x".repeat(48),
      FILES_SIGNING_SECRET: "f".repeat(48),
      // Each test file's files in a folder of its own, removed on close.
      FILES_DIR: filesDir,
      // The sample taxonomy in the official format: tests never download Google's publication.
      PRODUCT_TAXONOMY_FILE: taxonomyFixtureFile,
      // TEST_LOG=info (or debug...) shows the api's own log while debugging a failing test.
      LOG_LEVEL: process.env.TEST_LOG ?? "silent",
    }),
    ...options.env,
  };
  const app = await buildApp({
    env,
    db,
    redis,
    logStream: options.logStream,
    storage: options.storage,
    now: options.now,
  });
  const mailQueue = new Queue("mail.send", { connection: redis, prefix });

  return {
    app,
    db,
    redis,
    env,
    /** Mail jobs the api enqueued for `to`, oldest first (the worker is not running here, so they wait in Redis). */
    async mailsTo(to: string) {
      const jobs = await mailQueue.getJobs(["waiting", "delayed", "prioritized"]);
      return (
        jobs
          .filter((j) => j.data.to === to)
          // Job ids count up in the order the api enqueued them.
          .sort((a, b) => Number(a.id) - Number(b.id))
          .map((j) => j.data.mail as { template: string; data: { url: string } })
      );
    },
    async close() {
      await app.close();
      await mailQueue.obliterate({ force: true });
      await mailQueue.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await db.$disconnect();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** The token query parameter of a mailed link. */
export const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
