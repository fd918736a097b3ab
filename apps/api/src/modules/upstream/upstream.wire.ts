import { type UpstreamRiskWire, upstreamMinSuppliers } from "@tierline/contracts";
import type { UpstreamRisk } from "@tierline/core";

export const upstreamRiskToWire = (upstream: UpstreamRisk): UpstreamRiskWire => ({
  sharing: upstream.sharing,
  min_suppliers: upstreamMinSuppliers,
  summary:
    upstream.sharing === "shared"
      ? {
          active_suppliers: upstream.activeSuppliers,
          open_risks: upstream.openRisks,
          completeness_percent: upstream.completenessPercent,
          oldest_data_days: upstream.oldestDataDays,
        }
      : null,
});
