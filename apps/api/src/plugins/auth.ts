import { messageForStatus } from "@tierline/contracts";
import { type Actor, AppError, type Core } from "@tierline/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * Reads the bearer token of every request into `request.actor`. Routes that need a signed-in user
 * call `requireActor`; public routes simply do not.
 */
export function registerAuth(app: FastifyInstance, core: Core) {
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) return;
    const found = await core.auth.sessions.authenticate(header.slice(7));
    if (found) request.actor = found;
  });
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("UNAUTHENTICATED", messageForStatus(401));
  return request.actor;
}
