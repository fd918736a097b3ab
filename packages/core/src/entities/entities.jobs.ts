import type { Db } from "@tierline/db";
import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/define-job";
import type { JobQueue } from "../jobs/job-queue";
import { verificationReasons, verifyEntity } from "./entity-verification";
import type { GleifClient } from "./gleif-client";

export interface EntityVerifyJobContext {
  db: Db;
  gleif: GleifClient;
}

/**
 * Checks an entity's identifiers and stores its status (`entity-verification.ts`). When a registry
 * cannot be reached the entity stays Pending with that reason and the job fails, so BullMQ tries again
 * later: ten attempts a minute, two, four... apart (about eight and a half hours in all); the last
 * one says the registry was given up on.
 */
export const verifyEntityJob = defineJob({
  name: "entities.verify",
  schema: z.object({ entity: z.uuid() }),
  options: {
    attempts: 10,
    backoff: { type: "exponential", delay: 60_000 },
    removeOnComplete: { count: 200 },
    removeOnFail: { age: 7 * 24 * 3600 },
  },
  async handle(data, ctx: EntityVerifyJobContext & JobContext) {
    const verdict = await verifyEntity(ctx.db, ctx.gleif, data.entity, ctx.finalAttempt);
    if (verdict?.retry) throw new Error(verdict.reason);
  },
});

/**
 * An entity's identity changed (name, jurisdiction, identifiers): it is Pending while it is checked
 * again, and the check is queued.
 */
export async function requestVerification(deps: { db: Db; jobs: JobQueue }, entityId: string) {
  await deps.db.entity.update({
    where: { id: entityId },
    data: { status: "PENDING", statusReason: verificationReasons.checking },
  });
  await deps.jobs.enqueue(verifyEntityJob, { entity: entityId });
}
