import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { loadEnv } from "./env";

// Starts a Node process through tsx: seconds on a busy machine, not the default 5.
it("the worker exits with a message naming each bad variable", { timeout: 30_000 }, () => {
  const { status, stderr } = spawnSync(
    process.execPath,
    ["--import", "tsx", path.resolve(import.meta.dirname, "main.ts")],
    {
      env: {
        PATH: process.env.PATH ?? "",
        DATABASE_URL: "postgresql://x/y",
        SMTP_URL: "http://mail",
        WORKER_CONCURRENCY: "0",
        SANCTIONS_DATA_DIR: "/no/such/folder",
        SANCTIONS_ARCHIVE_DIR: "/no/such/archive",
        SANCTIONS_REFRESH_CRON: "daily",
        PRODUCT_TAXONOMY_FILE: "/no/such/taxonomy.txt",
        SANCTIONS_URLS: JSON.stringify({
          "ofac_sdn.sdn": "ftp://mirror/sdn.csv",
          "ofac_sdn.alt": "https://reader:s3cret@mirror.example/alt.csv",
          "ofac_sdn.nope": "https://mirror/x",
        }),
      },
      encoding: "utf8",
      timeout: 20_000,
    },
  );
  expect(status).toBe(1);
  expect(stderr).toContain("Invalid worker configuration:");
  expect(stderr).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
  expect(stderr).toContain("WORKER_CONCURRENCY:");
  expect(stderr).toContain("SANCTIONS_DATA_DIR: no such folder");
  expect(stderr).toContain("SANCTIONS_ARCHIVE_DIR: no such folder");
  expect(stderr).toContain("SANCTIONS_REFRESH_CRON: must be a cron pattern");
  expect(stderr).toContain("SANCTIONS_URLS.ofac_sdn.sdn: must be an http(s) URL");
  expect(stderr).toContain(
    "SANCTIONS_URLS.ofac_sdn.alt: must not contain a user name or password (user:password@)",
  );
  expect(stderr).not.toContain("s3cret");
  // Only the api reads the taxonomy: a file mounted under `api` alone must not stop the worker.
  expect(stderr).not.toContain("PRODUCT_TAXONOMY_FILE");
  expect(stderr).toContain(
    "SANCTIONS_URLS: ofac_sdn.nope: unknown list file; known: ofac_sdn.sdn, ofac_sdn.alt",
  );
});

it("the worker's configuration accepts a PRODUCT_TAXONOMY_FILE that points nowhere (only the api reads it)", () => {
  const env = loadEnv({
    DATABASE_URL: "postgresql://x/y",
    PRODUCT_TAXONOMY_FILE: "/no/such/taxonomy.txt",
    PRODUCT_TAXONOMY_URL: "not a url",
  });
  expect(env.DATABASE_URL).toBe("postgresql://x/y");
  expect(env).not.toHaveProperty("PRODUCT_TAXONOMY_FILE");
});
