import { type JobServices, jobRegistry, type Logger } from "@tierline/core";
import { Worker } from "bullmq";
import type { Redis } from "ioredis";

export interface WorkerDeps {
  redis: Redis;
  prefix: string;
  concurrency: number;
  logger: Logger;
  /** What the jobs need: the mailer, the database, where list files come from. */
  services: JobServices;
  /**
   * How long a running job's lock lasts without renewal, and how often jobs whose worker died are looked
   * for (BullMQ's defaults: 30 s). A job of a worker that died is taken over within about twice this.
   */
  lockSeconds?: number;
}

/**
 * One BullMQ Worker per registered job. Payloads are validated again here: the queue is a boundary,
 * and a job written by an older or newer api version must fail loudly, not half-run.
 */
export function startWorkers({
  redis,
  prefix,
  concurrency,
  logger,
  services,
  lockSeconds,
}: WorkerDeps): Worker[] {
  return jobRegistry.map((job) => {
    const worker = new Worker(
      job.name,
      async (bullJob) => {
        const data = job.schema.parse(bullJob.data);
        await job.handle(data, {
          ...services,
          logger,
          progress: (value) => bullJob.updateProgress(value),
          finalAttempt: bullJob.attemptsMade + 1 >= (bullJob.opts.attempts ?? 1),
        });
      },
      {
        connection: redis,
        prefix,
        concurrency: job.worker?.concurrency ?? concurrency,
        ...(lockSeconds ? { lockDuration: lockSeconds * 1000, stalledInterval: lockSeconds * 1000 } : {}),
      },
    );
    worker.on("failed", (bullJob, err) =>
      logger.error(
        { job: job.name, id: bullJob?.id, attempt: bullJob?.attemptsMade, err: err.message },
        "job failed",
      ),
    );
    worker.on("completed", (bullJob) => logger.info({ job: job.name, id: bullJob.id }, "job done"));
    return worker;
  });
}
