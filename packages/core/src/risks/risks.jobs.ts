import { warningMessages } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import type { FileStorage } from "../resources/file-storage";
import { createWarningsService } from "./warnings.service";

export interface RisksJobContext {
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
}

/**
 * Raises the warning notifications whose condition holds now, with their Low risks, in one statement
 * per run (set-based: a workspace of 100,000 vendors is one pass, not 100,000 queries). Idempotent: a
 * warning exists once per relationship and kind, and one resolved stays resolved (a member decided
 * it does not apply). The conditions (docs/decisions.md, "Risks and warnings"):
 * - MISSING_COUNTRY: the vendor's entity has no country of registration;
 * - MISSING_IDENTIFIER: a vendor the workspace approved or contracts with has no identifier on any of
 *   its locations nor in what its import read;
 * - START_DATE_PASSED: the relationship is still PENDING after a start date that was still to come when
 *   it was added (a list of long-standing vendors imported with their historical start dates is not
 *   flagged as late).
 * Answers how many warnings it raised.
 */
export async function raiseWarnings(db: Db, workspaceId?: string): Promise<number> {
  const everywhere = workspaceId === undefined;
  const scope = workspaceId ?? "00000000-0000-0000-0000-000000000000";
  return db.$executeRaw`
    WITH candidates AS (
      SELECT r.workspace_id, r.id AS relationship_id, 'MISSING_COUNTRY'::"WarningKind" AS kind,
             ${warningMessages.MISSING_COUNTRY}::text AS message
      FROM vendor_relationships r JOIN entities e ON e.id = r.vendor_entity_id
      WHERE (${everywhere} OR r.workspace_id = ${scope}::uuid)
        AND coalesce(e.registered_jurisdiction, '') = ''
      UNION ALL
      SELECT r.workspace_id, r.id, 'MISSING_IDENTIFIER'::"WarningKind", ${warningMessages.MISSING_IDENTIFIER}::text
      FROM vendor_relationships r
      WHERE (${everywhere} OR r.workspace_id = ${scope}::uuid)
        AND r.status IN ('APPROVED', 'CONTRACTED_ACTIVE')
        AND coalesce(r.imported_details->>'identifierNumber', '') = ''
        AND NOT EXISTS (
          SELECT 1 FROM entity_locations l JOIN entity_location_identifiers i ON i.location_id = l.id
          WHERE l.entity_id = r.vendor_entity_id)
      UNION ALL
      SELECT r.workspace_id, r.id, 'START_DATE_PASSED'::"WarningKind", ${warningMessages.START_DATE_PASSED}::text
      FROM vendor_relationships r
      WHERE (${everywhere} OR r.workspace_id = ${scope}::uuid)
        AND r.status = 'PENDING' AND r.start_date < current_date
        AND r.start_date > (r.created_at AT TIME ZONE 'UTC')::date
    ), raised AS (
      INSERT INTO warning_notifications (id, workspace_id, relationship_id, kind, subject, message, status,
                                         created_at, updated_at)
      SELECT gen_random_uuid(), workspace_id, relationship_id, kind, '', message, 'open', now(), now()
      FROM candidates
      ON CONFLICT (relationship_id, kind, subject) DO NOTHING
      RETURNING id, workspace_id, relationship_id, kind, message
    ), risked AS (
      INSERT INTO risks (id, workspace_id, relationship_id, source_kind, source_key, severity, status,
                         action_required, title, details, created_at, updated_at)
      SELECT gen_random_uuid(), workspace_id, relationship_id, 'WARNING', id::text, 'LOW', 'OPEN', true,
             message, jsonb_build_object('warning', id::text, 'kind', kind::text), now(), now()
      FROM raised
      ON CONFLICT (relationship_id, source_kind, source_key) DO NOTHING
      RETURNING id, workspace_id
    )
    INSERT INTO risk_events (id, workspace_id, risk_id, kind, to_status, created_at)
    SELECT gen_random_uuid(), workspace_id, id, 'RAISED', 'OPEN', now() FROM risked`;
}

/** Raises the warnings of one workspace, or of every workspace (the daily run). */
export const raiseWarningsJob = defineJob({
  name: "risks.raise-warnings",
  schema: z.object({ workspaceId: z.uuid().optional() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: { count: 50 } },
  async handle(data, ctx: RisksJobContext & JobContext) {
    const raised = await raiseWarnings(ctx.db, data.workspaceId);
    if (raised > 0) ctx.logger.info({ raised, workspaceId: data.workspaceId }, "warnings raised");
  },
});

/**
 * Every day at 04:00 UTC (start dates pass at midnight), and once now, so a server started after 04:00
 * does not wait a day for its first warnings; calling again (each worker start) replaces the schedule.
 */
export async function scheduleWarningRaise(jobs: JobQueue) {
  await jobs.schedule(raiseWarningsJob, raiseWarningsJob.name, "0 4 * * *", {});
  await jobs.enqueue(raiseWarningsJob, {});
}

/** Checks a file given to resolve a warning: processing -> resolved, or open again when it is gone. */
export const checkWarningFileJob = defineJob({
  name: "risks.check-warning-file",
  schema: z.object({ workspaceId: z.uuid(), warningId: z.uuid() }),
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 10_000 },
    removeOnComplete: { count: 200 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(data, ctx: RisksJobContext & JobContext) {
    const warnings = createWarningsService(ctx, async () => {});
    await warnings.checkFile(ctx.storage, { workspaceId: data.workspaceId }, data.warningId);
  },
});
