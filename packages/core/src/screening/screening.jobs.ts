import type { Db } from "@tierline/db";
import { sourceIds } from "@tierline/screening";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import type { Logger } from "../logger";
import { type ListRefreshConfig, refreshSources } from "./list-refresh";
import { anyVersionLoaded } from "./screening-lists.repository";

export interface ListRefreshJobContext {
  db: Db;
  listRefresh: ListRefreshConfig;
}

/**
 * Loads the restricted-party lists (all, or the named sources). Idempotent: files equal to the current
 * version's write nothing. A failing source is recorded on it and does not fail the job; only a
 * failure of the database does, and then the next attempt starts afresh.
 */
export const refreshListsJob = defineJob({
  name: "screening.lists.refresh",
  schema: z.object({ sources: z.array(z.enum(sourceIds)).optional() }),
  options: {
    attempts: 3,
    backoff: { type: "exponential", delay: 60_000 },
    // One refresh runs at a time; one asked for meanwhile runs after it.
    deduplication: { id: "screening.lists.refresh", keepLastIfActive: true },
    removeOnComplete: { count: 50 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(data, ctx: ListRefreshJobContext & JobContext) {
    await refreshSources({ db: ctx.db, logger: ctx.logger }, ctx.listRefresh, {
      sources: data.sources,
      progress: (p) => ctx.progress(p),
    });
  },
});

/** Daily at 02:00 UTC. */
export const defaultListRefreshCron = "0 2 * * *";

/**
 * Called on every worker start: keeps one refresh schedule (replacing an earlier pattern), and loads
 * the lists at once when nothing has ever been loaded, so a fresh install can screen without waiting a day.
 */
export async function scheduleListRefresh(
  { db, jobs, logger }: { db: Db; jobs: JobQueue; logger: Logger },
  pattern: string = defaultListRefreshCron,
): Promise<void> {
  await jobs.schedule(refreshListsJob, refreshListsJob.name, pattern, {});
  const loaded = await anyVersionLoaded(db);
  if (!loaded) await jobs.enqueue(refreshListsJob, {});
  logger.info({ pattern, refreshNow: !loaded }, "restricted-party list refresh scheduled");
}

/**
 * Screens vendors new to a workspace against the restricted-party lists: enqueued by the vendor
 * import for each batch it wrote (the relationships that import created from those rows). A no-op
 * until the screening of vendors is built (issue 11): defined now so imports queue their vendors from
 * the start, and the queue holds what that issue will screen.
 */
export const screenVendorsJob = defineJob({
  name: "screening.vendors",
  schema: z.object({
    workspaceId: z.uuid(),
    importId: z.uuid(),
    /** File rows of the batch, inclusive: the relationships with this import and an import row in it. */
    fromRow: z.number().int().min(1),
    toRow: z.number().int().min(1),
  }),
  options: {
    attempts: 3,
    backoff: { type: "exponential", delay: 30_000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle() {},
});
