import {
  descriptionSchema,
  nameSchema,
  optionalText,
  type ProductColumnMapping,
  type ProductImportField,
  productImportFields,
  productRowMessages,
} from "@tierline/contracts";
import type { SourceRow } from "./cells";
import { productKeys } from "./product-keys";
import { columnIndexes, definedOnly, type FieldIssue, rowReader } from "./row-reader";

/** A row that became a product: its fields in the form they are stored in. */
export interface ProductCandidate {
  rowNumber: number;
  dedupeKey: string;
  nameKey: string;
  searchText: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryOfOrigin: string;
  sku?: string;
  description?: string;
  productNumber?: string;
  /** A Google product taxonomy id, when the category cell is one. */
  categoryId?: number;
  /** The category cell as written (an id or a path such as "Apparel & Accessories > Clothing"). */
  categoryText?: string;
  /** ISO alpha-2 codes, each once, in the cell's order. */
  importCountries: string[];
}

export type ProductRowIssue = FieldIssue<ProductImportField>;

export type ProductRowResult =
  | { rowNumber: number; cells: string[]; product: ProductCandidate }
  | { rowNumber: number; cells: string[]; issues: ProductRowIssue[] };

const skuSchema = optionalText(255, productRowMessages.skuTooLong);
const productNumberSchema = optionalText(255, productRowMessages.productNumberTooLong);
const categorySchema = optionalText(500, productRowMessages.categoryTooLong);
const optionalDescription = descriptionSchema.optional();

/** Largest category id kept as an id (a PostgreSQL integer); Google's ids are far below it. */
const maxCategoryId = 2_147_483_647;

/**
 * The countries of a list cell: parts separated by semicolons, pipes or line breaks; commas separate
 * too unless the whole cell is one country written with a comma ("Korea, Republic of"). Null when a
 * part is no known country.
 */
export function splitCountries(text: string, countryOf: (text: string) => string | null): string[] | null {
  const whole = countryOf(text.trim());
  if (whole) return [whole];
  const parts = text
    .split(/[;|\n\r]+/)
    .flatMap((part) => (countryOf(part.trim()) ? [part] : part.split(",")))
    .map((part) => part.trim())
    .filter(Boolean);
  const codes: string[] = [];
  for (const part of parts) {
    const code = countryOf(part);
    if (!code) return null;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

export interface ProductRowOptions {
  mapping: ProductColumnMapping;
  columns: readonly string[];
  /** Country text to ISO alpha-2, or null (see `createCountryResolver`). */
  countryOf: (text: string) => string | null;
}

/**
 * Validates catalogue rows against a column mapping with the contracts' field rules: name required
 * and at most 255, country of origin required and a known name or ISO code, description at most 1000,
 * SKU and product number at most 255, a category id or path text, import countries a list of known
 * countries. Every broken rule of a row is listed, not only the first.
 */
export function createProductRowValidator({ mapping, columns, countryOf }: ProductRowOptions) {
  const indexOf = columnIndexes(productImportFields, mapping, columns);

  return (row: SourceRow): ProductRowResult => {
    const { issues, text, check, optional, country, cells: cellsOf } = rowReader(row, indexOf);
    const cells = cellsOf();
    const name = check("name", nameSchema, text("name"));
    const sku = optional("sku", skuSchema);
    const description = check("description", optionalDescription, text("description") || undefined);
    const productNumber = optional("product_number", productNumberSchema);
    const countryOfOrigin = country("country_of_origin", countryOf, productRowMessages.countryUnknown);

    const categoryText = optional("category", categorySchema);
    let categoryId: number | undefined;
    if (categoryText !== undefined && /^\d+$/.test(categoryText)) {
      const id = Number(categoryText);
      if (id >= 1 && id <= maxCategoryId) categoryId = id;
      else issues.push({ field: "category", message: productRowMessages.categoryInvalid });
    }

    let importCountries: string[] = [];
    const countriesText = text("import_countries");
    if (countriesText !== "") {
      const codes = splitCountries(countriesText, countryOf);
      if (codes) importCountries = codes;
      else issues.push({ field: "import_countries", message: productRowMessages.importCountriesUnknown });
    }

    if (issues.length > 0 || name === undefined || countryOfOrigin === undefined) {
      return { rowNumber: row.rowNumber, cells, issues };
    }
    const keys = productKeys({ name, sku, productNumber });
    return {
      rowNumber: row.rowNumber,
      cells,
      product: {
        rowNumber: row.rowNumber,
        ...keys,
        name,
        countryOfOrigin,
        importCountries,
        ...definedOnly({ sku, description, productNumber, categoryId, categoryText }),
      },
    };
  };
}

/**
 * A later row of the same product (same dedupe key) over an earlier one: the later row's non-empty
 * cells replace (last wins), its import countries are added to the earlier ones. Rows of one batch are
 * merged with it before they are written; the catalogue import applies the same rule to a product
 * already stored (made earlier in the import, by another import, or by hand), so duplicates come out the
 * same wherever they fall, and a file imported again changes nothing. The product keeps the earlier row's
 * number (the row it was made from) and its dedupe key.
 */
export function mergeProductRows(earlier: ProductCandidate, later: ProductCandidate): ProductCandidate {
  const merged: ProductCandidate = {
    ...earlier,
    ...definedOnly(later),
    rowNumber: earlier.rowNumber,
    importCountries: [...new Set([...earlier.importCountries, ...later.importCountries])],
  };
  const { nameKey, searchText } = productKeys(merged);
  return { ...merged, dedupeKey: earlier.dedupeKey, nameKey, searchText };
}
