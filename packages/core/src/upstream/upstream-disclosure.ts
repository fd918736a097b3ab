import {
  type RiskSeverity,
  riskSeverities,
  upstreamBandStarts,
  upstreamCompletenessStep,
  upstreamMinSuppliers,
} from "@tierline/contracts";

/** What the vendor's workspace knows of its active suppliers, in aggregate (never per supplier). */
export interface SupplierFacts {
  activeSuppliers: number;
  /** Active suppliers validated with complete compliance. */
  complete: number;
  /** When the stalest active supplier's data last changed; null without active suppliers. */
  oldestDataAt: Date | null;
  /** Unresolved risks on active suppliers, per severity. */
  openRisks: Record<RiskSeverity, number>;
}

export interface CountBand {
  min: number;
  max: number | null;
}

export type UpstreamRisk =
  | { sharing: "not_linked" }
  | { sharing: "withheld" }
  | {
      sharing: "shared";
      activeSuppliers: CountBand;
      openRisks: { severity: RiskSeverity; count: CountBand }[];
      completenessPercent: number;
      oldestDataDays: number;
    };

const dayMs = 86_400_000;

/** The band `n` falls in: a count is never told exactly. */
export function countBand(n: number): CountBand {
  const index = upstreamBandStarts.findLastIndex((start) => start <= n);
  const next = upstreamBandStarts[index + 1];
  return { min: upstreamBandStarts[index]!, max: next === undefined ? null : next - 1 };
}

/**
 * The disclosure rule (docs/decisions.md, "Upstream risk and traceability"): below the threshold of
 * active suppliers nothing is told, not even recency, since each figure would describe one or two known
 * suppliers; above it, counts in bands, completeness rounded down to a step, recency in whole days.
 */
export function disclose(facts: SupplierFacts, now: Date): UpstreamRisk {
  if (facts.activeSuppliers < upstreamMinSuppliers || !facts.oldestDataAt) return { sharing: "withheld" };
  const share = Math.floor((facts.complete * 100) / facts.activeSuppliers);
  return {
    sharing: "shared",
    activeSuppliers: countBand(facts.activeSuppliers),
    openRisks: riskSeverities.map((severity) => ({ severity, count: countBand(facts.openRisks[severity]) })),
    completenessPercent: share - (share % upstreamCompletenessStep),
    oldestDataDays: Math.max(0, Math.floor((now.getTime() - facts.oldestDataAt.getTime()) / dayMs)),
  };
}
