import { createDb } from "@tierline/db";
import { Redis } from "ioredis";
import { buildApp } from "./app";
import { loadEnv } from "./env";

const env = loadEnv();
const db = createDb(env.DATABASE_URL);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const app = await buildApp({ env, db, redis });

// Finish in-flight requests, then release connections (BullMQ does not close clients it was given).
const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await db.$disconnect();
  redis.disconnect();
  process.exit(0);
};
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: env.HOST, port: env.PORT });
