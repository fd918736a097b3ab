import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { z } from "zod";
import type { JobDefinition } from "./define-job";

/** What services use to start background work. Tests and the api get the same implementation. */
export interface JobQueue {
  enqueue<S extends z.ZodType>(job: JobDefinition<S, never>, data: z.input<S>): Promise<void>;
  /**
   * Runs `job` with `data` on a cron `pattern` (UTC). `schedulerId` names the schedule: calling again
   * with the same id replaces it, so every worker start may call this.
   */
  schedule<S extends z.ZodType>(
    job: JobDefinition<S, never>,
    schedulerId: string,
    pattern: string,
    data: z.input<S>,
  ): Promise<void>;
  /**
   * Runs `job` once, `delayMs` from now, under `jobId`: one id per thing scheduled, so scheduling
   * again after `cancel` replaces it, and a job already waiting under that id is kept (not doubled).
   */
  enqueueDelayed<S extends z.ZodType>(
    job: JobDefinition<S, never>,
    data: z.input<S>,
    at: { jobId: string; delayMs: number },
  ): Promise<void>;
  /** Removes the waiting or delayed job `jobId` (a job already running finishes; handlers re-check). */
  cancel(job: JobDefinition<z.ZodType, never>, jobId: string): Promise<void>;
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
    async schedule(job, schedulerId, pattern, data) {
      const payload = job.schema.parse(data);
      // A scheduler's jobs take no id, delay or deduplication of their own; the rest of the options apply.
      const { jobId: _id, deduplication: _dedup, delay: _delay, ...opts } = job.options;
      await queueFor(job.name).upsertJobScheduler(
        schedulerId,
        { pattern, tz: "UTC" },
        { name: job.name, data: payload, opts },
      );
    },
    async enqueueDelayed(job, data, at) {
      const payload = job.schema.parse(data);
      await queueFor(job.name).add(job.name, payload, {
        ...job.options,
        jobId: at.jobId,
        delay: Math.max(0, Math.round(at.delayMs)),
      });
    },
    async cancel(job, jobId) {
      const found = await queueFor(job.name).getJob(jobId);
      // A running job holds its lock and cannot be removed: it re-checks the stored state anyway.
      if (found && !(await found.isActive())) await found.remove();
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
