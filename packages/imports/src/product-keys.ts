import { foldedKey, foldText } from "@tierline/contracts";

/** Text as the catalogue compares it: accents off, lower case, one space between words. */
export const foldProductText = foldText;

export interface ProductIdentity {
  name: string;
  sku?: string | null;
  productNumber?: string | null;
}

/**
 * The keys a product row carries (prisma `Product`), computed the same way by a hand-made product and
 * an imported one:
 * - `dedupeKey`, its identity in the workspace: the SKU when it has one, else its product number, else
 *   its name. Two rows with the same SKU are one product, whatever their names; a catalogue imported
 *   twice adds nothing twice;
 * - `nameKey`, the name sort and the `name` filter: `foldedKey`, so a name of emoji or punctuation only
 *   is its own key, not "" shared with every other such name. A SKU or product number that folds to
 *   nothing (a placeholder such as "-") counts as none: the product falls back to the next key;
 * - `searchText`, what the search matches: name, SKU and product number.
 */
export function productKeys(product: ProductIdentity) {
  const sku = foldProductText(product.sku ?? "");
  const productNumber = foldProductText(product.productNumber ?? "");
  const nameKey = foldedKey(product.name);
  const dedupeKey = sku ? `sku:${sku}` : productNumber ? `number:${productNumber}` : `name:${nameKey}`;
  const searchText = [nameKey, sku, productNumber].filter(Boolean).join(" ");
  return { dedupeKey, nameKey, searchText };
}
