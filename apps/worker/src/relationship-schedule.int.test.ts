import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Actor, createCore, createJobQueue, createMailer, type JobQueue } from "@tierline/core";
import { relationshipDueJob, relationshipSweepJob } from "@tierline/core/jobs";
import { memberActor } from "@tierline/core/testing/actors";
import { createDb, createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import { Queue, type Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, expect, inject, it } from "vitest";
import { startWorkers } from "./workers";

/**
 * The relationship moves that wait for a date (decisions.md gap 5): BullMQ delayed jobs, one per role
 * assignment and kind, run by the real workers. The clock is moved forward (never waited for) and the
 * delayed job promoted, as the day arriving would run it.
 */

const silent = { info() {}, warn() {}, error() {} };
const clock = { now: new Date("2030-06-15T10:00:00.000Z") };
const manufacturer = "00000000-0000-4000-9000-000000000004";
let db: Db;
let dropDb: () => Promise<unknown>;
let redis: Redis;
let jobs: JobQueue;
let dueQueue: Queue;
let sweepQueue: Queue;
let dir: string;
let core: ReturnType<typeof createCore>;
let actor: Actor;
let workers: Worker[] = [];
const prefix = `test-${randomUUID().slice(0, 8)}`;

const start = () => {
  workers = startWorkers({ redis, prefix, concurrency: 1, logger: silent, services: core.jobServices() });
  return workers;
};
const stop = async () => {
  await Promise.all(workers.map((w) => w.close()));
  workers = [];
};

beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  dropDb = database.drop;
  db = createDb(database.url);
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = createJobQueue(redis, prefix);
  dueQueue = new Queue(relationshipDueJob.name, { connection: redis, prefix });
  sweepQueue = new Queue(relationshipSweepJob.name, { connection: redis, prefix });
  dir = await mkdtemp(path.join(tmpdir(), "tierline-schedule-"));
  core = createCore({
    db,
    jobs,
    logger: silent,
    now: () => clock.now,
    delivery: {
      appUrl: "http://localhost:3000",
      mailer: createMailer({ outboxDir: dir, from: "Tierline <no-reply@tierline.test>" }, silent),
      listRefresh: { dataDir: dir },
      gleif: { baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 },
    },
  });
  const user = await createUser(db, { email: "pm@schedule.test" });
  const { workspace } = await createWorkspace(db, { ownerId: user.id });
  actor = await memberActor(db, user, workspace.id, { roles: ["PROCUREMENT_MANAGER"], isOwner: false });
});

afterEach(async () => {
  await stop();
  clock.now = new Date("2030-06-15T10:00:00.000Z");
});

afterAll(async () => {
  await Promise.all([dueQueue.close(), sweepQueue.close(), jobs.close()]);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await db.$disconnect();
  await dropDb();
  await rm(dir, { recursive: true, force: true });
});

/** A vendor of the workspace with one role in `status`. */
async function vendorWithRole(status: "PENDING" | "CONTRACTED_ACTIVE" = "PENDING") {
  const { relationship } = await createVendor(db, {
    workspaceId: actor.workspaceId,
    name: `Vendor ${randomUUID()}`,
  });
  await core.relationshipLifecycle.addRoles(actor, relationship.id, [manufacturer]);
  const role = await db.vendorRelationshipRole.findFirstOrThrow({
    where: { relationshipId: relationship.id },
  });
  if (status !== "PENDING")
    await core.relationshipLifecycle.changeRoles(actor, relationship.id, {
      action: "approve",
      roles: [role.id],
      start_date: "2030-06-01",
    });
  return { id: relationship.id, role: role.id };
}

const roleStatus = async (id: string) =>
  (await db.vendorRelationshipRole.findUniqueOrThrow({ where: { id } })).status;

