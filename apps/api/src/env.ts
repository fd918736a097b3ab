import { existsSync } from "node:fs";
import {
  blankAsUnset,
  defaultIndexCheckSeconds,
  defaultMaxListAgeHours,
  parseEnv,
  sharedEnvShape,
} from "@tierline/core";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  ...sharedEnvShape,
  /** Public origin of the web app: links in mail and the CORS allow-list. */
  APP_URL: z.url().default("http://localhost:3000"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters"),
  /** Signs the local file storage's upload links (HMAC-SHA256); read even when S3 is configured, like JWT_SECRET. */
  FILES_SIGNING_SECRET: z.string().min(32, "must be at least 32 characters"),
  /**
   * Proxies allowed to set X-Forwarded-For (the client IP behind rate limits): unset or "false" trusts
   * none; a comma-separated list of addresses/CIDRs trusts those. "true" trusts any sender: only for an
   * api no client can reach except through the proxy.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v) => (v === "false" ? false : v === "true" ? true : v.split(",").map((a) => a.trim()))),
  /** Built SPA to serve from the same origin; unset in `pnpm dev`, where Vite serves it. */
  WEB_DIST_DIR: z.string().optional(),
  /** How often, at most, a screening search checks for a new list version (then the index is rebuilt). */
  SCREENING_INDEX_CHECK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(defaultIndexCheckSeconds),
  /**
   * Hours since a list's files were last got and checked past which a screening names it as stale
   * (default 48: one missed daily refresh is tolerated, two in a row are not).
   */
  SCREENING_LIST_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(8_760).default(defaultMaxListAgeHours),
  /** Screening searches one user may run per minute (each scores many listed names). */
  SCREENING_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /**
   * The product taxonomy file (Google's `taxonomy-with-ids.<locale>.txt` format); unset: the official
   * publication at PRODUCT_TAXONOMY_URL (docs/decisions.md, "Products"). The api's alone: the worker
   * never reads the taxonomy, so it neither checks nor needs the file.
   */
  PRODUCT_TAXONOMY_FILE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((file) => existsSync(file), "no such file")
      .optional(),
  ),
  /** Where the taxonomy is downloaded from when no file is named: Google's own publication by default. */
  PRODUCT_TAXONOMY_URL: z.preprocess(blankAsUnset, z.url().optional()),
});
export type ApiEnv = Readonly<z.infer<typeof envSchema>>;

/** Parses the environment once; a bad config stops the process with a message naming each bad variable. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): ApiEnv =>
  parseEnv(envSchema, source, "API");
