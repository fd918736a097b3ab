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

  it("widens categories to everything under them; an unknown id adds nothing", async () => {
    expect((await categories.withDescendants([1604, 999_999_999])).sort((a, b) => a - b)).toEqual([
      203, 212, 1604, 5598,
    ]);
    expect(await categories.withDescendants([999_999_999])).toEqual([]);
  });

  it("reads a category back, or null", async () => {
    expect((await categories.byId(3994))?.path).toEqual([
      "Arts & Entertainment",
      "Party & Celebration",
      "Party Supplies",
      "Piñatas",
    ]);
    expect(await categories.byId(42)).toBeNull();
    expect(await categories.byId(null)).toBeNull();
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
