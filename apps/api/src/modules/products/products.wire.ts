import type { ProductLookupItem, ProductWire } from "@tierline/contracts";
import type { Product, ProductLookupRow } from "@tierline/core";

export const productToWire = (product: Product): ProductWire => ({
  id: product.id,
  name: product.name,
  sku: product.sku,
  description: product.description,
  product_number: product.productNumber,
  category: product.category ? { ...product.category, path: [...product.category.path] } : null,
  country_of_origin: product.countryOfOrigin,
  import_countries: product.importCountries,
  image: product.image
    ? { id: product.image.id, thumbnail_url: product.image.thumbnailUrl, url: product.image.url }
    : null,
  supply_streams: product.supplyStreams,
  created_at: product.createdAt.toISOString(),
  updated_at: product.updatedAt.toISOString(),
});

export const productLookupToWire = (row: ProductLookupRow): ProductLookupItem => ({
  value: row.value,
  label: row.label,
  count: row.count,
});
