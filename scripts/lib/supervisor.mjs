// Runs the app processes (api, worker, vite) side by side: prefixes their output, stops them all
// on Ctrl-C / SIGTERM, and treats any one of them dying as the whole app failing.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stopOwnedServices } from "./provision.mjs";
import { ROOT, say } from "./run.mjs";

export class Supervisor {
  /**
   * @param {string} tag prefix of the supervisor's own lines
   * @param {{ write(line: string): void } | undefined} sink where children's lines go (default: our stdout/stderr)
   */
  constructor(tag, sink) {
    this.tag = tag;
    this.sink = sink;
    this.children = [];
    this.stopping = false;
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
      process.on(signal, () => this.shutdown(0, `${signal}: stopping`));
    }
  }

  /** Starts a child; its lines appear as `[name] ...`. It inherits nothing from our stdin. */
  start(name, cmd, args, { env, cwd = ROOT }) {
    const child = spawn(cmd, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
    this.children.push(child);
    this.pipe(name, child.stdout, process.stdout);
    this.pipe(name, child.stderr, process.stderr);
    child.on("error", (error) => this.shutdown(1, `${name} could not start: ${error.message}`));
    child.on("exit", (code, signal) => {
      if (!this.stopping)
        this.shutdown(1, `${name} exited (${signal ?? `code ${code}`}): stopping everything`);
    });
    return child;
  }

  pipe(name, stream, terminal) {
    createInterface({ input: stream }).on("line", (line) => {
      const text = `[${name}] ${line}\n`;
      if (this.sink) this.sink.write(text);
      else terminal.write(text);
    });
  }

  /** True while every child is running and no stop was asked for. */
  healthy() {
    return !this.stopping;
  }

  /**
   * Stops every child (SIGTERM, then SIGKILL after 10 s), then the services provision() started,
   * and exits with `code`. Safe to call more than once.
   */
  async shutdown(code, reason) {
    if (this.stopping) return;
    this.stopping = true;
    if (reason) say(this.tag, reason);
    await Promise.all(this.children.map(stopChild));
    await stopOwnedServices();
    process.exit(code);
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
