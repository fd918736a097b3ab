import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { assertStorageKey, type FileStorage } from "./file-storage";

export interface S3FileStorageConfig {
  /** The S3 API's address (MinIO: http://minio:9000); unset: AWS S3 itself. */
  endpoint?: string;
  /** The address browsers reach the same storage at, when it differs (MinIO behind compose: http://localhost:9000). */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's default credential chain (instance roles, environment, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (MinIO, most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
}

/**
 * The S3 driver (AWS SDK v3): uploads are presigned POST policies with the key, the Content-Type and
 * `content-length-range` 0..maxBytes as conditions, so storage itself refuses a larger or retyped file
 * (where it enforces policies: AWS S3 and MinIO do). The api checks the stored object again anyway.
 */
export function createS3FileStorage(config: S3FileStorageConfig): FileStorage {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: config.region,
      endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  const client = clientFor(config.endpoint);
  // Presigning is offline signing: a second client only to put the browser's address in the URL.
  const presigner = config.publicEndpoint ? clientFor(config.publicEndpoint) : client;
  const Bucket = config.bucket;
  const isMissing = (error: unknown) =>
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

  return {
    driver: "s3",

    async presignUpload(c) {
      assertStorageKey(c.key);
      const { url, fields } = await createPresignedPost(presigner, {
        Bucket,
        Key: c.key,
        Conditions: [["content-length-range", 0, c.maxBytes]],
        Fields: { "Content-Type": c.contentType },
        Expires: c.expiresInSeconds,
      });
      return { url, fields, expiresAt: new Date(Date.now() + c.expiresInSeconds * 1000) };
    },

    async head(key) {
      assertStorageKey(key);
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: found.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async readRange(key, start, end) {
      assertStorageKey(key);
      if (end <= start) return Buffer.alloc(0);
      try {
        const found = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end - 1}` }),
        );
        return Buffer.from(await found.Body!.transformToByteArray());
      } catch (error) {
        // A range that starts past the end: nothing there, like a short read of a file.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          return Buffer.alloc(0);
        throw error;
      }
    },

    async openRead(key) {
      assertStorageKey(key);
      const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return found.Body as Readable;
    },

    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
