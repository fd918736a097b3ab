import type { z } from "zod";

/** The first issue's message of a failed parse, or undefined when the value is accepted (tests only). */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

/** Every issue of a failed parse as {path, message} (tests only). */
export function allIssues(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}
