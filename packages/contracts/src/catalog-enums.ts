import { z } from "zod";

/** Countries whose HTS codes the product catalogue supports (spec section 9). */
export const productCatalogHtsCountries = ["US", "AU", "GB", "CA"] as const;
export const productCatalogHtsCountrySchema = z.enum(productCatalogHtsCountries);
export type ProductCatalogHtsCountry = z.infer<typeof productCatalogHtsCountrySchema>;

/** Binding rulings exist for the US only (spec section 9). */
export const bindingRulingCountries = ["US"] as const;

/** How a store's product is matched to a catalogue product (spec section 3). */
export const storeProductMatchFields = ["product_id", "sku", "barcode"] as const;
export const storeProductMatchFieldSchema = z.enum(storeProductMatchFields);
export type StoreProductMatchField = z.infer<typeof storeProductMatchFieldSchema>;
