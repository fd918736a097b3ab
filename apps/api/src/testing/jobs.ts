import { createJobQueue, createScreeningIndexHolder, jobRegistry } from "@tierline/core";
import { Queue } from "bullmq";
import type { TestApp } from "./test-app";

const silent = { info() {}, warn() {}, error() {} };

/**
 * Runs the waiting jobs of `name` the api queued, as the worker would: with the worker's services
 * (database, queue, a matcher index, app URL), then empties the queue.
 */
export async function runQueuedJobs(t: TestApp, name: string) {
  const job = jobRegistry.find((j) => j.name === name)!;
  const queue = new Queue(job.name, { connection: t.redis, prefix: t.env.REDIS_PREFIX });
  const jobs = createJobQueue(t.redis, t.env.REDIS_PREFIX);
  const index = createScreeningIndexHolder({ db: t.db, logger: silent }, { checkSeconds: 0 });
  try {
    for (const queued of await queue.getJobs(["waiting"]))
      await job.handle(job.schema.parse(queued.data), {
        db: t.db,
        jobs,
        appUrl: "http://localhost:3000",
        screeningIndex: index,
        logger: silent,
        progress: async () => {},
        finalAttempt: false,
      } as never);
    await queue.drain();
  } finally {
    await index.close();
    await queue.close();
    await jobs.close();
  }
}
