import type { VendorWire } from "@tierline/contracts";
import type { Vendor } from "@tierline/core";

export const vendorToWire = (vendor: Vendor): VendorWire => ({
  id: vendor.id,
  entity: vendor.entityId,
  name: vendor.name,
  country: vendor.country,
  status: vendor.status,
  created: vendor.createdAt.toISOString(),
});
