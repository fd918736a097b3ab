import { type ApiError, type ErrorCode, errorCodes, messageForStatus } from "@tierline/contracts";
import { AppError } from "@tierline/core";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Field name of a validation issue: "/email" -> "email", "/address/city" -> "address.city". */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".");

/** Fastify's own 4xx codes (bad JSON, wrong content type, body too large) keep their status, mapped to our codes. */
const fastifyCodes: Record<number, ErrorCode> = {
  400: "VALIDATION",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "VALIDATION",
  429: "RATE_LIMITED",
};

function toWire(code: ErrorCode, message: string, fields?: Record<string, string>): ApiError {
  const status = errorCodes[code];
  return fields && Object.keys(fields).length ? { status, code, message, fields } : { status, code, message };
}

/** The one error table: every error leaves the api as {status, code, message, fields?}. */
export function registerErrorHandler(app: FastifyInstance, { serveSpa }: { serveSpa: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === "params") {
      // A malformed id in the path names no object: not found, like an unknown or foreign id.
      body = toWire("NOT_FOUND", messageForStatus(404));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        if (field && !fields[field]) fields[field] = issue.message ?? messageForStatus(400);
      }
      body = toWire("VALIDATION", messageForStatus(400), fields);
    } else if (error instanceof AppError) {
      body = toWire(error.code, error.message, error.fields);
    } else if (error.statusCode && error.statusCode < 500 && fastifyCodes[error.statusCode]) {
      const code = fastifyCodes[error.statusCode]!;
      body = toWire(code, messageForStatus(error.statusCode));
    } else {
      request.log.error({ err: error, route: request.routeOptions.url }, "unhandled error");
      body = toWire("INTERNAL", messageForStatus(500));
    }
    if (body.status >= 400 && body.status < 500)
      request.log.info({ code: body.code, fields: body.fields }, "request refused");
    return reply.status(body.status).send(body);
  });

  // Unknown non-API GETs get the SPA's index.html so client routes (e.g. /auth/magic from a mail) load.
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && request.method === "GET" && !request.url.startsWith("/api/"))
      return reply.sendFile("index.html");
    return reply.status(404).send(toWire("NOT_FOUND", messageForStatus(404)));
  });
}
