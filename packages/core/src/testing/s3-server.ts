import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3FileStorageConfig } from "../resources/s3-file-storage";

/** The part of s3rver (a pure-JS S3 server that ships no types) the tests use. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: unknown[] }[];
}) => S3rver;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

/**
 * A real S3-protocol server for tests (s3rver: the S3 REST API over a temporary folder, on a free port
 * of 127.0.0.1), with one bucket, and the S3 driver's config to reach it. It accepts presigned POST
 * forms but does not enforce their policy: what it stores, the api checks.
 */
export async function startS3Server(bucket = "tierline") {
  const directory = await mkdtemp(path.join(tmpdir(), "tierline-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const config: S3FileStorageConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    // s3rver's own account.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  };
  return {
    config,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
