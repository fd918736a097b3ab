import { describe, expect, it } from "vitest";
import { productKeys } from "./product-keys";

describe("productKeys", () => {
  it("knows a product by its SKU first, whatever its name or accents", () => {
    const a = productKeys({ name: "Crème Tee", sku: "TS-001 " });
    const b = productKeys({ name: "Creme T-shirt", sku: "ts 001" });
    expect(a.dedupeKey).toBe("sku:ts 001");
    expect(b.dedupeKey).toBe(a.dedupeKey);
  });

  it("falls back to the product number, then to the name", () => {
    expect(productKeys({ name: "Tee", productNumber: "PN-7" }).dedupeKey).toBe("number:pn 7");
    expect(productKeys({ name: "  Organic  Tee ", sku: "", productNumber: null }).dedupeKey).toBe(
      "name:organic tee",
    );
  });

  it("keeps names that fold to nothing apart; a SKU that folds to nothing counts as none", () => {
    expect(productKeys({ name: "🍅" }).dedupeKey).toBe("name:🍅");
    expect(productKeys({ name: "🧵" }).dedupeKey).not.toBe(productKeys({ name: "🍅" }).dedupeKey);
    expect(productKeys({ name: "***" }).nameKey).toBe("***");
    expect(productKeys({ name: "Tee", sku: "-", productNumber: "PN-7" }).dedupeKey).toBe("number:pn 7");
  });

  it("sorts on the folded name and searches name, SKU and product number", () => {
    const keys = productKeys({ name: "Élan Jacket", sku: "EJ-9", productNumber: "P 12" });
    expect(keys.nameKey).toBe("elan jacket");
    expect(keys.searchText).toBe("elan jacket ej 9 p 12");
  });
});
