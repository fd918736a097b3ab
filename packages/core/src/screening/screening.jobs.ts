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
    for (const { versionId } of outcomes) if (versionId) await enqueueRescreen(ctx.jobs, versionId);
  },
});

/** What `screenVendors` needs, with an index holder that can be asked for the current lists now. */
export type RescreenJobContext = Omit<ScreenVendorsDeps, "screeningIndex" | "logger" | "now"> & {
  screeningIndex: Pick<ScreeningIndexHolder, "get" | "fresh">;
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

/** Queues the re-screening of a new list version, once per version (a second request is dropped). */
export const enqueueRescreen = (jobs: JobQueue, versionId: string) =>
  jobs.enqueueDelayed(rescreenVendorsJob, { versionId }, { jobId: `rescreen-${versionId}`, delayMs: 0 });

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

export interface VendorScreeningJobContext {
  db: Db;
  jobs: JobQueue;
  screeningIndex: Pick<ScreeningIndexHolder, "get">;
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
