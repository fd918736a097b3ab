import rateLimit from "@fastify/rate-limit";
import { normalizeEmail, rateLimitMessages } from "@tierline/contracts";
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
    // The plugin has set Retry-After already; the message says the same wait in words.
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", rateLimitMessages.requests(context.ttl / 1000)),
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

/** Counts one more call in a per-address window that starts with the first call; answers the count. */
async function bump(redis: Redis, key: string): Promise<number> {
  const [[, count]] = (await redis
    .multi()
    .incr(key)
    .expire(key, rateLimits.perEmail.windowSeconds, "NX")
    .exec()) as [[null, number]];
  return count;
}

/**
 * The 429 of a per-address limit: `Retry-After` says when the window ends, and so does the message.
 * Set on the reply here, so the one error handler keeps it when it sends the error.
 */
async function refuse(redis: Redis, key: string, reply: FastifyReply, message: (seconds: number) => string) {
  const ttl = await redis.ttl(key);
  const seconds = ttl > 0 ? ttl : rateLimits.perEmail.windowSeconds;
  reply.header("retry-after", String(seconds));
  return new AppError("RATE_LIMITED", message(seconds));
}

/** preHandler for calls that send mail (magic link, forgot password): every call to one address counts. */
export function emailLimit(redis: Redis, prefix: string, action: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const email = emailOf(request);
    if (!email) return;
    const key = `${prefix}:rl:email:${action}:${email}`;
    if ((await bump(redis, key)) > rateLimits.perEmail.max) {
      throw await refuse(redis, key, reply, rateLimitMessages.mail);
    }
  };
}

/**
 * Failed password sign-ins per address. Only failures count; once ten have failed within the window,
 * password sign-in for the address is closed until the window ends: the password is not even checked
 * (so a guesser learns nothing, right or wrong), and the answer is 429 with the time left. The owner is
 * never stuck: a magic-link sign-in or a password reset proves the mailbox and clears the count at
 * once, and the 429 says so. A success clears the count too.
 */
export function signInFailureLimit(redis: Redis, prefix: string) {
  const keyOf = (email: string) => `${prefix}:rl:email:login-failed:${email}`;
  return {
    /** Runs the sign-in unless the address is locked; counts it when the credentials were wrong. */
    async attempt<T>(email: string, reply: FastifyReply, signIn: () => Promise<T>): Promise<T> {
      const key = keyOf(normalizeEmail(email));
      if (Number(await redis.get(key)) >= rateLimits.perEmail.max) {
        throw await refuse(redis, key, reply, rateLimitMessages.signIn);
      }
      try {
        const answer = await signIn();
        await redis.del(key);
        return answer;
      } catch (error) {
        if (error instanceof AppError && error.code === "INVALID_CREDENTIALS") await bump(redis, key);
        throw error;
      }
    },
    /** The address proved it reads its mailbox (reset link, magic link): earlier failures no longer count. */
    async clear(email: string) {
      await redis.del(keyOf(normalizeEmail(email)));
    },
  };
}
