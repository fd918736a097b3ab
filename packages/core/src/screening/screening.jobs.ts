import type { Db } from "@tierline/db";
import { sourceIds } from "@tierline/screening";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import type { Logger } from "../logger";
import { type ListRefreshConfig, refreshSources } from "./list-refresh";
import type { ScreeningIndexHolder } from "./screening-index-holder";
import { anyVersionLoaded } from "./screening-lists.repository";
import { rescreenAfterListUpdate } from "./vendor-rescreen";
import { type ScreenVendorsDeps, screenVendors } from "./vendor-screening";
import type { VendorSubjects } from "./vendor-subjects";

export interface ListRefreshJobContext {
  db: Db;
  jobs: JobQueue;
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
    const outcomes = await refreshSources({ db: ctx.db, logger: ctx.logger }, ctx.listRefresh, {
      sources: data.sources,
      progress: (p) => ctx.progress(p),
    });
    // Every version not re-screened yet, not only those written now: a refresh that died after writing
    // a version and before queueing it is retried, finds the files unchanged, and still queues it.
    const pending = await enqueuePendingRescreens(ctx);
    ctx.logger.info({ versions: outcomes.filter((o) => o.versionId).length, pending }, "lists refreshed");
  },
});

/** What `screenVendors` needs, with an index holder that can be asked for the current lists now. */
export type RescreenJobContext = Omit<ScreenVendorsDeps, "screeningIndex" | "logger" | "now"> & {
  screeningIndex: Pick<ScreeningIndexHolder, "get" | "fresh">;
  /** Held by the worker for its life: the vendors' names taken apart once, not at every version. */
  vendorSubjects: VendorSubjects;
};

/**
 * After a list update: screens again only the vendors the version's added, changed or removed entries
 * concern, in every workspace, and resolves the open risks left with no match
 * (`rescreenAfterListUpdate`). Idempotent. Retried while the lists index does not hold the version.
 */
