import { importMessages } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";

/**
 * The job of one kind of import (`vendors.import`, `products.import`): resumable and idempotent (a retry,
 * or a run taken over after its worker died, starts after the import's checkpoint, and the dedupe key
 * keeps anything from being created twice). One file at a time per worker: an import is CPU and memory
 * bound, and a second in parallel would only share the same cores. When the last attempt fails on
 * something other than the file (the database, storage), the import says so (`importStopped`).
 */
export function defineImportJob<Services extends { db: Db }>(
  name: string,
  run: (ctx: Services & JobContext, importId: string) => Promise<void>,
  markFailed: (db: Db, importId: string, error: string) => Promise<void>,
) {
  return defineJob({
    name,
    schema: z.object({ importId: z.uuid() }),
    options: {
      attempts: 5,
      backoff: { type: "exponential", delay: 5_000 },
      removeOnComplete: { count: 100 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
    worker: { concurrency: 1 },
    async handle(data, ctx: Services & JobContext) {
      try {
        await run(ctx, data.importId);
      } catch (error) {
        if (ctx.finalAttempt) {
          ctx.logger.error({ importId: data.importId, err: (error as Error).message }, `${name} failed`);
          await markFailed(ctx.db, data.importId, importMessages.importStopped);
        }
        throw error;
      }
    },
  });
}
