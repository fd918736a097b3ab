import type { FileStorage } from "./file-storage";
import { createLocalFileStorage, type LocalFileStorageConfig } from "./local-file-storage";
import { createS3FileStorage, type S3FileStorageConfig } from "./s3-file-storage";

/** Which driver: S3 when a bucket is configured, else the local folder (the embedded default). */
export type FileStorageConfig =
  | { driver: "s3"; s3: S3FileStorageConfig }
  | { driver: "local"; local: LocalFileStorageConfig };

export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.driver === "s3" ? createS3FileStorage(config.s3) : createLocalFileStorage(config.local);
}
