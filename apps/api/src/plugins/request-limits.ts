import type { ServerOptions } from "node:http";
import { AppError } from "@tierline/core";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

/** Longer addresses answer 414: no address of ours comes near it, and nginx's default is the same. */
export const maxUrlLength = 8192;

/**
 * Limits on what a request may make the api read. Bodies are JSON forms and lists of at most a few
 * dozen rows (files go to storage by signed URL): 128 KiB is far above any of them; a route that needs
 * more sets its own `bodyLimit`. A path segment over 100 characters names nothing of ours (414). Node's
 * parser reads at most 16 KiB of request line and headers together (431, or 414 for a long address).
 */
export const requestLimitOptions = {
  bodyLimit: 128 * 1024,
  routerOptions: { maxParamLength: 100 },
  http: { maxHeaderSize: 16 * 1024 },
  // Fastify's own 503 while closing is not in the documented shape: the hook below answers it instead.
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions> & { http: ServerOptions };

/**
 * Addresses over the limit, and requests arriving while the server shuts down, are refused first. Bodies
 * are read as JSON only: Fastify's plain-text parser is removed, so text/plain answers 415 like any
 * other type (it is also the type a cross-site form may post without asking).
 */
export function registerRequestLimits(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (closing) {
      reply.header("Connection", "close");
      throw new AppError("SERVICE_UNAVAILABLE");
    }
    if ((request.raw.url ?? "").length > maxUrlLength) throw new AppError("URI_TOO_LONG");
  });
}
