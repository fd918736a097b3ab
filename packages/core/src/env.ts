import { z } from "zod";

/**
 * What every app's configuration shares, read the same way by the api and the worker (apps may not
 * import each other, so the one copy lives here). Core reads no environment itself: each app's
 * `env.ts` hands its own `process.env` to `parseEnv` with its schema.
 */
export const sharedEnvShape = {
  DATABASE_URL: z.string().startsWith("postgres", "must be a postgresql:// URL"),
  REDIS_URL: z.string().startsWith("redis", "must be a redis:// URL").default("redis://127.0.0.1:6379"),
  /** Namespace of every Redis key (queues, rate limits): lets e2e servers and test files share one Redis. */
  REDIS_PREFIX: z.string().min(1).default("tierline"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
};

/**
 * Parses an app's configuration once, frozen. A bad one stops the process with a message naming each
 * bad variable, before anything connects.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
  app: string,
): Readonly<z.infer<S>> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    console.error(`Invalid ${app} configuration:\n${lines.join("\n")}\nSee .env.example.`);
    process.exit(1);
  }
  return Object.freeze(parsed.data);
}
