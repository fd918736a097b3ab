import type { JobsOptions } from "bullmq";
import type { z } from "zod";
import type { Logger } from "../logger";

/** What the worker gives every running job besides the services its definition asks for. */
export interface JobContext {
  logger: Logger;
  /** Reports progress of this run (BullMQ `job.updateProgress`): a fraction or a small object. */
  progress(value: number | object): Promise<void>;
  /** Whether a failure of this run is the job's last (no retry follows): the time to record it as failed. */
  finalAttempt: boolean;
}

/**
 * A job is a name, a payload schema, queue options and a handler. The api only enqueues
 * (validated), the worker only handles (validated again). Handlers must be idempotent.
 * `Services` is what the handler needs from the worker (a mailer, the database...).
 */
export interface JobDefinition<S extends z.ZodType, Services> {
  name: string;
  schema: S;
  options: JobsOptions;
  /** How the worker runs this job, where it differs from the worker's defaults. */
  worker?: { concurrency?: number };
  handle(data: z.infer<S>, ctx: Services & JobContext): Promise<void>;
}

export function defineJob<S extends z.ZodType, Services>(
  def: JobDefinition<S, Services>,
): JobDefinition<S, Services> {
  return def;
}
