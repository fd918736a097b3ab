import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { fieldMessages, productRowMessages } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { type CountryNames, createCountryResolver } from "./countries";
import { isProductHeader, suggestProductMapping } from "./product-fields";
import {
  createProductRowValidator,
  mergeProductRows,
  type ProductRowResult,
  splitCountries,
} from "./product-rows";
import { type FileKind, openTable } from "./table";
import { csvFile, xlsxFile } from "./testing/files";
import { carryOverMapping, startingMapping } from "./vendor-fields";

const countries = createRequire(import.meta.url)(
  "@countrystatecity/countries/data/countries.json",
) as CountryNames[];
const countryOf = createCountryResolver(countries);

/** A catalogue file's rows through the validator, with the mapping suggested from its header. */
async function rowsOfFile(kind: FileKind, bytes: Buffer): Promise<ProductRowResult[]> {
  const table = await openTable(kind, Readable.from([bytes]), isProductHeader);
  const validate = createProductRowValidator({
    mapping: suggestProductMapping(table.columns),
    columns: table.columns,
    countryOf,
  });
  const results: ProductRowResult[] = [];
  for await (const row of table.rows) results.push(validate(row));
  return results;
}

const catalogueRows = (rows: string[][]) => rowsOfFile("csv", csvFile(rows));

describe("catalogue columns", () => {
  it("suggests the fields from the headers of shop and ERP exports, and finds the header under a title", async () => {
    const table = await openTable(
      "csv",
      Readable.from([
        csvFile([
          ["Spring catalogue", "", ""],
          ["Title", "Variant SKU", "Made in", "Google_Product_Category", "Markets"],
          ["Tee", "T-1", "VN", "212", "US"],
        ]),
      ]),
      isProductHeader,
    );
    expect(table.headerRowNumber).toBe(2);
    expect(suggestProductMapping(table.columns)).toEqual({
      name: "Title",
      sku: "Variant SKU",
      country_of_origin: "Made in",
      category: "Google_Product_Category",
      import_countries: "Markets",
    });
  });

  it("starts from the remembered mapping where the file has its columns, then the suggestion", () => {
    const columns = ["Product", "sku", "Origin", "Country"];
    const carried = carryOverMapping({ name: "product", country_of_origin: "Herkunft" }, columns, [
      "name",
      "sku",
      "country_of_origin",
    ] as const);
    expect(carried).toEqual({ name: "Product" });
    expect(
      startingMapping(["name", "sku", "country_of_origin"] as const, carried, {
        name: "Product",
        sku: "sku",
        country_of_origin: "Origin",
      }),
    ).toEqual({ name: "Product", sku: "sku", country_of_origin: "Origin" });
  });
});

describe("import countries in one cell", () => {
  it("splits on semicolons, pipes, line breaks and commas, keeping a country written with a comma whole", () => {
    expect(splitCountries("US; Canada|de\nFrance", countryOf)).toEqual(["US", "CA", "DE", "FR"]);
    expect(splitCountries("US, GB, us", countryOf)).toEqual(["US", "GB"]);
    expect(splitCountries("Korea, Republic of", countryOf)).toEqual(["KR"]);
    expect(splitCountries("Korea, Republic of; Japan", countryOf)).toEqual(["KR", "JP"]);
    expect(splitCountries("US; Narnia", countryOf)).toBeNull();
  });

  it("names no country in a blank or separator-only cell, and skips empty parts between separators", () => {
    for (const text of ["", "   ", ";;", " ; | ,\n"])
      expect([text, splitCountries(text, countryOf)]).toEqual([text, []]);
    expect(splitCountries("US;;CA", countryOf)).toEqual(["US", "CA"]);
    expect(splitCountries(", US ,", countryOf)).toEqual(["US"]);
  });
});

