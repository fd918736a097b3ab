import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  parseProductTaxonomy,
  repairDoubleEncoding,
  singular,
  TaxonomyFormatError,
} from "./product-taxonomy";
import { loadProductTaxonomy } from "./product-taxonomy-file";

const fixture = fileURLToPath(new URL("./fixtures/taxonomy-sample.en-US.txt", import.meta.url));
const shared = fileURLToPath(
  new URL(
    "../../../../../shared/data/taxonomy/google_taxonomy-with-ids.en-US.2021-09-21.txt",
    import.meta.url,
  ),
);
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe("repairDoubleEncoding", () => {
  it("turns UTF-8 read as Windows-1251 back into the text", () => {
    expect(repairDoubleEncoding("PiГ±atas")).toBe("Piñatas");
    expect(repairDoubleEncoding("BoutonniГЁres")).toBe("Boutonnières");
    expect(repairDoubleEncoding("CrГЄpe & Blini Pans")).toBe("Crêpe & Blini Pans");
  });

  it("leaves plain ASCII, accented Latin and real Cyrillic text alone", () => {
    expect(repairDoubleEncoding("Shirts & Tops")).toBe("Shirts & Tops");
    expect(repairDoubleEncoding("Crêpe & Blini Pans")).toBe("Crêpe & Blini Pans");
    expect(repairDoubleEncoding("Привет мир")).toBe("Привет мир");
  });
});

describe("parseProductTaxonomy on a sample in the official format", async () => {
  const { readFile } = await import("node:fs/promises");
  const taxonomy = parseProductTaxonomy(await readFile(fixture, "utf8"));

  it("reads the version and every category, repairing the double-encoded lines", () => {
    expect(taxonomy.version).toBe("2021-09-21");
    expect(taxonomy.size).toBe(25);
    expect(taxonomy.byId(3994)?.name).toBe("Piñatas");
    expect(taxonomy.byId(4423)?.path).toEqual([
      "Home & Garden",
      "Kitchen & Dining",
      "Cookware & Bakeware",
      "Sauté Pans",
    ]);
    expect(taxonomy.byId(6838)?.name).toBe("Crêpe & Blini Pans");
  });

  it("builds the tree: roots, children, lineage and subtrees, a child listed before its parent included", () => {
    expect(names(taxonomy.children(null))).toEqual([
      "Animals & Pet Supplies",
      "Arts & Entertainment",
      "Apparel & Accessories",
      "Home & Garden",
      "Sporting Goods",
    ]);
    expect(taxonomy.byId(5598)?.parentId).toBe(203);
    expect(names(taxonomy.children(1604))).toEqual(["Shirts & Tops", "Outerwear"]);
    expect(taxonomy.children(212)).toEqual([]);
    expect(names(taxonomy.lineage(5598))).toEqual([
      "Apparel & Accessories",
      "Clothing",
      "Outerwear",
      "Coats & Jackets",
    ]);
    expect(taxonomy.subtreeIds(1604).sort((a, b) => a - b)).toEqual([203, 212, 1604, 5598]);
    expect(taxonomy.lineage(424242)).toEqual([]);
    expect(taxonomy.subtreeIds(424242)).toEqual([]);
  });

  it("searches by the start of words, accents ignored, the name itself first", () => {
    expect(names(taxonomy.search("pinata"))).toEqual(["Piñatas"]);
    expect(names(taxonomy.search("party supplies"))).toEqual(["Party Supplies", "Piñatas"]);
    expect(names(taxonomy.search("PAN"))).toEqual(["Crêpe & Blini Pans", "Sauté Pans"]);
    expect(names(taxonomy.search("supplies"))).toEqual([
      "Animals & Pet Supplies",
      "Pet Supplies",
      "Cat Supplies",
      "Dog Supplies",
      "Party Supplies",
      "Piñatas",
    ]);
    expect(taxonomy.search("  ")).toEqual([]);
    expect(taxonomy.search("xylophone")).toEqual([]);
  });

  it("suggests categories from a product's name and description", () => {
    expect(names(taxonomy.suggest({ name: "Stainless sauté pan 28 cm" }, 3))[0]).toBe("Sauté Pans");
    expect(
      names(taxonomy.suggest({ name: "Rain jacket", description: "A light coat for wet days" }, 3))[0],
    ).toBe("Coats & Jackets");
    expect(names(taxonomy.suggest({ name: "Organic cotton shirt" }, 3))).toContain("Shirts & Tops");
    expect(taxonomy.suggest({ name: "the and of" }, 3)).toEqual([]);
  });

  it("refuses a file it cannot read, naming the line", () => {
    expect(() => parseProductTaxonomy("1 - A\nnot a category")).toThrow(TaxonomyFormatError);
    expect(() => parseProductTaxonomy("1 - A\n2 - B > C")).toThrow(/line 2: its parent/);
    expect(() => parseProductTaxonomy("1 - A\n1 - B")).toThrow(/line 2: the id 1 twice/);
  });
});

it("makes words singular", () => {
  expect(["boxes", "pans", "batteries", "glass", "dress", "jeans"].map(singular)).toEqual([
    "box",
    "pan",
    "battery",
    "glass",
    "dress",
    "jean",
  ]);
});

describe.skipIf(!existsSync(shared))("the real file in ../shared/data/taxonomy", () => {
  it("loads 5,595 categories, 21 top-level, its double-encoded lines repaired", async () => {
    const taxonomy = await loadProductTaxonomy({ file: shared });
    expect(taxonomy.version).toBe("2021-09-21");
    expect(taxonomy.size).toBe(5595);
    expect(taxonomy.children(null)).toHaveLength(21);
    expect(taxonomy.byId(6100)?.name).toBe("Corsage & Boutonnière Pins");
    expect(taxonomy.byId(499740)?.name).toBe("Fencing Jackets & Lamés");
    const every = taxonomy.children(null).flatMap((root) => taxonomy.subtreeIds(root.id));
    expect(every).toHaveLength(5595);
    const cyrillic = /[\u0400-\u04ff]/;
    expect(every.filter((id) => cyrillic.test(taxonomy.byId(id)!.name))).toEqual([]);
  });
});
if (!existsSync(shared)) console.warn(`skipped: ${shared} is not there (the real taxonomy file)`);
