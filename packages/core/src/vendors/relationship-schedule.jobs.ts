import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import type { Logger } from "../logger";
import { createRelationshipEventsRepository } from "./relationship-events.repository";
import { dueMove, isoDay, type ScheduledKind } from "./relationship-lifecycle";
import { createRelationshipRolesRepository } from "./relationship-roles.repository";

/**
 * The relationship moves that wait for a date (decisions.md gap 5): an APPROVED role starts on its
 * start date, a termination applies on its date. Each is a BullMQ delayed job under a deterministic
 * id (role assignment and kind), so it survives a restart of the worker and of Redis' clients, and
 * scheduling it again replaces it. The handler re-reads the stored role under the relationship's lock
 * and applies the move only while it is still due (`dueMove`), so a job run twice, late, or after
 * the role moved on changes nothing. A daily sweep applies whatever is due and whose job was lost
 * (Redis flushed, an enqueue that failed after its transaction committed).
 */

export interface RelationshipScheduleJobContext {
  db: Db;
  jobs: JobQueue;
  /** The clock every "today" reads (tests move it forward). */
  now: () => Date;
}

const dueSchema = z.object({ roleAssignmentId: z.uuid(), kind: z.enum(["start", "terminate"]) });

export const relationshipDueJob = defineJob({
  name: "relationships.due",
  schema: dueSchema,
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 60_000 },
    removeOnComplete: true,
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  async handle(data, ctx: RelationshipScheduleJobContext & JobContext) {
    const outcome = await applyDue(ctx, data.roleAssignmentId, data.kind);
    if (typeof outcome === "object") {
      // Run before its day (the queue's clock ahead of ours, or promoted by hand): this job cannot
      // re-add itself under its own id while it runs, so the day's retry has an id of its own.
      await ctx.jobs.enqueueDelayed(relationshipDueJob, data, {
        jobId: `${dueJobId(data.roleAssignmentId, data.kind)}-at-${isoDay(outcome.early)}`,
        delayMs: outcome.early.getTime() - ctx.now().getTime(),
      });
    }
    ctx.logger.info({ ...data, outcome }, "relationship move due");
  },
});

/** The jobId of a role assignment's scheduled move: one per assignment and kind. */
const dueJobId = (roleAssignmentId: string, kind: ScheduledKind) =>
  `relationship-role-${roleAssignmentId}-${kind}`;

/** (Re)schedules the move `kind` of an assignment for 00:00 UTC of `at`, replacing a job of the same id. */
export async function scheduleDue(
  ctx: Pick<RelationshipScheduleJobContext, "jobs" | "now">,
  roleAssignmentId: string,
  kind: ScheduledKind,
  at: Date,
) {
  const jobId = dueJobId(roleAssignmentId, kind);
  await ctx.jobs.cancel(relationshipDueJob, jobId);
  await ctx.jobs.enqueueDelayed(
    relationshipDueJob,
    { roleAssignmentId, kind },
    { jobId, delayMs: at.getTime() - ctx.now().getTime() },
  );
}

export const cancelDue = (jobs: JobQueue, roleAssignmentId: string, kind: ScheduledKind) =>
  jobs.cancel(relationshipDueJob, dueJobId(roleAssignmentId, kind));

/**
 * Applies the move `kind` of an assignment if it is due at `now`: "applied", `{early: day}` (its day
 * has not come), or "nothing" (gone, or moved on meanwhile). Written with its audit row (no actor) and the
 * relationship's status in one transaction, under the relationship's lock.
 */
async function applyDue(
  ctx: Pick<RelationshipScheduleJobContext, "db" | "now">,
  roleAssignmentId: string,
  kind: ScheduledKind,
): Promise<"applied" | "nothing" | { early: Date }> {
  const roles = createRelationshipRolesRepository(ctx.db);
  const events = createRelationshipEventsRepository(ctx.db);
  const now = ctx.now();
  return ctx.db.$transaction(async (tx) => {
    const found = await roles.byId(tx, roleAssignmentId);
    if (!found) return "nothing";
    const scope = { workspaceId: found.workspaceId };
    const { roles: current } = await roles.lock(tx, scope, found.relationshipId);
    const role = current.find((r) => r.id === roleAssignmentId);
    if (!role) return "nothing";
    const move = dueMove(role, kind, now);
    if (!move) {
      const day = kind === "start" ? role.startDate : role.terminationDate;
      const stillWaits =
        day !== null &&
        day.getTime() > now.getTime() &&
        dueMove(role, kind, new Date(day.getTime())) !== null;
      return stillWaits ? { early: day } : "nothing";
    }
    const lost = () => new Error("moved meanwhile");
    await roles.move(tx, role.id, role.status, { status: move.to }, lost);
    await events.record(tx, [
      {
        workspaceId: found.workspaceId,
        relationshipId: found.relationshipId,
        roleAssignmentId: role.id,
        roleId: role.role.id,
        actorId: null,
        kind: move.kind,
        fromStatus: role.status,
        toStatus: move.to,
        details: {
          scheduled: true,
          ...(kind === "start"
            ? { start_date: role.startDate?.toISOString().slice(0, 10) }
            : { termination_date: role.terminationDate?.toISOString().slice(0, 10) }),
        },
        createdAt: now,
      },
    ]);
    await roles.syncStatus(tx, found.relationshipId);
    return "applied";
  });
}

const sweepBatch = 500;

/**
 * Applies every move due today or earlier whose job did not (belt and braces: the delayed jobs do the
 * work; this catches one that was lost). Starts before terminations, so a role that starts and is
 * terminated for cause on the same day ends Terminated.
 */
async function sweepDue(
  ctx: Pick<RelationshipScheduleJobContext, "db" | "now"> & { logger: Logger },
): Promise<number> {
  const roles = createRelationshipRolesRepository(ctx.db);
  const now = ctx.now();
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  let applied = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = (await roles.due(today, sweepBatch)).filter((r) => !seen.has(r.id));
    if (due.length === 0) break;
    for (const role of due) {
      seen.add(role.id);
      for (const kind of ["start", "terminate"] as const) {
        if ((await applyDue(ctx, role.id, kind)) === "applied") applied += 1;
      }
    }
  }
  if (applied > 0) ctx.logger.warn({ applied }, "relationship moves applied by the daily sweep");
  return applied;
}

export const relationshipSweepJob = defineJob({
  name: "relationships.sweep",
  schema: z.object({}),
  options: { attempts: 3, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: { count: 10 } },
  async handle(_data, ctx: RelationshipScheduleJobContext & JobContext) {
    await sweepDue(ctx);
  },
});

/** Daily at 00:05 UTC, just after the day turns; calling again (each worker start) replaces it. */
export const scheduleRelationshipSweep = (jobs: JobQueue) =>
  jobs.schedule(relationshipSweepJob, relationshipSweepJob.name, "5 0 * * *", {});
