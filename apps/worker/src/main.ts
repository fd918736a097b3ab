import { createMailer } from "@tierline/core";
import { Redis } from "ioredis";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { startWorkers } from "./workers";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const mailer = createMailer(
  { smtpUrl: env.SMTP_URL, outboxDir: env.MAIL_OUTBOX_DIR, from: env.MAIL_FROM },
  logger,
);
const workers = startWorkers({
  redis,
  prefix: env.REDIS_PREFIX,
  concurrency: env.WORKER_CONCURRENCY,
  mailer,
  logger,
});
logger.info(
  { queues: workers.map((w) => w.name), mail: env.SMTP_URL ? "smtp" : env.MAIL_OUTBOX_DIR },
  "worker started",
);

// Let running jobs finish before exiting; BullMQ does not close the Redis client it was given.
const shutdown = async () => {
  await Promise.all(workers.map((w) => w.close()));
  mailer.close();
  redis.disconnect();
  process.exit(0);
};
process.once("SIGTERM", () => void shutdown());
process.once("SIGINT", () => void shutdown());
