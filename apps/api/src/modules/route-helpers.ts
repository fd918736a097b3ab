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

/** Device facts recorded on a session, so a user can later tell their sessions apart. */
export const sessionMeta = (request: FastifyRequest) => ({
  userAgent: request.headers["user-agent"],
  ip: request.ip,
});

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
