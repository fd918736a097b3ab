import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import { createCore, createJobQueue, type JobQueue } from "@tierline/core";
import type { Db } from "@tierline/db";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { ApiEnv } from "./env";
import { authRoutes } from "./modules/auth/auth.routes";
import { entityOnboardingRoutes } from "./modules/entity-onboarding/entity-onboarding.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { registerAuth } from "./plugins/auth";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerOpenApi } from "./plugins/openapi";
import { registerRateLimits } from "./plugins/rate-limits";
import { registerWeb } from "./plugins/web";

export interface AppDeps {
  env: Pick<ApiEnv, "APP_URL" | "JWT_SECRET" | "REDIS_PREFIX" | "WEB_DIST_DIR" | "LOG_LEVEL">;
  db: Db;
  redis: Redis;
  /** Defaults to BullMQ queues on `redis`; the app closes what it creates. */
  jobs?: JobQueue;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole api without listening: server.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps) {
  const { env, db, redis } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: env.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: "x-request-id",
    trustProxy: true,
  });
  // Every answer names its request, so a user's report can be matched to the log lines.
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = deps.jobs ?? createJobQueue(redis, env.REDIS_PREFIX);
  if (!deps.jobs) app.addHook("onClose", () => jobs.close());
  const core = createCore({
    db,
    jobs,
    logger: app.log,
    config: { jwtSecret: env.JWT_SECRET, appUrl: env.APP_URL },
  });

  await app.register(helmet, {
    // The SPA needs inline styles (Mantine) and talks only to its own origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
      },
    },
  });
  await app.register(cors, { origin: [env.APP_URL], credentials: true });
  // Before any route: plugins inherit the error handler in force when they are registered.
  registerErrorHandler(app, { serveSpa: await registerWeb(app, env.WEB_DIST_DIR) });
  await registerRateLimits(app, redis, env.REDIS_PREFIX);
  await registerOpenApi(app);
  registerAuth(app, core);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db, redis));
      await api.register(authRoutes(core, redis, env.REDIS_PREFIX));
      await api.register(usersRoutes(core));
      await api.register(entityOnboardingRoutes(core));
    },
    { prefix: "/api/v1" },
  );

  return app;
}
