import { z } from "zod";

const envSchema = z.object({
  DATABASE_URL: z.string().startsWith("postgres", "must be a postgresql:// URL"),
  REDIS_URL: z.string().startsWith("redis", "must be a redis:// URL").default("redis://127.0.0.1:6379"),
  REDIS_PREFIX: z.string().min(1).default("tierline"),
  /** smtp://user:pass@host:port; unset means mail is written to MAIL_OUTBOX_DIR as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Tierline <no-reply@tierline.local>"),
  MAIL_OUTBOX_DIR: z.string().default(".data/outbox"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});
export type WorkerEnv = Readonly<z.infer<typeof envSchema>>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    console.error(`Invalid worker configuration:\n${lines.join("\n")}\nSee .env.example.`);
    process.exit(1);
  }
  return Object.freeze(parsed.data);
}
