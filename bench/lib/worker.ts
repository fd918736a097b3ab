/**
 * The real worker (apps/worker) in a child process for the benchmarks that go through the job queues,
 * and what a process has cost so far, read from /proc: CPU seconds (user + system, what the work cost
 * whatever the machine's load) and peak resident memory (VmHWM).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a JavaScript module of the start scripts, without types.
import { workerNodeFlags } from "../../scripts/lib/app.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The worker, alone on the queues of the run its env names (REDIS_PREFIX), logging at `info`;
 * `onLine` sees each whole line of its log. Resolves once it has started.
 */
export function startWorker(
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...workerNodeFlags, "--import", "tsx", join(root, "apps/worker/src/main.ts")],
    {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolvePromise, reject) => {
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
    let pending = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"worker started"')) resolvePromise(child);
      if (!onLine) return;
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
  });
}

/** CPU seconds (user + system) a process has used so far. */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Peak resident memory of a process so far (VmHWM), in MB. */
export const peakRssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
