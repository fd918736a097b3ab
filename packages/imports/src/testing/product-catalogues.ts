/**
 * Generates large product catalogues for the benchmark: `rows` products with the mess of real
 * exports, the same on every run (seeded). About 2% without a country of origin, 1% with one nobody
 * knows, 5% repeating an earlier SKU (the same product listed again), 1% with a description over 1000
 * characters, import countries as a list in one cell, categories as Google taxonomy ids or paths.
 */
import { seeded, writeCsvRows, writeXlsxRows } from "./vendor-lists";

export const productCatalogueHeader = [
  "Product Name",
  "SKU",
  "Description",
  "Google Product Category",
  "Product Number",
  "Country of Origin",
  "Import Countries",
];

const nouns = [
  "T-Shirt",
  "Hoodie",
  "Sneaker",
  "Backpack",
  "Mug",
  "Lamp",
  "Cable",
  "Charger",
  "Chair",
  "Towel",
];
const adjectives = ["Organic", "Classic", "Recycled", "Premium", "Compact", "Heavy-duty", "Slim", "Woven"];
const origins = [
  "CN",
  "China",
  "VN",
  "Viet Nam",
  "IN",
  "India",
  "BD",
  "Bangladesh",
  "TR",
  "Turkey",
  "US",
  "MX",
];
const destinations = ["US", "US; CA", "US, GB", "GB|DE|FR", "AU", "United States; Canada", "CA"];
const categories = [
  "1604",
  "212",
  "Apparel & Accessories > Clothing > Shirts & Tops",
  "Home & Garden > Kitchen & Dining",
  "2271",
];

export function* productRows(rows: number, seed = 20261125): Generator<(string | null)[]> {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[random.int(items.length)] as T;
  for (let i = 0; i < rows; i++) {
    const repeat = i > 10 && random.next() < 0.05;
    const n = repeat ? random.int(i) : i;
    const name = `${adjectives[n % adjectives.length]} ${nouns[(n >> 3) % nouns.length]} ${n}`;
    const r = random.next();
    const origin = r < 0.02 ? null : r < 0.03 ? "Atlantis" : pick(origins);
    const description =
      random.next() < 0.01
        ? "x".repeat(1001)
        : `${name}: made of ${pick(["cotton", "polyester", "steel", "bamboo", "leather"])}, ${pick(["size M", "500 ml", "2 m", "one size"])}.`;
    yield [
      name,
      `SKU-${String(n).padStart(7, "0")}`,
      description,
      pick(categories),
      `P${100000 + n}`,
      origin,
      pick(destinations),
    ];
  }
}

export const writeProductCsv = (path: string, rows: number) =>
  writeCsvRows(path, productCatalogueHeader, productRows(rows));

export const writeProductXlsx = (path: string, rows: number) =>
  writeXlsxRows(path, productCatalogueHeader, productRows(rows));
