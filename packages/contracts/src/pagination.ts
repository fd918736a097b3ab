import { z } from "zod";
import { defaultPageSize, pageSizeOptions } from "./constants";
import { fieldMessages } from "./messages";

/**
 * List query `?page=1&page_size=10` (decisions.md, API conventions). Values arrive as query text
 * and are coerced; absent values take the defaults (page 1, size 10). No transforms, so the schema
 * also describes itself in JSON Schema / OpenAPI.
 */
export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: fieldMessages.pageInvalid })
    .int(fieldMessages.pageInvalid)
    .min(1, fieldMessages.pageInvalid)
    // Far past any real list, and inside the database's 32-bit offsets.
    .max(1_000_000, fieldMessages.pageInvalid)
    .default(1),
  page_size: z.coerce
    .number({ error: fieldMessages.pageSizeInvalid })
    .pipe(z.literal(pageSizeOptions, { error: fieldMessages.pageSizeInvalid }))
    .default(defaultPageSize),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * A page of a list: `{results, count, next, previous}`. `count` is the total over all pages;
 * `next` and `previous` are the URLs of the neighbouring pages, or null at either end.
 */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}
export type Paginated<T> = { results: T[]; count: number; next: string | null; previous: string | null };