describe("catalogue rows", () => {
  const header = [
    "Name",
    "SKU",
    "Description",
    "Category",
    "Product Number",
    "Country of Origin",
    "Import Countries",
  ];

  it("reads a product with its keys, category id or path, and import countries", async () => {
    const [id, path] = await catalogueRows([
      header,
      ["  Organic Tee ", "TEE-1", "Cotton", "212", "P-1", "Viet Nam", "US; CA"],
      ["Bag", "", "", "Luggage & Bags > Totes", "", "in", ""],
    ]);
    expect(id).toMatchObject({
      product: {
        rowNumber: 2,
        name: "Organic Tee",
        sku: "TEE-1",
        description: "Cotton",
        categoryId: 212,
        categoryText: "212",
        productNumber: "P-1",
        countryOfOrigin: "VN",
        importCountries: ["US", "CA"],
        dedupeKey: "sku:tee 1",
        nameKey: "organic tee",
        searchText: "organic tee tee 1 p 1",
      },
    });
    expect(path).toMatchObject({
      product: {
        name: "Bag",
        categoryText: "Luggage & Bags > Totes",
        countryOfOrigin: "IN",
        importCountries: [],
      },
    });
    expect(path && "product" in path && path.product.categoryId).toBeUndefined();
  });

  it("reads typed xlsx cells as their text: a number as SKU, product number or category id", async () => {
    const bytes = await xlsxFile({
      rows: [
        header,
        ["Tee", 100234, "", 212, 4006381333931, "VN", "US"],
        // A category typed as the number 1604.0 (a number cell, not text) is the id 1604.
        ["Jam", 7, "", 1604.0, 12.5, "FR", ""],
      ],
    });
    const [tee, jam] = await rowsOfFile("xlsx", bytes);
    expect(tee).toMatchObject({
      cells: ["Tee", "100234", "", "212", "4006381333931", "VN", "US"],
      product: {
        sku: "100234",
        categoryId: 212,
        categoryText: "212",
        productNumber: "4006381333931",
        dedupeKey: "sku:100234",
      },
    });
    expect(jam).toMatchObject({
      product: { sku: "7", categoryId: 1604, categoryText: "1604", productNumber: "12.5" },
    });
  });

  it("imports no country from a whitespace-only or separator-only import countries cell", async () => {
    const results = await catalogueRows([
      header,
      ["Tee", "T-1", "", "", "", "VN", "   "],
      ["Hat", "H-1", "", "", "", "VN", ";;"],
      ["Cap", "C-1", "", "", "", "VN", " ; | "],
      ["Bag", "B-1", "", "", "", "VN", "US;;CA"],
    ]);
    expect(results.map((r) => ("product" in r ? r.product.importCountries : r.issues))).toEqual([
      [],
      [],
      [],
      ["US", "CA"],
    ]);
  });

  it("refuses a country of origin of separators only as unknown, never a country", async () => {
    const [dashes, semicolons] = await catalogueRows([
      header,
      ["Tee", "T-1", "", "", "", "--", ""],
      ["Hat", "H-1", "", "", "", ";;", ""],
    ]);
    for (const result of [dashes, semicolons])
      expect(result && "issues" in result && result.issues).toEqual([
        { field: "country_of_origin", message: productRowMessages.countryUnknown },
      ]);
  });

  it("lists every broken rule of a row on its field", async () => {
    const [bad, blank] = await catalogueRows([
      header,
      ["N".repeat(256), "S".repeat(256), "D".repeat(1001), "0", "P".repeat(256), "Atlantis", "Narnia"],
      ["", "", "", "", "", "", ""].map((c, i) => (i === 1 ? "X-1" : c)),
    ]);
    expect(bad && "issues" in bad && bad.issues).toEqual([
      { field: "name", message: fieldMessages.nameTooLong },
      { field: "sku", message: productRowMessages.skuTooLong },
      { field: "description", message: fieldMessages.descriptionTooLong },
      { field: "product_number", message: productRowMessages.productNumberTooLong },
      { field: "country_of_origin", message: productRowMessages.countryUnknown },
      { field: "category", message: productRowMessages.categoryInvalid },
      { field: "import_countries", message: productRowMessages.importCountriesUnknown },
    ]);
    expect(blank && "issues" in blank && blank.issues).toEqual([
      { field: "name", message: fieldMessages.nameRequired },
      { field: "country_of_origin", message: fieldMessages.countryRequired },
    ]);
  });
});

describe("rows of one product", () => {
  it("merge later over earlier: non-empty cells replace, import countries add up, the first row stays", async () => {
    const [first, second] = (
      await catalogueRows([
        ["Name", "SKU", "Description", "Category", "Product Number", "Country of Origin", "Import Countries"],
        ["Organic Tee", "TEE-1", "A cotton tee", "212", "P-1", "VN", "US; CA"],
        ["Organic Tee v2", "tee-1", "", "", "", "BD", "CA; AU"],
      ])
    ).map((row) => ("product" in row ? row.product : undefined));
    expect(mergeProductRows(first!, second!)).toEqual({
      rowNumber: 2,
      dedupeKey: "sku:tee 1",
      nameKey: "organic tee v2",
      searchText: "organic tee v2 tee 1 p 1",
      name: "Organic Tee v2",
      sku: "tee-1",
      description: "A cotton tee",
      productNumber: "P-1",
      categoryId: 212,
      categoryText: "212",
      countryOfOrigin: "BD",
      importCountries: ["US", "CA", "AU"],
    });
  });
});
