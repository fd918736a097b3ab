import { createUser } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { createCore } from "./index";
import type { JobQueue } from "./jobs/job-queue";
import type { Mailer } from "./mail/mailer";

const database = useTestDatabase();
const silent = { info() {}, warn() {}, error() {} };
const jobs: JobQueue = {
  enqueue: async () => {},
  schedule: async () => {},
  enqueueDelayed: async () => {},
  cancel: async () => {},
  close: async () => {},
};
const mailer: Mailer = { send: async () => {}, close() {} };
const gleif = { baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 };

describe("createCore, the one factory of both apps", () => {
  it("built as the worker builds it (no auth part), an auth service fails naming the part", async () => {
    const core = createCore({
      db: database.db,
      jobs,
      logger: silent,
      delivery: { mailer, appUrl: "http://localhost:3000", listRefresh: {}, gleif },
    });
    await expect(core.access.authorize("a.b.c", null)).rejects.toThrow(
      "core was built without its `auth` part (jwtSecret is needed here): pass it to createCore",
    );
    const user = await createUser(database.db);
    await expect(core.auth.forgotPassword(user.email)).rejects.toThrow(
      "core was built without its `auth` part (appUrl is needed here): pass it to createCore",
    );
  });

  it("hands the worker's jobs the delivery part and the same database client as every service", async () => {
    const core = createCore({
      db: database.db,
      jobs,
      logger: silent,
      delivery: { mailer, appUrl: "http://localhost:3000", listRefresh: {}, gleif },
    });
    const services = core.jobServices();
    expect(services.mailer).toBe(mailer);
    // Prisma's not-found error answered as a domain error, as in the api's services.
    const missing = services.db.user.update({ where: { id: crypto.randomUUID() }, data: { firstName: "x" } });
    await expect(missing).rejects.toBeInstanceOf(AppError);
  });

  it("built as the api builds it (no delivery part), jobServices() fails naming the part", () => {
    const core = createCore({
      db: database.db,
      jobs,
      logger: silent,
      auth: { jwtSecret: "x".repeat(32), appUrl: "http://localhost:3000" },
    });
    expect(() => core.jobServices()).toThrow(
      "core was built without its `delivery` part (mailer, listRefresh, gleif is needed here): pass it to createCore",
    );
  });
});
