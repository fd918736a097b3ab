import {
  createCore,
  createFileStorage,
  createJobQueue,
  createMailer,
  fileStorageConfig,
  scheduleListRefresh,
  scheduleRelationshipSweep,
  scheduleResourceSweep,
  scheduleUnscreenedSweep,
  scheduleVendorInvitationReminders,
  scheduleWarningRaise,
} from "@tierline/core";
import { createDb } from "@tierline/db";
import { Redis } from "ioredis";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { startWorkers } from "./workers";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const db = createDb(env.DATABASE_URL);
const jobs = createJobQueue(redis, env.REDIS_PREFIX);
const mailer = createMailer(
  { smtpUrl: env.SMTP_URL, outboxDir: env.MAIL_OUTBOX_DIR, from: env.MAIL_FROM },
  logger,
);
// Built like the api's, without the api's auth part (the worker signs no token, mails no link it builds).
const core = createCore({
  db,
  jobs,
  logger,
  delivery: {
    mailer,
    appUrl: env.APP_URL,
    listRefresh: {
      dataDir: env.SANCTIONS_DATA_DIR,
      urlOverrides: env.SANCTIONS_URLS,
      archiveDir: env.SANCTIONS_ARCHIVE_DIR,
    },
    gleif: { baseUrl: env.GLEIF_API_URL, timeoutMs: env.GLEIF_TIMEOUT_MS },
  },
  // Imports read uploaded files; the worker signs no upload link.
  storage: createFileStorage(fileStorageConfig(env)),
});
const services = core.jobServices();
const workers = startWorkers({
  redis,
  prefix: env.REDIS_PREFIX,
  concurrency: env.WORKER_CONCURRENCY,
  lockSeconds: env.WORKER_LOCK_SECONDS,
  logger,
  services,
});
logger.info(
  {
    queues: workers.map((w) => w.name),
    mail: env.SMTP_URL ? "smtp" : env.MAIL_OUTBOX_DIR,
    sanctionsLists: env.SANCTIONS_DATA_DIR ?? "official sites",
    sanctionsArchive: env.SANCTIONS_ARCHIVE_DIR ?? "none",
  },
  "worker started",
);
// Every screened vendor's names taken apart now, not at the first re-screening after a list update.
services.vendorSubjects.warm();
await scheduleListRefresh({ db: services.db, jobs, logger }, env.SANCTIONS_REFRESH_CRON);
await scheduleResourceSweep(jobs);
await scheduleUnscreenedSweep(jobs);
await scheduleWarningRaise(jobs);
await scheduleRelationshipSweep(jobs);
await scheduleVendorInvitationReminders(jobs);

// Let running jobs finish before exiting; BullMQ does not close the Redis client it was given.
const shutdown = async () => {
  await Promise.all(workers.map((w) => w.close()));
  // A screening index build in progress reads the database: finished before it is closed.
  await core.screeningIndex.close();
  await jobs.close();
  mailer.close();
  await db.$disconnect();
  redis.disconnect();
  process.exit(0);
};
process.once("SIGTERM", () => void shutdown());
process.once("SIGINT", () => void shutdown());
