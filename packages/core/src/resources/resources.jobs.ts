import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import type { FileStorage } from "./file-storage";
import { uploadLinkSeconds } from "./resources.service";

export interface ResourceSweepJobContext {
  db: Db;
  storage: FileStorage;
}

/**
 * An announced upload never completed is abandoned once its link is long dead (a day after it was
 * made; the link lasts an hour). Its record goes, and whatever was posted to storage without being
 * checked: such a file was never accepted and nothing reads it.
 */
export const abandonedAfterSeconds = 24 * 60 * 60;
const sweepBatch = 500;

export const sweepResourcesJob = defineJob({
  name: "resources.sweep",
  schema: z.object({}),
  options: { attempts: 3, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: { count: 10 } },
  async handle(_data, ctx: ResourceSweepJobContext & JobContext) {
    const before = new Date(Date.now() - Math.max(abandonedAfterSeconds, uploadLinkSeconds) * 1000);
    let removed = 0;
    for (;;) {
      const abandoned = await ctx.db.resource.findMany({
        where: { status: "AWAITING_UPLOAD", createdAt: { lt: before } },
        select: { id: true, storageKey: true },
        orderBy: { createdAt: "asc" },
        take: sweepBatch,
      });
      for (const resource of abandoned) {
        // The object first: a row without its object is harmless, an object without its row is lost.
        await ctx.storage.delete(resource.storageKey);
        await ctx.db.resource.deleteMany({ where: { id: resource.id, status: "AWAITING_UPLOAD" } });
      }
      removed += abandoned.length;
      if (abandoned.length < sweepBatch) break;
    }
    if (removed > 0) ctx.logger.info({ removed }, "abandoned uploads removed");
  },
});

/** Every day at 03:30 UTC; calling again (each worker start) replaces the schedule. */
export const scheduleResourceSweep = (jobs: JobQueue) =>
  jobs.schedule(sweepResourcesJob, sweepResourcesJob.name, "30 3 * * *", {});
