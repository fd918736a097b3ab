import type * as wire from "@tierline/contracts";
import {
  productColumnMappingRules,
  productImportFieldLabels,
  productImportFields,
} from "@tierline/contracts";
import type { ProductDescriptions, ProductImport, ProductListPreview } from "@tierline/core";
import { importProgressToWire, mappingFieldsToWire, mappingToWire } from "../import-wire";

/** The product-imports domain's objects in the wire's snake_case shapes (contracts). */

export const productImportFieldsWire = () =>
  mappingFieldsToWire(productImportFields, productImportFieldLabels, productColumnMappingRules);

export const productListPreviewToWire = (p: ProductListPreview): wire.ProductListMetaData => ({
  resource_id: p.resourceId,
  file_name: p.fileName,
  columns: p.columns,
  header_row: p.headerRow,
  products: p.sampleRows,
  total_products: p.totalRowsEstimate,
  columns_mapping: mappingToWire(p.mapping),
  suggested_mapping: mappingToWire(p.suggestedMapping),
  remembered_mapping: p.rememberedMapping ? mappingToWire(p.rememberedMapping) : null,
  fields: productImportFieldsWire(),
});

export const productImportToWire = (i: ProductImport): wire.ProductImportWire => ({
  id: i.id,
  resource_id: i.resourceId,
  supply_stream: i.supplyStreamId,
  ...importProgressToWire(i),
  created_products: i.createdProducts,
});

export const productDescriptionsToWire = (d: ProductDescriptions): wire.ProductDescriptions => ({
  id: d.id,
  description: d.description,
  description_for_import: d.importDescription,
  category_for_import: d.importCategory,
  import_id: d.importId,
  import_row: d.importRow,
});
