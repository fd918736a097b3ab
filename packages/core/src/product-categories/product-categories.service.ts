import { fieldMessages, type ProductCategoriesQuery } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { findOwned, type Page } from "../repository";
import type { ProductCategory } from "./product-taxonomy";
import type { ProductTaxonomyHolder } from "./product-taxonomy-file";

/** A category as the api shows it: the tree's node and whether it has children. */
export interface CategoryListing extends ProductCategory {
  hasChildren: boolean;
}

/** What a product's category page shows: the category, its ancestors, and suggestions when it has none. */
export interface ProductCategoryLineage {
  category: CategoryListing | null;
  lineage: CategoryListing[];
  suggestions: CategoryListing[];
}

/** A product's category as the catalogue shows it: no name and no path when the taxonomy cannot name it. */
export interface ShownCategory {
  id: number;
  name: string | null;
  path: readonly string[];
}

/** How many suggestions a product without a category gets. */
export const suggestionCount = 5;

/** A category named by a product (or a filter) must be one of the taxonomy's: else 400 on `field`. */
const invalidCategory = (field: string) =>
  new AppError("VALIDATION", { [field]: fieldMessages.categoryInvalid });

/**
 * Product categories: the taxonomy (read once, `taxonomy`) browsed and searched, a product's category
 * with its ancestors or suggestions for it, and the checks the catalogue's writes and filters call.
 */
export function createProductCategoriesService(deps: CoreDeps, holder: ProductTaxonomyHolder) {
  const taxonomy = holder.get;
  const listing = (category: ProductCategory): CategoryListing => ({
    ...category,
    hasChildren: category.childIds.length > 0,
  });

  return {
    /** Reads the taxonomy at the api's start-up (holder's `warm`: a bad named file stops it there). */
    warm: holder.warm,

    /** GET /products/categories: search (under `parent` when given), else `parent`'s children, else the top level. */
    async list(query: ProductCategoriesQuery): Promise<Page<CategoryListing>> {
      const tree = await taxonomy();
      if (query.parent !== undefined && !tree.byId(query.parent)) throw invalidCategory("parent");
      let found: ProductCategory[];
      if (query.search) {
        found = tree.search(query.search);
        if (query.parent !== undefined) {
          const under = new Set(tree.subtreeIds(query.parent));
          found = found.filter((c) => c.id !== query.parent && under.has(c.id));
        }
      } else found = tree.children(query.parent ?? null);
      const start = (query.page - 1) * query.page_size;
      return {
        results: found.slice(start, start + query.page_size).map((c) => listing(c)),
        count: found.length,
      };
    },

    /** GET /products/{id}/categories. */
    async forProduct(actor: Actor, productId: string): Promise<ProductCategoryLineage> {
      const product = await findOwned(actor, productId, (where) =>
        deps.db.product.findFirst({ where, select: { name: true, description: true, categoryId: true } }),
      );
      const tree = await taxonomy();
      const category = product.categoryId === null ? undefined : tree.byId(product.categoryId);
      if (category) {
        return {
          category: listing(category),
          lineage: tree.lineage(category.id).map((c) => listing(c)),
          suggestions: [],
        };
      }
      return {
        category: null,
        lineage: [],
        suggestions: tree.suggest(product, suggestionCount).map((c) => listing(c)),
      };
    },

    /**
     * A product's category as the catalogue shows it, never waiting on the taxonomy nor failing with it
     * (only the category calls answer 503): the taxonomy's name and path; the id alone (null name, empty
     * path) while the taxonomy is not loaded, or when it has no such id (an import keeps any whole
     * number), so the product still says which category it names.
     */
    shown(id: number | null): ShownCategory | null {
      if (id === null) return null;
      const found = holder.peek()?.byId(id);
      return found ? { id, name: found.name, path: found.path } : { id, name: null, path: [] };
    },

    /** Refuses (400 on `field`, default `category`) an id that is not a category of the taxonomy. */
    async assertCategory(id: number, field = "category"): Promise<void> {
      if (!(await taxonomy()).byId(id)) throw invalidCategory(field);
    },

    /**
     * The `category` filter of the product list: the named categories and everything under them (a
     * product in "T-Shirts" is in "Clothing"). An id the taxonomy does not have stays itself: an import
     * keeps any whole number as a category, the category lookup offers it ("Category 1234"), and the
     * filter must find the products the lookup counted.
     */
    async withDescendants(ids: readonly number[]): Promise<number[]> {
      const tree = await taxonomy();
      return [
        ...new Set(
          ids.flatMap((id) => {
            const under = tree.subtreeIds(id);
            return under.length > 0 ? under : [id];
          }),
        ),
      ];
    },
  };
}
export type ProductCategoriesService = ReturnType<typeof createProductCategoriesService>;