export const rescreenVendorsJob = defineJob({
  name: "screening.rescreen",
  schema: z.object({ versionId: z.uuid() }),
  options: {
    attempts: 8,
    backoff: { type: "exponential", delay: 30_000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  // One at a time: each reads every vendor's evidence; two versions at once would only contend.
  worker: { concurrency: 1 },
  async handle(data, ctx: RescreenJobContext & JobContext) {
    await rescreenAfterListUpdate(ctx, data.versionId);
  },
});

/**
 * Queues the re-screening of every list version not re-screened yet (`rescreened_at` null), oldest
 * first: called by the list refresh and at each worker start. One job per version (`rescreen-<id>`):
 * a job of the version waiting or running is kept; one that gave up (failed for good) is replaced, so
 * the version is tried again. Returns how many versions are pending.
 */
export async function enqueuePendingRescreens({
  db,
  jobs,
  logger,
}: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
}) {
  const pending = await db.sanctionSourceVersion.findMany({
    where: { rescreenedAt: null },
    orderBy: [{ createdAt: "asc" }, { number: "asc" }],
    select: { id: true },
  });
  for (const { id } of pending) {
    const jobId = `rescreen-${id}`;
    try {
      // Removes the job unless it is running (then the add below keeps it).
      await jobs.cancel(rescreenVendorsJob, jobId);
    } catch (error) {
      // Taken by a worker between the check and the removal: it runs, and the add keeps it.
      logger.warn(
        { jobId, err: error instanceof Error ? error.message : String(error) },
        "re-screening kept",
      );
    }
    await jobs.enqueueDelayed(rescreenVendorsJob, { versionId: id }, { jobId, delayMs: 0 });
  }
  return pending.length;
}

/** Daily at 02:00 UTC. */
export const defaultListRefreshCron = "0 2 * * *";

/**
 * Called on every worker start: keeps one refresh schedule (replacing an earlier pattern), loads the
 * lists at once when nothing has ever been loaded, so a fresh install can screen without waiting a day,
 * and queues the re-screening of any version left without one (`enqueuePendingRescreens`).
 */
export async function scheduleListRefresh(
  { db, jobs, logger }: { db: Db; jobs: JobQueue; logger: Logger },
  pattern: string = defaultListRefreshCron,
): Promise<void> {
  await jobs.schedule(refreshListsJob, refreshListsJob.name, pattern, {});
  const loaded = await anyVersionLoaded(db);
  if (!loaded) await jobs.enqueue(refreshListsJob, {});
  const pendingRescreens = await enqueuePendingRescreens({ db, jobs, logger });
  logger.info({ pattern, refreshNow: !loaded, pendingRescreens }, "restricted-party list refresh scheduled");
}

export interface VendorScreeningJobContext {
  db: Db;
  jobs: JobQueue;
  screeningIndex: Pick<ScreeningIndexHolder, "get">;
  vendorSubjects: Pick<VendorSubjects, "stored">;
}

/** Vendors per job at most: an import batch's worth (one index search per name and country each). */
const vendorScreeningBatch = 1000;

/**
 * Screens a batch of one workspace's vendor relationships against the loaded lists and stores each
 * result (`screenVendors`). Enqueued by the vendor import for each batch it wrote, for a vendor added
 * by hand, and on a change of a vendor's names, country, locations or identifiers. Idempotent: a
 * vendor unchanged since its last screening against the same list versions is left as it is. While
 * no list is loaded the job fails and is retried, so no vendor reads as clean for want of lists.
 */
export const screenVendorJob = defineJob({
  name: "screening.vendor",
  schema: z.object({
    workspaceId: z.uuid(),
    relationshipIds: z.array(z.uuid()).min(1).max(vendorScreeningBatch),
    /** Screen even a vendor unchanged since its last screening (a member asked to screen it again). */
    force: z.boolean().optional(),
  }),
  options: {
    attempts: 8,
    backoff: { type: "exponential", delay: 30_000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(data, ctx: VendorScreeningJobContext & JobContext) {
    await screenVendors(ctx, data.workspaceId, data.relationshipIds, { force: data.force });
  },
});

/**
 * Enqueues the screening of these relationships, in jobs of at most `vendorScreeningBatch`; `force`
 * screens even those unchanged since their last screening.
 */
export async function enqueueVendorScreening(
  jobs: JobQueue,
  workspaceId: string,
  relationshipIds: readonly string[],
  { force }: { force?: boolean } = {},
): Promise<void> {
  for (let at = 0; at < relationshipIds.length; at += vendorScreeningBatch)
    await jobs.enqueue(screenVendorJob, {
      workspaceId,
      relationshipIds: relationshipIds.slice(at, at + vendorScreeningBatch),
      ...(force ? { force } : {}),
    });
}

/**
 * A vendor's evidence may have changed (its names, jurisdiction, a location's country, address or
 * identifiers): screens it again when the entity is a vendor of its workspace; nothing otherwise.
 */
export async function requestVendorScreening({ db, jobs }: { db: Db; jobs: JobQueue }, entityId: string) {
  const relationship = await db.vendorRelationship.findUnique({
    where: { vendorEntityId: entityId },
    select: { id: true, workspaceId: true },
  });
  if (relationship) await enqueueVendorScreening(jobs, relationship.workspaceId, [relationship.id]);
}

/**
 * Vendors with no stored screening, created more than `olderThanMinutes` ago, queued in batches per
 * workspace: what a worker dying between an import batch's commit and its enqueue, or a job that gave
 * up while no list was loaded, left unscreened. Returns how many were queued.
 */
export async function enqueueUnscreenedVendors(
  { db, jobs }: { db: Db; jobs: JobQueue },
  olderThanMinutes = 30,
): Promise<number> {
  const rows = await db.$queryRaw<{ workspace_id: string; id: string }[]>`
    SELECT r.workspace_id::text, r.id::text FROM vendor_relationships r
    WHERE NOT EXISTS (SELECT 1 FROM vendor_screenings s WHERE s.relationship_id = r.id)
      AND r.created_at < now() - make_interval(mins => ${olderThanMinutes})
    ORDER BY r.workspace_id, r.created_at, r.id`;
  const byWorkspace = new Map<string, string[]>();
  for (const row of rows)
    byWorkspace.set(row.workspace_id, [...(byWorkspace.get(row.workspace_id) ?? []), row.id]);
  for (const [workspaceId, ids] of byWorkspace) await enqueueVendorScreening(jobs, workspaceId, ids);
  return rows.length;
}

export interface UnscreenedSweepJobContext {
  db: Db;
  jobs: JobQueue;
}

/** Hourly: queues the vendors left unscreened (`enqueueUnscreenedVendors`). */
export const sweepUnscreenedVendorsJob = defineJob({
  name: "screening.unscreened-sweep",
  schema: z.object({}),
  options: {
    attempts: 3,
    backoff: { type: "exponential", delay: 60_000 },
    removeOnComplete: { count: 50 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(_data, ctx: UnscreenedSweepJobContext & JobContext) {
    const queued = await enqueueUnscreenedVendors(ctx);
    if (queued > 0) ctx.logger.info({ queued }, "unscreened vendors queued");
  },
});

/** Every hour at minute 17; calling again (each worker start) replaces the schedule. */
export const scheduleUnscreenedSweep = (jobs: JobQueue) =>
  jobs.schedule(sweepUnscreenedVendorsJob, sweepUnscreenedVendorsJob.name, "17 * * * *", {});
