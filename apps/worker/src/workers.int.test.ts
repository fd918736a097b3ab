import { randomUUID } from "node:crypto";
import { createJobQueue, createMailer, type JobQueue } from "@tierline/core";
import { sendMailJob } from "@tierline/core/jobs";
import { startSmtpSink } from "@tierline/core/testing";
import type {} from "@tierline/db/testing";
import type { Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startWorkers } from "./workers";

const silent = { info() {}, warn() {}, error() {} };
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let redis: Redis;
let jobs: JobQueue;
let workers: Worker[];
const prefix = `test-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = createJobQueue(redis, prefix);
  const mailer = createMailer(
    { smtpUrl: sink.url, outboxDir: "unused", from: "Tierline <no-reply@tierline.test>" },
    silent,
  );
  workers = startWorkers({ redis, prefix, concurrency: 2, mailer, logger: silent });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await jobs.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await sink.close();
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
});
