import rateLimit from "@fastify/rate-limit";
import { messageForStatus, normalizeEmail } from "@tierline/contracts";
import { AppError } from "@tierline/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { requireSession } from "./access";

/**
 * Sign-in, magic-link and password calls are limited per client IP (the plugin, on those routes only)
 * and per e-mail address (below), so neither one address nor one machine can hammer them. The client
 * IP is the socket's unless TRUST_PROXY names the proxies allowed to set X-Forwarded-For.
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

/** Route config of a public route with the per-IP limit. */
export const publicLimited = { access: "public" as const, rateLimit: rateLimits.perIp };

/**
 * Rate-limit config of a signed-in route limited per user: keyed by user id (colleagues behind one
 * office address do not share it), counted once the caller is known and the input valid (preHandler).
 */
export const perUserLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: "1 minute",
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => `user:${requireSession(request).userId}`,
});

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? normalizeEmail(email) : null;
};

async function bump(redis: Redis, key: string): Promise<number> {
  const [[, count]] = (await redis
    .multi()
    .incr(key)
    .expire(key, rateLimits.perEmail.windowSeconds, "NX")
    .exec()) as [[null, number]];
  return count;
}

/** preHandler for calls that send mail (magic link, forgot password): every call to one address counts. */
export function emailLimit(redis: Redis, prefix: string, action: string) {
  return async (request: FastifyRequest) => {
    const email = emailOf(request);
    if (email && (await bump(redis, `${prefix}:rl:email:${action}:${email}`)) > rateLimits.perEmail.max) {
      throw new AppError("RATE_LIMITED", messageForStatus(429));
    }
  };
}

/**
 * Hooks for password sign-in: only failed attempts count, so a stranger cannot lock a user out of an
 * account whose password they do not know by spamming its address; a successful sign-in is never refused.
 */
export function failedSignInLimit(redis: Redis, prefix: string) {
  const keyOf = (email: string) => `${prefix}:rl:email:login-failed:${email}`;
  return {
    async preHandler(request: FastifyRequest) {
      const email = emailOf(request);
      if (email && Number(await redis.get(keyOf(email))) >= rateLimits.perEmail.max) {
        throw new AppError("RATE_LIMITED", messageForStatus(429));
      }
    },
    async onResponse(request: FastifyRequest, reply: FastifyReply) {
      const email = emailOf(request);
      if (email && reply.statusCode === 401) await bump(redis, keyOf(email));
    },
  };
}
