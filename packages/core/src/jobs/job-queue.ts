import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { z } from "zod";
import type { JobDefinition } from "./define-job";

/** What services use to start background work. Tests and the api get the same implementation. */
export interface JobQueue {
  enqueue<S extends z.ZodType>(job: JobDefinition<S, never>, data: z.input<S>): Promise<void>;
  close(): Promise<void>;
}

/** One BullMQ queue per job name; `prefix` keeps test runs and e2e servers apart on one Redis. */
export function createJobQueue(connection: Redis, prefix: string): JobQueue {
  const queues = new Map<string, Queue>();
  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queues.set(name, queue);
    }
    return queue;
  };
  return {
    async enqueue(job, data) {
      const payload = job.schema.parse(data);
      await queueFor(job.name).add(job.name, payload, job.options);
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
