import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const server = path.resolve(import.meta.dirname, "server.ts");

/** Starts the real server entry with `env` only (no inherited config) and returns how it ended. */
function start(env: Record<string, string>) {
  const { status, stderr } = spawnSync(process.execPath, ["--import", "tsx", server], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status, stderr };
}

// Each test starts a Node process through tsx: seconds on a busy machine, not the default 5.
describe("api configuration", { timeout: 30_000 }, () => {
  it("exits with a message naming each bad variable, before connecting to anything", () => {
    const { status, stderr } = start({ DATABASE_URL: "mysql://nope", JWT_SECRET: "short", PORT: "99999" });
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid API configuration:");
    expect(stderr).toContain("DATABASE_URL: must be a postgresql:// URL");
    expect(stderr).toContain("JWT_SECRET: must be at least 32 characters");
    expect(stderr).toContain("PORT:");
    expect(stderr).toContain("See .env.example.");
  });

  it("checks that the product taxonomy file exists", () => {
    const { status, stderr } = start({
      DATABASE_URL: "postgresql://x/y",
      JWT_SECRET: "x".repeat(40),
      FILES_SIGNING_SECRET: "y".repeat(40),
      PRODUCT_TAXONOMY_FILE: "/no/such/taxonomy.txt",
      PRODUCT_TAXONOMY_URL: "not a url",
    });
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid API configuration:");
    expect(stderr).toContain("PRODUCT_TAXONOMY_FILE: no such file");
    expect(stderr).toContain("PRODUCT_TAXONOMY_URL:");
  });

  it("names a missing required variable", () => {
    const { status, stderr } = start({ JWT_SECRET: "x".repeat(40) });
    expect(status).toBe(1);
    expect(stderr).toMatch(/DATABASE_URL: /);
  });
});
