import type { Logger } from "@tierline/core";

const levels = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

/** JSON lines on stdout, pino's shape, without a dependency: the worker logs little. */
export function createLogger(level: (typeof levels)[number]): Logger {
  const min = levels.indexOf(level);
  const write = (lvl: (typeof levels)[number], obj: object, msg?: string) => {
    if (levels.indexOf(lvl) < min) return;
    process.stdout.write(
      `${JSON.stringify({ level: lvl, time: new Date().toISOString(), service: "worker", ...obj, msg })}\n`,
    );
  };
  return {
    info: (obj, msg) => write("info", obj, msg),
    warn: (obj, msg) => write("warn", obj, msg),
    error: (obj, msg) => write("error", obj, msg),
  };
}
