import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

it("the worker exits with a message naming each bad variable", () => {
  const { status, stderr } = spawnSync(
    process.execPath,
    ["--import", "tsx", path.resolve(import.meta.dirname, "main.ts")],
    {
      env: {
        PATH: process.env.PATH ?? "",
        DATABASE_URL: "postgresql://x/y",
        SMTP_URL: "http://mail",
        WORKER_CONCURRENCY: "0",
      },
      encoding: "utf8",
      timeout: 20_000,
    },
  );
  expect(status).toBe(1);
  expect(stderr).toContain("Invalid worker configuration:");
  expect(stderr).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
  expect(stderr).toContain("WORKER_CONCURRENCY:");
});