/** Waits (polling, at most 10 s) until the role holds `status`. */
async function until(id: string, status: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if ((await roleStatus(id)) === status) return;
    if (Date.now() > deadline) throw new Error(`role ${id} never became ${status}: ${await roleStatus(id)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const jobOf = (role: string, kind: "start" | "terminate") =>
  dueQueue.getJob(`relationship-role-${role}-${kind}`);

/** The delayed job of the role runs now, as its day arriving would run it. */
async function promote(role: string, kind: "start" | "terminate") {
  const job = await jobOf(role, kind);
  expect(job, `a delayed ${kind} job for ${role}`).toBeDefined();
  expect(await job!.getState()).toBe("delayed");
  await job!.promote();
}

it("a future start date leaves the role Approved; the job moves it to Contracted - Active on that day, with an audit row of no one", async () => {
  const vendor = await vendorWithRole();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "approve",
    roles: [vendor.role],
    start_date: "2030-07-01",
  });
  expect(await roleStatus(vendor.role)).toBe("APPROVED");
  const job = await jobOf(vendor.role, "start");
  // Due at 00:00 UTC of the start date, counted from the (injected) clock.
  expect(job!.opts.delay).toBe(new Date("2030-07-01T00:00:00Z").getTime() - clock.now.getTime());
  start();
  clock.now = new Date("2030-07-01T00:00:30.000Z");
  await promote(vendor.role, "start");
  await until(vendor.role, "CONTRACTED_ACTIVE");
  const relationship = await db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor.id } });
  expect(relationship.status).toBe("CONTRACTED_ACTIVE");
  const started = await db.vendorRelationshipEvent.findMany({
    where: { relationshipId: vendor.id, kind: "STARTED" },
  });
  expect(started).toHaveLength(1);
  expect(started[0]).toMatchObject({
    actorId: null,
    fromStatus: "APPROVED",
    toStatus: "CONTRACTED_ACTIVE",
    details: { scheduled: true, start_date: "2030-07-01" },
  });
});

it("survives a restart of the worker and applies once", async () => {
  const vendor = await vendorWithRole();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "approve",
    roles: [vendor.role],
    start_date: "2030-07-01",
  });
  start();
  await stop();
  // Another worker (a new process would read the same Redis): the delayed job is still there.
  start();
  clock.now = new Date("2030-07-02T09:00:00.000Z");
  await promote(vendor.role, "start");
  await until(vendor.role, "CONTRACTED_ACTIVE");
  // Run the same move again (a retry, a second delivery): it finds nothing due.
  await dueQueue.add(relationshipDueJob.name, { roleAssignmentId: vendor.role, kind: "start" });
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "terminate",
    roles: [vendor.role],
    termination_date: "2030-12-31",
    truth_attestation: true,
  });
  await new Promise((r) => setTimeout(r, 300));
  expect(
    await db.vendorRelationshipEvent.count({ where: { relationshipId: vendor.id, kind: "STARTED" } }),
  ).toBe(1);
  expect(await roleStatus(vendor.role)).toBe("CONTRACTED_ACTIVE");
});

it("moves with the start date when it changes, and a job run before its day waits for the day", async () => {
  const vendor = await vendorWithRole();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "approve",
    roles: [vendor.role],
    start_date: "2030-07-01",
  });
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "reschedule",
    roles: [vendor.role],
    start_date: "2030-08-01",
  });
  const job = await jobOf(vendor.role, "start");
  expect(job!.opts.delay).toBe(new Date("2030-08-01T00:00:00Z").getTime() - clock.now.getTime());
  start();
  // The old day comes: nothing happens (the job was moved to the new day).
  clock.now = new Date("2030-07-15T00:00:00.000Z");
  await promote(vendor.role, "start");
  const retry = `relationship-role-${vendor.role}-start-at-2030-08-01`;
  const deadline = Date.now() + 10_000;
  while (!(await dueQueue.getJob(retry)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  expect(await (await dueQueue.getJob(retry))!.getState()).toBe("delayed");
  expect(await roleStatus(vendor.role)).toBe("APPROVED");
  clock.now = new Date("2030-08-01T00:00:00.000Z");
  await (await dueQueue.getJob(retry))!.promote();
  await until(vendor.role, "CONTRACTED_ACTIVE");
});

it("cancels the scheduled start when the role is rejected, and re-opened roles have nothing scheduled", async () => {
  const vendor = await vendorWithRole();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "approve",
    roles: [vendor.role],
    start_date: "2030-07-01",
  });
  expect(await jobOf(vendor.role, "start")).toBeDefined();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, { action: "reject", roles: [vendor.role] });
  expect(await jobOf(vendor.role, "start")).toBeUndefined();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, { action: "reopen", roles: [vendor.role] });
  expect(await jobOf(vendor.role, "start")).toBeUndefined();
  expect(await roleStatus(vendor.role)).toBe("PENDING");
});

it("a termination for cause dated in the future is applied on its day, keeping cause and explanation", async () => {
  const vendor = await vendorWithRole("CONTRACTED_ACTIVE");
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "terminate_for_cause",
    roles: [vendor.role],
    termination_date: "2030-09-30",
    cause: "UNABLE_TO_MEET_REQUIREMENTS",
    explanation: "Failed the audit twice",
    truth_attestation: true,
  });
  expect(await roleStatus(vendor.role)).toBe("CONTRACTED_ACTIVE");
  start();
  clock.now = new Date("2030-09-30T00:00:00.000Z");
  await promote(vendor.role, "terminate");
  await until(vendor.role, "TERMINATED");
  const role = await db.vendorRelationshipRole.findUniqueOrThrow({ where: { id: vendor.role } });
  expect(role).toMatchObject({
    terminationCause: "UNABLE_TO_MEET_REQUIREMENTS",
    explanation: "Failed the audit twice",
    attestedById: actor.userId,
  });
  const events = await db.vendorRelationshipEvent.findMany({
    where: { relationshipId: vendor.id },
    orderBy: { createdAt: "asc" },
  });
  expect(events.map((e) => [e.kind, e.actorId === null ? "job" : "member"])).toEqual([
    ["ROLE_ADDED", "member"],
    ["APPROVED", "member"],
    ["TERMINATION_SCHEDULED", "member"],
    ["TERMINATED", "job"],
  ]);
  expect((await db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor.id } })).status).toBe(
    "TERMINATED",
  );
});

it("a scheduled termination ends the roles, not the whole relationship: a linked vendor keeps its link and what it shared", async () => {
  const vendor = await vendorWithRole("CONTRACTED_ACTIVE");
  const owner = await createUser(db, { email: `owner-${randomUUID()}@vendor.test` });
  const company = await createWorkspace(db, { ownerId: owner.id });
  await db.vendorRelationship.update({
    where: { id: vendor.id },
    data: { linkedEntityId: company.entity.id },
  });
  await db.uflpaQuestionnaireResponse.create({
    data: {
      workspaceId: actor.workspaceId,
      relationshipId: vendor.id,
      status: "SUBMITTED",
      questionSetVersion: 1,
    },
  });
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "terminate",
    roles: [vendor.role],
    termination_date: "2030-09-30",
    truth_attestation: true,
  });
  start();
  clock.now = new Date("2030-09-30T00:00:00.000Z");
  await promote(vendor.role, "terminate");
  await until(vendor.role, "CONTRACTED_COMPLETE");
  // Only POST /entity-relationships/{id}/terminate ends the link (docs/decisions.md, "Ending a vendor link").
  expect(await db.vendorRelationship.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({
    status: "CONTRACTED_COMPLETE",
    linkedEntityId: company.entity.id,
  });
  expect(await db.uflpaQuestionnaireResponse.count({ where: { relationshipId: vendor.id } })).toBe(1);
});

it("a new termination date reschedules the termination", async () => {
  const vendor = await vendorWithRole("CONTRACTED_ACTIVE");
  const terminate = (termination_date: string) =>
    core.relationshipLifecycle.changeRoles(actor, vendor.id, {
      action: "terminate",
      roles: [vendor.role],
      termination_date,
      truth_attestation: true,
    });
  await terminate("2030-09-30");
  await terminate("2030-10-31");
  const job = await jobOf(vendor.role, "terminate");
  expect(job!.opts.delay).toBe(new Date("2030-10-31T00:00:00Z").getTime() - clock.now.getTime());
  expect((await dueQueue.getDelayed()).filter((j) => j.data.roleAssignmentId === vendor.role)).toHaveLength(
    1,
  );
});

it("the daily sweep applies a due move whose job was lost", async () => {
  const vendor = await vendorWithRole();
  await core.relationshipLifecycle.changeRoles(actor, vendor.id, {
    action: "approve",
    roles: [vendor.role],
    start_date: "2030-07-01",
  });
  await (await jobOf(vendor.role, "start"))!.remove();
  start();
  clock.now = new Date("2030-07-01T00:05:00.000Z");
  await sweepQueue.add(relationshipSweepJob.name, {});
  await until(vendor.role, "CONTRACTED_ACTIVE");
  expect(
    await db.vendorRelationshipEvent.count({ where: { relationshipId: vendor.id, kind: "STARTED" } }),
  ).toBe(1);
});
