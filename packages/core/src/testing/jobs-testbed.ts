import { createDb, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { inject } from "vitest";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";

export interface JobsTestbed {
  db: Db;
  redis: Redis;
  jobs: JobQueue;
  /** One BullMQ queue per name asked for, in that order: what the test reads the enqueued jobs from. */
  queues: Queue[];
  /** Empties and closes the queues, deletes the prefix's Redis keys, drops the database. */
  close(): Promise<void>;
}

/**
 * A test file's own database (cloned from the run's template) and job queue under `prefix`, for the
 * tests that run jobs by hand from the queues they were enqueued on. Call in beforeAll, `close` in afterAll.
 */
export async function openJobsTestbed(prefix: string, queueNames: readonly string[]): Promise<JobsTestbed> {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  const db = createDb(database.url);
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const jobs = createJobQueue(redis, prefix);
  const queues = queueNames.map((name) => new Queue(name, { connection: redis, prefix }));
  return {
    db,
    redis,
    jobs,
    queues,
    async close() {
      for (const queue of queues) {
        await queue.obliterate({ force: true });
        await queue.close();
      }
      await jobs.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await db.$disconnect();
      await database.drop();
    },
  };
}
