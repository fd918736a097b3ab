import { type ProductColumnMapping, type ProductImportField, productImportFields } from "@tierline/contracts";
import { headerMatcher } from "./vendor-fields";

/**
 * Header names each catalogue field is suggested for, as they appear in product exports of shops and
 * ERPs (Shopify, WooCommerce, Google Merchant feeds, SAP material masters) and hand-made sheets.
 * Compared with `headerKey`, so case, spaces and punctuation do not matter.
 */
const fieldHeaders: Record<ProductImportField, string[]> = {
  name: ["name", "product", "product name", "title", "product title", "item", "item name", "article"],
  sku: ["sku", "variant sku", "item sku", "stock keeping unit", "article number", "item number"],
  description: ["description", "product description", "body", "body html", "long description", "details"],
  category: [
    "category",
    "product category",
    "google product category",
    "google_product_category",
    "taxonomy",
    "product type",
  ],
  product_number: [
    "product number",
    "product id",
    "product no",
    "product code",
    "material number",
    "part number",
    "mpn",
    "gtin",
    "barcode",
    "upc",
    "ean",
  ],
  country_of_origin: [
    "country of origin",
    "origin",
    "origin country",
    "country",
    "made in",
    "coo",
    "manufacturing country",
  ],
  import_countries: [
    "import countries",
    "import country",
    "imported into",
    "destination countries",
    "destinations",
    "markets",
    "sold in",
  ],
};

const productHeaders = headerMatcher(productImportFields, fieldHeaders);

/** Whether a header names a catalogue field (the header row is the one naming them). */
export const isProductHeader = productHeaders.isHeader;

/** The mapping suggested for a catalogue's columns: each field takes the first column named like it. */
export const suggestProductMapping = (columns: readonly string[]): ProductColumnMapping =>
  productHeaders.suggest(columns);
