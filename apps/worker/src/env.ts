import { existsSync } from "node:fs";
import {
  blankAsUnset,
  defaultGleifUrl,
  defaultListRefreshCron,
  parseEnv,
  sanctionsUrlKeys,
  sharedEnvShape,
} from "@tierline/core";
import { z } from "zod";

/** Whether `url` carries user info (user:password@). */
const hasCredentials = (url: string) =>
  URL.canParse(url) && Boolean(new URL(url).username || new URL(url).password);

const urlOverridesExample = '{"ofac_sdn.sdn":"https://mirror.example/sdn.csv"}';

/** `{"source.role": "https://..."}`: download addresses replacing official ones, one per list file. */
const urlOverridesSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: `must be a JSON object such as ${urlOverridesExample}` });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(
        z.string(),
        z
          .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
          // Node's fetch refuses such a URL, quoting it whole in its error; a token in the query works.
          .refine((url) => !hasCredentials(url), "must not contain a user name or password (user:password@)"),
        { error: `must be a JSON object such as ${urlOverridesExample}` },
      )
      .superRefine((overrides, ctx) => {
        const unknown = Object.keys(overrides).filter((key) => !sanctionsUrlKeys.includes(key));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: "custom",
            message: `${unknown.join(", ")}: unknown list file; known: ${sanctionsUrlKeys.join(", ")}`,
          });
        }
      }),
  );

const envSchema = z.object({
  ...sharedEnvShape,
  /** smtp://user:pass@host:port; unset means mail is written to MAIL_OUTBOX_DIR as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Tierline <no-reply@tierline.local>"),
  /** Public origin of the web app (the api's APP_URL): links in the mail the worker composes. */
  APP_URL: z.url().default("http://localhost:3000"),
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** A running job's lock (seconds): a job whose worker died is taken over within about twice this. */
  WORKER_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** A folder laid out like shared/data/sanctions: lists are read from it instead of downloaded. */
  SANCTIONS_DATA_DIR: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((dir) => existsSync(dir), "no such folder")
      .optional(),
  ),
  /**
   * A folder of dated archived list copies (shared/data/sanctions-archive): each fills in the list keys
   * the current files of its source lack (decisions.md, "Archived list copies").
   */
  SANCTIONS_ARCHIVE_DIR: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((dir) => existsSync(dir), "no such folder")
      .optional(),
  ),
  /** When the lists are refreshed: a cron pattern in UTC (default daily at 02:00). */
  SANCTIONS_REFRESH_CRON: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^\S+(\s+\S+){4,5}$/, 'must be a cron pattern of 5 or 6 fields, e.g. "0 2 * * *"')
      .default(defaultListRefreshCron),
  ),
  SANCTIONS_URLS: z.preprocess(blankAsUnset, urlOverridesSchema.optional()),
  /** GLEIF's LEI API, which entity checks ask about LEIs: GLEIF's own, a mirror, or a test server. */
  GLEIF_API_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default(defaultGleifUrl),
  ),
  /** How long one GLEIF look-up may take before the registry counts as unreachable (milliseconds). */
  GLEIF_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});
export type WorkerEnv = Readonly<z.infer<typeof envSchema>>;

export const loadEnv = (source: NodeJS.ProcessEnv = process.env): WorkerEnv =>
  parseEnv(envSchema, source, "worker");
