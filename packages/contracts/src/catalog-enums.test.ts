import { describe, expect, it } from "vitest";
import {
  productCatalogHtsCountries,
  productCatalogHtsCountrySchema,
  storeProductMatchFields,
} from "./catalog-enums";

describe("catalogue enums", () => {
  it("supports HTS codes for US, AU, GB and CA", () => {
    expect(productCatalogHtsCountries).toEqual(["US", "AU", "GB", "CA"]);
    expect(productCatalogHtsCountrySchema.safeParse("DE").success).toBe(false);
  });
  it("matches store products by product_id, sku or barcode", () => {
    expect(storeProductMatchFields).toEqual(["product_id", "sku", "barcode"]);
  });
});
