import { z } from "zod";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { trimmedString } from "./text-rules";
import { nameSearchMaxLength } from "./vendors";

/**
 * Product categories (issue 13): the Google product taxonomy the product loads (docs/decisions.md,
 * "Products"), a tree of about 5,600 categories with stable numeric ids. A product keeps only the id.
 */

/** A category id in a query: a whole number of at least 1 (whether the taxonomy has it is the api's check). */
export const productCategoryIdQuerySchema = z.coerce
  .number({ error: once(fieldMessages.categoryInvalid) })
  .int(fieldMessages.categoryInvalid)
  .min(1, fieldMessages.categoryInvalid)
  .max(2_147_483_647, fieldMessages.categoryInvalid);

/**
 * GET /products/categories: `search` finds categories by the words of their names across the tree (each
 * word as the start of a word of the path, accents ignored); `parent` lists that category's children, and
 * with `search`, searches under it. Neither: the top-level categories.
 */
export const productCategoriesQuerySchema = paginationQuerySchema.extend({
  search: trimmedString(once(fieldMessages.nameTooLong))
    .max(nameSearchMaxLength, fieldMessages.nameTooLong)
    .optional(),
  parent: productCategoryIdQuerySchema.optional(),
});
export type ProductCategoriesQuery = z.infer<typeof productCategoriesQuerySchema>;

/** A category on the wire. */
export const productCategorySchema = z.object({
  id: z.number().int(),
  /** Its own name, the last level of `path`. */
  name: z.string(),
  /** Every level from the top down to it ("Apparel & Accessories", "Clothing", "Shirts & Tops"). */
  path: z.array(z.string()),
  parent_id: z.number().int().nullable(),
  has_children: z.boolean(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productCategoriesResponseSchema = paginatedSchema(productCategorySchema);
export type ProductCategoriesResponse = z.infer<typeof productCategoriesResponseSchema>;

/**
 * GET /products/{id}/categories: the product's category with its ancestors (top down, the category last),
 * and, when it has none, suggestions from its name and description (best first; none when nothing fits).
 */
export const productCategoryLineageSchema = z.object({
  category: productCategorySchema.nullable(),
  lineage: z.array(productCategorySchema),
  suggestions: z.array(productCategorySchema),
});
export type ProductCategoryLineage = z.infer<typeof productCategoryLineageSchema>;

/** The path as one line, as the picker and the breadcrumb show it. */
export const categoryPathText = (path: readonly string[]) => path.join(" > ");

/** A category as a product shows it: its own name, or its id when the taxonomy cannot name it now. */
export const productCategoryLabel = (category: { id: number; name: string | null }) =>
  category.name ?? `Category ${category.id}`;

export const productCategoryMessages = {
  /** 503 of the category calls while the taxonomy is not loaded (docs/decisions.md, "Products"). */
  unavailable: "Product categories are unavailable right now. Please try again later.",
} as const;
