import type { JobsOptions } from "bullmq";
import type { z } from "zod";

/**
 * A job is a name, a payload schema, queue options and a handler. The api only enqueues
 * (validated), the worker only handles (validated again). Handlers must be idempotent.
 */
export interface JobDefinition<S extends z.ZodType, Ctx> {
  name: string;
  schema: S;
  options: JobsOptions;
  handle(data: z.infer<S>, ctx: Ctx): Promise<void>;
}

export function defineJob<S extends z.ZodType, Ctx>(def: JobDefinition<S, Ctx>): JobDefinition<S, Ctx> {
  return def;
}
