/**
 * The api under load for `bench/api/run.ts`, in a process of its own so the load generator does not
 * share its event loop: a database created for the run (migrated, seeded through the factories), the
 * real Redis, `buildApp` listening on a free port of 127.0.0.1, logging at `info` as in production
 * (into a sink). Tells its parent the port and a bearer header; on "stop" it closes and drops the database.
 */
import { randomUUID } from "node:crypto";
import { hashPassword } from "@tierline/core";
import { addMember, createUser, createWorkspace } from "@tierline/db";
import { adminQuery } from "@tierline/db/testing";
import { type BenchServerReady, startBenchApi } from "../lib/api";
import { migratedDatabase } from "../lib/database";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error("bench/api needs DATABASE_URL (a role that may create databases)");
const run = `bench-${randomUUID().slice(0, 8)}`;
const database = `tierline_${run.replace("-", "_")}`;
const members = 30;
const password = "bench-password-1";

const api = await startBenchApi({ databaseUrl: await migratedDatabase(baseUrl, database), prefix: run });
// Seeded before the parent hears of the port: nothing is asked of the api until then.
const { db } = api;
const owner = await createUser(db, { email: "owner@bench.test", passwordHash: await hashPassword(password) });
const { workspace } = await createWorkspace(db, { ownerId: owner.id, name: "Bench Co" });
for (let i = 0; i < members; i++) {
  const user = await createUser(db, { email: `member-${i}@bench.test`, firstName: `Member ${i}` });
  await addMember(db, { workspaceId: workspace.id, userId: user.id, roles: ["VIEWER"] });
}

const ready: BenchServerReady = {
  port: api.port,
  headers: { ...(await api.bearer("owner@bench.test", password)), "x-workspace-id": workspace.id },
};
process.send?.(ready);

async function stop() {
  await api.close();
  await adminQuery(baseUrl!, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  process.exit(0);
}
process.on("message", (message) => {
  if (message === "stop") void stop();
});
process.on("disconnect", () => void stop());
