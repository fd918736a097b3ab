import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "@tierline/db";
import type { Queue } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { JobQueue } from "../jobs/job-queue";
import { type JobsTestbed, openJobsTestbed } from "../testing/jobs-testbed";
import { ofacSdnFixture, writeOfacSdnFolder } from "../testing/sanctions-fixtures";
import { refreshSources } from "./list-refresh";
import { refreshListsJob, scheduleListRefresh } from "./screening.jobs";

const silent = { info() {}, warn() {}, error() {} };
const prefix = `test-${randomUUID().slice(0, 8)}`;
let db: Db;
let testbed: JobsTestbed;
let jobs: JobQueue;
let queue: Queue;

beforeAll(async () => {
  testbed = await openJobsTestbed(prefix, [refreshListsJob.name]);
  ({ db, jobs } = testbed);
  queue = testbed.queues[0]!;
});

afterAll(async () => {
  await testbed.close();
});

const schedules = async () => (await queue.getJobSchedulers()).map((s) => [s.key, s.pattern, s.tz]);

it("on a fresh install, schedules the daily refresh and queues one at once", async () => {
  await scheduleListRefresh({ db, jobs, logger: silent });
  expect(await schedules()).toEqual([[refreshListsJob.name, "0 2 * * *", "UTC"]]);
  const waiting = await queue.getJobs(["waiting"]);
  expect(waiting.map((j) => j.data)).toEqual([{}]);
});

it("keeps one schedule across worker starts and queues nothing more once lists are loaded", async () => {
  await queue.drain();
  const dir = await writeOfacSdnFolder(await mkdtemp(path.join(tmpdir(), "tierline-jobs-")), ofacSdnFixture);
  try {
    await refreshSources({ db, logger: silent }, { dataDir: dir }, { sources: ["ofac_sdn"] });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await scheduleListRefresh({ db, jobs, logger: silent }, "30 3 * * *");
  await scheduleListRefresh({ db, jobs, logger: silent }, "30 3 * * *");
  expect(await schedules()).toEqual([[refreshListsJob.name, "30 3 * * *", "UTC"]]);
  expect(await queue.getWaitingCount()).toBe(0);
});
