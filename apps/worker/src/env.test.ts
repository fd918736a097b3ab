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
        SANCTIONS_DATA_DIR: "/no/such/folder",
        SANCTIONS_ARCHIVE_DIR: "/no/such/archive",
        SANCTIONS_REFRESH_CRON: "daily",
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
  expect(stderr).toContain(
    "SANCTIONS_URLS: ofac_sdn.nope: unknown list file; known: ofac_sdn.sdn, ofac_sdn.alt",
  );
});
