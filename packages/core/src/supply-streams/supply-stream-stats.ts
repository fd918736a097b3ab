import {
  type StageExposure,
  type SupplyStreamStage,
  type VendorRiskStatus,
  vendorRiskStatuses,
  vendorRiskStatusOf,
  worstRiskStatus,
} from "@tierline/contracts";
import type { StreamVendor, SupplyStream } from "./supply-streams.repository";

/** A stage's exposure: its worst vendor's risk status; `unassigned` without vendors. */
export function stageExposure(vendors: StreamVendor[]): StageExposure {
  return vendors.length === 0
    ? "unassigned"
    : worstRiskStatus(vendors.map((v) => vendorRiskStatusOf(v.risks)));
}

/** One stage's figures: its vendors by risk status, and their risks. */
export interface StageStats {
  stage: SupplyStreamStage;
  exposure: StageExposure;
  vendorsCount: number;
  vendorsByRiskStatus: Record<VendorRiskStatus, number>;
  openRisks: { high: number; low: number };
  confirmedRisks: number;
}

/** A stream's figures (`GET /products/supply-stream/{id}/stats`): per stage, and the whole's exposure. */
export interface SupplyStreamStats {
  id: string;
  productsCount: number;
  /** Distinct vendors over all stages. */
  vendorsCount: number;
  /** The worst exposure of the stages that have vendors; `unassigned` when none has. */
  exposure: StageExposure;
  /** Stages whose worst vendor has an open or confirmed risk. */
  exposedStages: number;
  /** Stages without any vendor. */
  unassignedStages: number;
  stages: StageStats[];
}

const sum = (vendors: StreamVendor[], count: (risks: StreamVendor["risks"]) => number) =>
  vendors.reduce((n, v) => n + count(v.risks), 0);

export function supplyStreamStats(stream: SupplyStream): SupplyStreamStats {
  const stages = stream.stages.map(({ stage, vendors }): StageStats => {
    const statuses = vendors.map((v) => vendorRiskStatusOf(v.risks));
    return {
      stage,
      exposure: stageExposure(vendors),
      vendorsCount: vendors.length,
      vendorsByRiskStatus: Object.fromEntries(
        vendorRiskStatuses.map((status) => [status, statuses.filter((s) => s === status).length]),
      ) as Record<VendorRiskStatus, number>,
      openRisks: { high: sum(vendors, (r) => r.openHigh), low: sum(vendors, (r) => r.openLow) },
      confirmedRisks: sum(vendors, (r) => r.confirmed),
    };
  });
  const assigned = stages.flatMap((s) => (s.exposure === "unassigned" ? [] : [s.exposure]));
  return {
    id: stream.id,
    productsCount: stream.productsCount,
    vendorsCount: new Set(stream.stages.flatMap((s) => s.vendors.map((v) => v.id))).size,
    exposure: assigned.length === 0 ? "unassigned" : worstRiskStatus(assigned),
    exposedStages: assigned.filter((exposure) => exposure !== "clear").length,
    unassignedStages: stages.length - assigned.length,
    stages,
  };
}
