import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ApiError, type ErrorCode, errorCodes, messageForCode } from "@tierline/contracts";
import { AppError, RateLimitedError } from "@tierline/core";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import { apiAnswerHeaders } from "./answer-headers";
import { maxUrlLength } from "./request-limits";
import { isClientRoute } from "./web";

/** Field name of a validation issue: "/email" -> "email", "/address/city" -> "address.city". */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".");

/**
 * The code of a client error that the framework or a plugin raised with only a status (bad JSON, an
 * unsupported content type, a body too large...). Any other 4xx is bad input.
 */
const codeOfStatus: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "BODY_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  431: "HEADERS_TOO_LARGE",
};

function toWire(code: ErrorCode, message = messageForCode(code), fields?: Record<string, string>): ApiError {
  const status = errorCodes[code];
  return fields && Object.keys(fields).length ? { status, code, message, fields } : { status, code, message };
}

/** The wire answer to any error a request raised; null for an error of ours (a bug: log it, answer 500). */
function answerTo(error: FastifyError): ApiError | null {
  if (error.validation && error.validationContext === "params") {
    // A malformed id in the path names no object: not found, like an unknown or foreign id.
    return toWire("NOT_FOUND");
  }
  if (error.validation) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = fieldOf(issue.instancePath);
      if (field && !fields[field]) fields[field] = issue.message ?? messageForCode("VALIDATION");
    }
    return toWire("VALIDATION", messageForCode("VALIDATION"), fields);
  }
  if (error instanceof AppError) return toWire(error.code, error.message, error.fields);
  // Fastify's own client errors (FST_ERR_CTP_*, FST_ERR_BAD_URL...) carry a 4xx status; their messages
  // repeat the URL or name internals, so only the status is kept.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return toWire(codeOfStatus[error.statusCode] ?? "VALIDATION");
  }
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const body = answerTo(error);
  if (!body) {
    request.log.error({ err: error, route: request.routeOptions.url }, "unhandled error");
    return reply.status(500).send(toWire("INTERNAL"));
  }
  request.log.info({ code: body.code, fields: body.fields }, "request refused");
  if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.status(body.status).send(body);
}

/**
 * Whether the HTTP parser gave up inside the request line (the address) rather than in the headers.
 * Node counts both against one limit; when the packet it failed on starts with a method and holds no
 * line end within the address limit, the address is what is too long. A request whose head arrived in
 * several packets may not show it: then the headers are blamed.
 */
function inRequestLine(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const head = rawPacket.subarray(0, maxUrlLength + 32).toString("latin1");
  return /^[A-Z]+ /.test(head) && !head.includes("\r\n");
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request
 * line, a client too slow to send its head) still get the documented JSON answer, written on the
 * socket. Nothing of the request is repeated or logged (the packet may hold credentials).
 */
function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const code: ErrorCode =
    error.code === "HPE_HEADER_OVERFLOW"
      ? inRequestLine(error.rawPacket)
        ? "URI_TOO_LONG"
        : "HEADERS_TOO_LARGE"
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "REQUEST_TIMEOUT"
        : "VALIDATION";
  this.log.info({ code, parserError: error.code }, "request refused by the HTTP parser");
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify(toWire(code));
  const status = errorCodes[code];
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...apiAnswerHeaders,
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/**
 * Errors the router raises before a route is chosen (a path that is not valid percent-encoding, a path
 * segment longer than `maxParamLength`): the same answers as any other error. No hooks have run, so the
 * answer headers are set here.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(apiAnswerHeaders);
  return send(request, reply, error);
}

/** Fastify options that route the framework's and Node's own errors through the one error table. */
export const errorHandlerOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Partial<FastifyServerOptions>;

/** The one error table: every error leaves the api as {status, code, message, fields?}. */
export function registerErrorHandler(app: FastifyInstance, { serveSpa }: { serveSpa: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => send(request, reply, error));

  // Client routes (e.g. /auth/magic from a mail) get the SPA's index.html; unknown api paths and assets 404.
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && request.method === "GET" && isClientRoute(request.url))
      return reply.sendFile("index.html");
    return reply.status(404).send(toWire("NOT_FOUND"));
  });
}
