import { z } from "zod";
import type { FileStorageConfig } from "./resources/create-file-storage";

/** An unset variable and an empty one (compose passes `${VAR:-}` through) mean the same. */
export const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(blankAsUnset, z.string().min(1).optional());

/**
 * Where uploaded files are kept (decisions.md, "File storage"): S3-compatible storage when S3_BUCKET is
 * set, else the folder FILES_DIR. The api uploads and checks files, the worker reads them: both read this.
 */
const fileStorageEnvShape = {
  /** The S3 API's address (MinIO: http://127.0.0.1:9000); unset with a bucket: AWS S3. */
  S3_ENDPOINT: z.preprocess(blankAsUnset, z.url().optional()),
  /** Where browsers reach that storage, when not at S3_ENDPOINT (compose: http://localhost:9000). */
  S3_PUBLIC_ENDPOINT: z.preprocess(blankAsUnset, z.url().optional()),
  S3_REGION: z.preprocess(blankAsUnset, z.string().default("us-east-1")),
  /** Setting it selects the S3 driver. */
  S3_BUCKET: optionalText,
  /** Unset: the AWS SDK's own credential chain (instance roles, ~/.aws). */
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  /** "true": the bucket in the path (MinIO); default true with S3_ENDPOINT, false for AWS S3. */
  S3_FORCE_PATH_STYLE: z.preprocess(blankAsUnset, z.enum(["true", "false"]).optional()),
  /** The local driver's folder (no S3_BUCKET). */
  FILES_DIR: z.preprocess(blankAsUnset, z.string().default(".data/files")),
};
const fileStorageEnvSchema = z.object(fileStorageEnvShape);
type FileStorageEnv = z.infer<typeof fileStorageEnvSchema>;

/** The file storage an app's environment names; `signing` only where uploads are signed (the api). */
export function fileStorageConfig(
  env: FileStorageEnv,
  signing?: { uploadUrl: string; secret: string },
): FileStorageConfig {
  if (!env.S3_BUCKET) return { driver: "local", local: { dir: env.FILES_DIR, signing } };
  return {
    driver: "s3",
    s3: {
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      credentials:
        env.S3_ACCESS_KEY && env.S3_SECRET_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY, secretAccessKey: env.S3_SECRET_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === "true" : Boolean(env.S3_ENDPOINT),
    },
  };
}

/**
 * What every app's configuration shares, read the same way by the api and the worker (apps may not
 * import each other, so the one copy lives here). Core reads no environment itself: each app's
 * `env.ts` hands its own `process.env` to `parseEnv` with its schema.
 */
export const sharedEnvShape = {
  DATABASE_URL: z.string().startsWith("postgres", "must be a postgresql:// URL"),
  REDIS_URL: z.string().startsWith("redis", "must be a redis:// URL").default("redis://127.0.0.1:6379"),
  /** Namespace of every Redis key (queues, rate limits): lets e2e servers and test files share one Redis. */
  REDIS_PREFIX: z.string().min(1).default("tierline"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...fileStorageEnvShape,
};

/**
 * Parses an app's configuration once, frozen. A bad one stops the process with a message naming each
 * bad variable, before anything connects.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
  app: string,
): Readonly<z.infer<S>> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    console.error(`Invalid ${app} configuration:\n${lines.join("\n")}\nSee .env.example.`);
    process.exit(1);
  }
  return Object.freeze(parsed.data);
}
