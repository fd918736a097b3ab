import type { Db } from "@tierline/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";

const check = z.enum(["ok", "down"]);
const healthSchema = z.object({ status: check, database: check, redis: check });

/** Answers 200 when PostgreSQL and Redis both answer, 503 otherwise (load balancers and `npm start` poll it). */
export function healthRoutes(db: Db, redis: Redis) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const probe = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return "ok" as const;
      } catch {
        return "down" as const;
      }
    };
    app.get("/health", {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Database and Redis reachability",
        response: { 200: healthSchema, 503: healthSchema },
      },
      handler: async (_req, reply) => {
        const [database, cache] = await Promise.all([
          probe(() => db.$queryRaw`SELECT 1`),
          probe(() => redis.ping()),
        ]);
        const status = database === "ok" && cache === "ok" ? "ok" : "down";
        return reply.status(status === "ok" ? 200 : 503).send({ status, database, redis: cache });
      },
    });
  };
}
