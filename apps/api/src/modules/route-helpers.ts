import { apiErrorSchema } from "@tierline/contracts";
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
