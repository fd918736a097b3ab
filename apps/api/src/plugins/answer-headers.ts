import type { FastifyInstance } from "fastify";

/**
 * Browser features no page of ours uses, refused to every script on them (ours or an injected one).
 * Only features Chromium knows are named: an unknown one (such as "bluetooth") is a console warning.
 */
const permissionsPolicy = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Headers of every api answer: nothing an api answer holds (tokens, a user's data, an error about them)
 * may be kept by a browser or proxy cache, and a health answer kept would lie.
 */
export const apiAnswerHeaders = {
  "Cache-Control": "no-store",
  "Permissions-Policy": permissionsPolicy,
} as const;

/** The OpenAPI document and its viewer are public and the same for everyone: they may be cached. */
const cacheable = (url: string) => url.startsWith("/api/v1/openapi.json") || url.startsWith("/api/docs");

/**
 * `Cache-Control: no-store` on every /api answer but the public documentation, and the Permissions-Policy
 * on every answer (the SPA's files keep the cache headers web.ts gives them).
 */
export function registerAnswerHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    reply.header("Permissions-Policy", permissionsPolicy);
    if (!request.url.startsWith("/api/") || cacheable(request.url)) return;
    // A route that sets its own Cache-Control (a product image under a URL naming its version) knows its
    // answer may be kept; an error never may, whatever the route set before it failed.
    if (reply.statusCode < 400 && reply.hasHeader("Cache-Control")) return;
    reply.header("Cache-Control", apiAnswerHeaders["Cache-Control"]);
  });
}
