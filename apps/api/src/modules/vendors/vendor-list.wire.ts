import {
  entityStatusLabels,
  relationshipStatusLabels,
  type VendorStats,
  type VendorWire,
} from "@tierline/contracts";
import type { Vendor, VendorCounts } from "@tierline/core";
import { csvLine } from "../import-wire";

export const vendorToWire = (vendor: Vendor): VendorWire => ({
  id: vendor.id,
  entity: vendor.entityId,
  name: vendor.name,
  country: vendor.country,
  status: vendor.status,
  proposer: vendor.proposer,
  verification_status: vendor.verificationStatus,
  roles: vendor.roles,
  tags: vendor.tags,
  open_risks: vendor.openRisks,
  created: vendor.createdAt.toISOString(),
  updated: vendor.updatedAt.toISOString(),
});

export const vendorStatsToWire = (counts: VendorCounts): VendorStats => ({
  total: counts.total,
  by_status: counts.byStatus,
  by_verification_status: counts.byVerificationStatus,
  with_open_risks: counts.withOpenRisks,
  open_risks: counts.openRisks,
});

/** The export's columns, as the list shows them (labels, not codes), with the ids last. */
const exportHeader = [
  "Vendor",
  "Country",
  "Country code",
  "Status",
  "Verification status",
  "Roles",
  "Tags",
  "Open risks",
  "Added",
  "Last updated",
  "Vendor id",
  "Entity id",
];

/**
 * The vendors as a csv (UTF-8 with a BOM, so Excel opens accents as they are), a batch at a time
 * as they are read: never the whole list in memory. Cells a spreadsheet would run as formulas are
 * kept text (`csvLine`).
 */
export async function* vendorsCsv(batches: AsyncIterable<Vendor[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(exportHeader)}`;
  for await (const batch of batches) {
    let chunk = "";
    for (const v of batch) {
      chunk += csvLine([
        v.name,
        v.country?.name ?? "",
        v.country?.code ?? "",
        relationshipStatusLabels[v.status],
        entityStatusLabels[v.verificationStatus],
        v.roles.map((r) => r.name).join("; "),
        v.tags.map((t) => t.name).join("; "),
        String(v.openRisks),
        v.createdAt.toISOString(),
        v.updatedAt.toISOString(),
        v.id,
        v.entityId,
      ]);
    }
    yield chunk;
  }
}
