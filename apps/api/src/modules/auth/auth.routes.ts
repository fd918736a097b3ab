import {
  authResponseSchema,
  authUserSchema,
  continueMagicLinkRequestSchema,
  disablePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  magicLinkTokenRequestSchema,
  okResponseSchema,
  refreshRequestSchema,
  resetForgotPasswordRequestSchema,
  setPasswordRequestSchema,
  tokenPairSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { requireSession } from "../../plugins/access";
import { emailLimit, publicLimited, rateLimits, signInFailureLimit } from "../../plugins/rate-limits";
import { bearer, errorResponses, sessionMeta } from "../route-helpers";
import { authUserToWire, signedInToWire } from "../users/users.wire";

export function authRoutes(core: Core, redis: Redis, prefix: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["auth"];
    const perEmail = (action: string) => emailLimit(redis, prefix, action);
    const signInFailures = signInFailureLimit(redis, prefix);
    /** A magic-link sign-in proves the mailbox: earlier failed passwords of the address stop counting. */
    const provedMailbox = async (answer: ReturnType<typeof core.auth.continueMagicLink>) => {
      const signedIn = await answer;
      await signInFailures.clear(signedIn.user.email);
      return signedInToWire(signedIn);
    };

    app.post("/auth/token", {
      config: publicLimited,
      schema: {
        tags,
        summary: "Sign in with e-mail and password",
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        signedInToWire(
          await signInFailures.attempt(req.body.email, reply, () =>
            core.auth.login(req.body.email, req.body.password, sessionMeta(req)),
          ),
        ),
    });

    app.post("/auth/token/refresh", {
      config: publicLimited,
      schema: {
        tags,
        summary: "Rotate the refresh token and get a new access token",
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, ...errorResponses },
      },
      handler: (req) => core.auth.sessions.refresh(req.body.refresh),
    });

    app.post("/auth/logout", {
      config: { access: "public" },
      schema: {
        tags,
        summary: "End the session of a refresh token",
        body: logoutRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.auth.sessions.end(req.body.refresh);
        return { ok: true as const };
      },
    });

    app.post("/magic-link", {
      config: publicLimited,
      preHandler: perEmail("magic-link"),
      schema: {
        tags,
        summary: "Mail a sign-in link; answers the client code the same device exchanges it with",
        body: magicLinkRequestSchema,
        response: { 200: magicLinkResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        const { clientCode } = await core.auth.requestMagicLink(req.body.email);
        return { client_code: clientCode };
      },
    });

    app.post("/magic-link/token", {
      config: publicLimited,
      schema: {
        tags,
        summary: "Sign in on the device that asked for the link",
        body: magicLinkTokenRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
      handler: (req) =>
        provedMailbox(core.auth.exchangeMagicLink(req.body.token, req.body.client_code, sessionMeta(req))),
    });

    app.post("/continue-magic-link", {
      config: publicLimited,
      schema: {
        tags,
        summary: "Sign in on another device after the user confirmed it",
        body: continueMagicLinkRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
      handler: (req) => provedMailbox(core.auth.continueMagicLink(req.body.token, sessionMeta(req))),
    });

    app.post("/set-password", {
      config: { access: "signed-in", rateLimit: rateLimits.perIp },
      schema: {
        tags,
        summary: "Set or change the password",
        security: bearer,
        body: setPasswordRequestSchema,
        response: { 200: authUserSchema, ...errorResponses },
      },
      handler: async (req) => authUserToWire(await core.auth.setPassword(requireSession(req), req.body)),
    });

    app.post("/disable-password", {
      config: { access: "signed-in", rateLimit: rateLimits.perIp },
      schema: {
        tags,
        summary: "Remove the password (sign in by magic link only)",
        security: bearer,
        body: disablePasswordRequestSchema,
        response: { 200: authUserSchema, ...errorResponses },
      },
      handler: async (req) =>
        authUserToWire(await core.auth.disablePassword(requireSession(req), req.body.password)),
    });

    app.post("/forgot-password", {
      config: publicLimited,
      preHandler: perEmail("forgot-password"),
      schema: {
        tags,
        summary: "Mail a password reset link",
        body: forgotPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.auth.forgotPassword(req.body.email);
        return { ok: true as const };
      },
    });

    app.post("/reset-forgot-password", {
      config: publicLimited,
      schema: {
        tags,
        summary: "Choose a new password with a reset link",
        body: resetForgotPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        const { email } = await core.auth.resetForgotPassword(req.body.token, req.body.password);
        await signInFailures.clear(email);
        return { ok: true as const };
      },
    });
  };
}
