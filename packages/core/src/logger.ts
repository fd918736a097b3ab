/** The slice of pino's interface core needs; the api passes Fastify's logger, the worker its own pino. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
