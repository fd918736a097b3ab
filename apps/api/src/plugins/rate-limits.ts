import rateLimit from "@fastify/rate-limit";
import { messageForStatus } from "@tierline/contracts";
import { AppError } from "@tierline/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

/**
 * Sign-in, magic-link and password calls are limited per client IP (the plugin, on those routes only)
 * and per e-mail address (below), so neither one address nor one machine can hammer them.
 */
export const rateLimits = {
  perIp: { max: 30, timeWindow: "1 minute" },
  perEmail: { max: 10, windowSeconds: 15 * 60 },
} as const;

export async function registerRateLimits(app: FastifyInstance, redis: Redis, prefix: string) {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${prefix}:rl:ip:`,
    errorResponseBuilder: () => new AppError("RATE_LIMITED", messageForStatus(429)),
  });
}

/** Route config for the per-IP limit. */
export const ipLimit = { rateLimit: rateLimits.perIp };

/** preHandler factory: counts calls per e-mail in a fixed window in Redis and refuses past the limit. */
export function emailLimit(redis: Redis, prefix: string, action: string) {
  return async (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return;
    const key = `${prefix}:rl:email:${action}:${email.trim().toLowerCase()}`;
    const [[, count]] = (await redis
      .multi()
      .incr(key)
      .expire(key, rateLimits.perEmail.windowSeconds, "NX")
      .exec()) as [[null, number]];
    if (count > rateLimits.perEmail.max) throw new AppError("RATE_LIMITED", messageForStatus(429));
  };
}
