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
}

/**
 * One BullMQ Worker per registered job. Payloads are validated again here: the queue is a boundary,
 * and a job written by an older or newer api version must fail loudly, not half-run.
 */
export function startWorkers({ redis, prefix, concurrency, logger, services }: WorkerDeps): Worker[] {
  return jobRegistry.map((job) => {
    const worker = new Worker(
      job.name,
      async (bullJob) => {
        const data = job.schema.parse(bullJob.data);
        await job.handle(data, {
          ...services,
          logger,
          progress: (value) => bullJob.updateProgress(value),
        });
      },
      { connection: redis, prefix, concurrency },
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
