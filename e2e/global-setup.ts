import { readFileSync } from "node:fs";
import { e2ePort, e2eServer } from "../scripts/lib/e2e.mjs";

/**
 * Runs once the webServer answers: reads where the e2e server put its database and mail (its state
 * file) and hands both to the test processes, which inherit this process's environment. The server
 * decides the database URL (a given DATABASE_URL, the local PostgreSQL, or an embedded one), so the
 * specs ask it rather than guessing.
 */
export default function globalSetup() {
  const { stateFile, port } = e2eServer(e2ePort());
  let state: { databaseUrl: string; outboxDir: string };
  try {
    state = JSON.parse(readFileSync(stateFile, "utf8"));
  } catch (error) {
    throw new Error(
      `no e2e server state in ${stateFile} (${(error as Error).message}): is the server on port ${port} ` +
        "one this checkout started? Run with CI=1 to start a fresh one, or set E2E_PORT to a free port.",
    );
  }
  process.env.E2E_DATABASE_URL = state.databaseUrl;
  process.env.E2E_OUTBOX_DIR = state.outboxDir;
}
