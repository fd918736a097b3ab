// Small process helpers shared by the start/dev/test scripts. Node built-ins only: these run
// before `pnpm install` on a clean machine.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** Absolute path of a repository-relative path (an absolute one stays as it is). */
export const fromRoot = (...parts) => path.resolve(ROOT, ...parts);

export const isRoot = () => process.getuid?.() === 0;

/** One progress line, e.g. `[setup] Redis: 127.0.0.1:6379 answers`. */
export function say(tag, message) {
  console.log(`[${tag}] ${message}`);
}

/** True when `cmd` is on PATH. */
export function has(cmd) {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

/** Runs a command to completion and returns its output; never throws. */
export function capture(cmd, args, { env = process.env, cwd = ROOT, input } = {}) {
  const r = spawnSync(cmd, args, { env, cwd, input, encoding: "utf8" });
  return { code: r.error ? 127 : (r.status ?? 1), stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/**
 * Runs a command with the terminal attached (async, so the caller's signal handlers keep working
 * while it runs). Resolves to the exit code; 127 when it could not be started.
 */
export function run(cmd, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, cwd, stdio: "inherit" });
    child.on("error", () => resolve(127));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like `run`, but a non-zero exit is an error naming the command. */
export async function must(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) throw new Error(`\`${[cmd, ...args].join(" ")}\` failed (exit ${code})`);
}

/** Environment for a child process: ours, then the app variables on top. */
export function childEnv(appEnv, extra = {}) {
  return { ...process.env, ...appEnv, ...extra };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or `timeoutMs` passes; returns the last answer. */
export async function waitUntil(check, { timeoutMs = 15000, everyMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return check();
}
