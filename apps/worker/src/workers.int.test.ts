import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCore, createJobQueue, createMailer, type JobQueue } from "@tierline/core";
import { refreshListsJob, sendMailJob, verifyEntityJob } from "@tierline/core/jobs";
import { startSmtpSink } from "@tierline/core/testing";
import { ofacSdnFixture, writeOfacSdnFolder } from "@tierline/core/testing/sanctions";
import { createDb, createUser, createWorkspace, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import type { Job, Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startWorkers } from "./workers";

const silent = { info() {}, warn() {}, error() {} };
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let redis: Redis;
let db: Db;
let dropDb: () => Promise<unknown>;
let dataDir: string;
let jobs: JobQueue;
let workers: Worker[];
const prefix = `test-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  dropDb = database.drop;
  db = createDb(database.url);
  dataDir = await writeOfacSdnFolder(await mkdtemp(path.join(tmpdir(), "tierline-worker-")), ofacSdnFixture);
  jobs = createJobQueue(redis, prefix);
  const mailer = createMailer(
    { smtpUrl: sink.url, outboxDir: "unused", from: "Tierline <no-reply@tierline.test>" },
    silent,
  );
  workers = startWorkers({
    redis,
    prefix,
    concurrency: 2,
    logger: silent,
    services: createCore({
      db,
      jobs,
      logger: silent,
      // No registry answers on this port: entity checks say so and leave entities Pending.
      delivery: {
        appUrl: "http://localhost:3000",
        mailer,
        listRefresh: { dataDir },
        gleif: { baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 },
      },
    }).jobServices(),
  });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await jobs.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await sink.close();
  await db.$disconnect();
  await dropDb();
  await rm(dataDir, { recursive: true, force: true });
});

it("delivers a queued mail.send job through SMTP", async () => {
  await jobs.enqueue(sendMailJob, {
    to: "carol@example.test",
    mail: {
      template: "password-reset",
      data: { url: "http://localhost:3000/reset-password?token=xyz", minutes: 60 },
    },
  });
  const [mail] = await sink.waitFor(1);
  expect(mail!.to).toEqual(["carol@example.test"]);
  expect(mail!.raw).toContain("Subject: Reset your Tierline password");
});

it("refuses to enqueue an invalid payload", async () => {
  await expect(
    jobs.enqueue(sendMailJob, {
      to: "not-an-email",
      mail: { template: "magic-link", data: { url: "x", minutes: 1 } },
    } as never),
  ).rejects.toThrow();
  await expect(jobs.enqueue(refreshListsJob, { sources: ["nowhere"] } as never)).rejects.toThrow();
});

it("runs a list refresh through the queue, reporting progress per source and stage", async () => {
  const worker = workers.find((w) => w.name === refreshListsJob.name)!;
  const progress: object[] = [];
  worker.on("progress", (_job, value) => progress.push(value as object));
  const done = new Promise<Job>((resolve) => worker.once("completed", resolve));

  await jobs.enqueue(refreshListsJob, { sources: ["ofac_sdn"] });
  const job = await done;
  expect(job.data).toEqual({ sources: ["ofac_sdn"] });
  expect(progress).toEqual([
    { fraction: 0, source: "ofac_sdn", stage: "downloading", done: 0, total: 1 },
    { fraction: 0.4, source: "ofac_sdn", stage: "parsing", done: 0, total: 1 },
    { fraction: 0.6, source: "ofac_sdn", stage: "diffing", done: 0, total: 1 },
    { fraction: 0.7, source: "ofac_sdn", stage: "writing", done: 0, total: 1 },
    { fraction: 1, stage: "done", done: 1, total: 1 },
  ]);
  expect(await db.sanctionSource.findUniqueOrThrow({ where: { id: "ofac_sdn" } })).toMatchObject({
    currentVersion: 1,
    lastError: null,
  });
  expect(await db.sanctionEntry.count()).toBe(ofacSdnFixture.length);
});

it("checks an entity through the queue and, with GLEIF unreachable, leaves it Pending saying so, to retry", async () => {
  const { workspace, entity } = await createWorkspace(db, { ownerId: (await createUser(db)).id });
  await db.entity.update({ where: { id: entity.id }, data: { registeredName: "Acme Holdings LLC" } });
  await db.entityLocation.create({
    data: {
      workspaceId: workspace.id,
      entityId: entity.id,
      type: "RETAIL",
      address: "1 Main Street",
      city: "Dover",
      stateCode: "US-DE",
      postalCode: "19901",
      countryCode: "US",
      identifiers: {
        create: [{ position: 0, type: "LEI", kind: "COMPANY", number: "5493001KJTIIGC8Y1R12" }],
      },
    },
  });
  const worker = workers.find((w) => w.name === verifyEntityJob.name)!;
  const failed = new Promise<Job | undefined>((resolve) => worker.once("failed", resolve));
  await jobs.enqueue(verifyEntityJob, { entity: entity.id });
  const job = await failed;
  // Failed to be retried: BullMQ tries again with its backoff.
  expect(job?.attemptsMade).toBe(1);
  expect(job?.opts.attempts).toBe(10);
  expect(await db.entity.findUniqueOrThrow({ where: { id: entity.id } })).toMatchObject({
    status: "PENDING",
    statusReason: "The GLEIF registry could not be reached; we will retry.",
  });
});
