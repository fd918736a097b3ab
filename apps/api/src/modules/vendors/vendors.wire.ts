import type * as wire from "@tierline/contracts";
import { vendorColumnMappingRules, vendorImportFieldLabels, vendorImportFields } from "@tierline/contracts";
import type { VendorImport, VendorListPreview } from "@tierline/core";
import { importProgressToWire, mappingFieldsToWire, mappingToWire } from "../import-wire";

/** The vendors domain's objects in the wire's snake_case shapes (contracts). */

export const vendorListPreviewToWire = (p: VendorListPreview): wire.VendorListMetaData => ({
  resource_id: p.resourceId,
  file_name: p.fileName,
  columns: p.columns,
  header_row: p.headerRow,
  vendors: p.sampleRows,
  total_vendors: p.totalRowsEstimate,
  columns_mapping: mappingToWire(p.mapping),
  suggested_mapping: mappingToWire(p.suggestedMapping),
  remembered_mapping: p.rememberedMapping ? mappingToWire(p.rememberedMapping) : null,
  fields: mappingFieldsToWire(vendorImportFields, vendorImportFieldLabels, vendorColumnMappingRules),
});

export const vendorImportToWire = (i: VendorImport): wire.VendorImportWire => ({
  id: i.id,
  resource_id: i.resourceId,
  ...importProgressToWire(i),
  created_vendors: i.createdVendors,
});
