import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { fieldMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import type { CoreDeps } from "../deps";
import { createProductCategoriesService } from "./product-categories.service";
import { parseProductTaxonomy } from "./product-taxonomy";

const fixture = fileURLToPath(new URL("./fixtures/taxonomy-sample.en-US.txt", import.meta.url));
const taxonomy = parseProductTaxonomy(await readFile(fixture, "utf8"));
// The checks below never reach the database: only GET /products/{id}/categories reads it (integration test).
const categories = createProductCategoriesService({} as CoreDeps, {
  get: async () => taxonomy,
  peek: () => taxonomy,
  warm: async () => {},
});

describe("the catalogue's checks", () => {
  it("refuses a category id the taxonomy does not have, on the field named", async () => {
    await expect(categories.assertCategory(212)).resolves.toBeUndefined();
    await expect(categories.assertCategory(999_999_999)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { category: fieldMessages.categoryInvalid },
    });
    await expect(categories.assertCategory(3, "categories.0")).rejects.toMatchObject({
      fields: { "categories.0": fieldMessages.categoryInvalid },
    });
  });

  it("widens categories to everything under them; an unknown id stays itself", async () => {
    expect((await categories.withDescendants([1604, 999_999_999])).sort((a, b) => a - b)).toEqual([
      203, 212, 1604, 5598, 999_999_999,
    ]);
    expect(await categories.withDescendants([999_999_999])).toEqual([999_999_999]);
  });

  it("shows a product's category: named from the taxonomy, by its id alone when the taxonomy lacks it", () => {
    expect(categories.shown(3994)).toEqual({
      id: 3994,
      name: "Piñatas",
      path: ["Arts & Entertainment", "Party & Celebration", "Party Supplies", "Piñatas"],
    });
    expect(categories.shown(42)).toEqual({ id: 42, name: null, path: [] });
    expect(categories.shown(null)).toBeNull();
  });

  it("shows a product's category by its id alone, at once, while the taxonomy is not loaded", () => {
    const unloaded = createProductCategoriesService({} as CoreDeps, {
      get: () => Promise.reject(new Error("not loaded")),
      peek: () => undefined,
      warm: async () => {},
    });
    expect(unloaded.shown(3994)).toEqual({ id: 3994, name: null, path: [] });
  });

  it("pages through search results and children", async () => {
    const page = await categories.list({ page: 2, page_size: 10, search: "a" });
    expect(page.count).toBeGreaterThan(10);
    expect(page.results).toHaveLength(page.count - 10);
    const kitchen = await categories.list({ page: 1, page_size: 10, parent: 654, search: "pan" });
    expect(kitchen.results.map((c) => c.id)).toEqual([6838, 4423]);
    await expect(categories.list({ page: 1, page_size: 10, parent: 42 })).rejects.toMatchObject({
      fields: { parent: fieldMessages.categoryInvalid },
    });
  });
});
