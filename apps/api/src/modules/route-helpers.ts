import { isIP } from "node:net";
import { apiErrorSchema } from "@tierline/contracts";
import type { Page } from "@tierline/core";
import type { FastifyRequest } from "fastify";

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const bearer = [{ bearer: [] }];

/**
 * The longest User-Agent a session keeps. Browsers send 100-300 characters; the header may be up to the
 * 16 KiB of the request's headers, which every sign-in would otherwise store.
 */
export const userAgentMaxLength = 512;

/** `text` cut to `max` UTF-16 units, never between the halves of a pair, without control characters. */
function storable(text: string, max: number) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const plain = text.replace(/[\u0000-\u001f\u007f]/g, "");
  const cut = plain.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Device facts recorded on a session, so a user can later tell their sessions apart: the User-Agent cut
 * to `userAgentMaxLength`, and the client's address only when it is one (behind a trusted proxy it
 * comes from X-Forwarded-For, which a client may fill with anything).
 */
export const sessionMeta = (request: FastifyRequest) => {
  const userAgent = request.headers["user-agent"];
  return {
    userAgent: userAgent ? storable(userAgent, userAgentMaxLength) : undefined,
    ip: isIP(request.ip) ? request.ip : undefined,
  };
};

/**
 * The list answer of decisions.md: a service's page in its wire shape (`toWire` per result) plus the
 * URLs of the neighbouring pages (same path and filters, page +/- 1), or null at either end.
 */
export function toPage<T, W>(
  request: FastifyRequest,
  page: { page: number; page_size: number },
  found: Page<T>,
  toWire: (result: T) => W,
) {
  const url = new URL(request.url, "http://x");
  const link = (n: number) => {
    url.searchParams.set("page", String(n));
    url.searchParams.set("page_size", String(page.page_size));
    return `${url.pathname}${url.search}`;
  };
  const last = Math.max(1, Math.ceil(found.count / page.page_size));
  return {
    results: found.results.map(toWire),
    count: found.count,
    next: page.page < last ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(Math.min(page.page - 1, last)) : null,
  };
}
