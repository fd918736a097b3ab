import {
  type StageExposure,
  type StreamProductWire,
  type StreamVendorWire,
  type SupplyStreamStatsWire,
  type SupplyStreamWire,
  supplyStreamStageLabels,
  type VendorSupplyStreamsWire,
  vendorRiskStatuses,
  vendorRiskStatusOf,
  worstRiskStatus,
} from "@tierline/contracts";
import type { StreamProduct, StreamVendor, SupplyStream, VendorStream } from "@tierline/core";

const vendorToWire = (vendor: StreamVendor): StreamVendorWire => ({
  id: vendor.id,
  name: vendor.name,
  country: vendor.country,
  risk_status: vendorRiskStatusOf(vendor.risks),
  open_risks_high: vendor.risks.openHigh,
  open_risks_low: vendor.risks.openLow,
  confirmed_risks: vendor.risks.confirmed,
});

const exposureOf = (vendors: StreamVendorWire[]): StageExposure =>
  vendors.length === 0 ? "unassigned" : worstRiskStatus(vendors.map((v) => v.risk_status));

export const supplyStreamToWire = (stream: SupplyStream): SupplyStreamWire => ({
  id: stream.id,
  name: stream.name,
  products_count: stream.productsCount,
  stages: stream.stages.map(({ stage, vendors }) => {
    const wired = vendors.map(vendorToWire);
    return {
      supply_stream_stage: stage,
      label: supplyStreamStageLabels[stage],
      exposure: exposureOf(wired),
      vendors: wired,
    };
  }),
  created: stream.createdAt.toISOString(),
  updated: stream.updatedAt.toISOString(),
});

/** The stream's figures: per stage its vendors by risk status and their risks, and the whole's exposure. */
export function supplyStreamStats(stream: SupplyStream): SupplyStreamStatsWire {
  const wire = supplyStreamToWire(stream);
  const stages = wire.stages.map((stage) => ({
    supply_stream_stage: stage.supply_stream_stage,
    label: stage.label,
    exposure: stage.exposure,
    vendors_count: stage.vendors.length,
    vendors_by_risk_status: Object.fromEntries(
      vendorRiskStatuses.map((status) => [
        status,
        stage.vendors.filter((v) => v.risk_status === status).length,
      ]),
    ) as SupplyStreamStatsWire["stages"][number]["vendors_by_risk_status"],
    open_risks: {
      HIGH: stage.vendors.reduce((n, v) => n + v.open_risks_high, 0),
      LOW: stage.vendors.reduce((n, v) => n + v.open_risks_low, 0),
    },
    confirmed_risks: stage.vendors.reduce((n, v) => n + v.confirmed_risks, 0),
  }));
  const assigned = stages.filter((s) => s.exposure !== "unassigned");
  return {
    id: stream.id,
    products_count: stream.productsCount,
    vendors_count: new Set(wire.stages.flatMap((s) => s.vendors.map((v) => v.id))).size,
    exposure:
      assigned.length === 0
        ? "unassigned"
        : worstRiskStatus(assigned.map((s) => s.exposure as Exclude<StageExposure, "unassigned">)),
    exposed_stages: assigned.filter((s) => s.exposure !== "clear").length,
    unassigned_stages: stages.length - assigned.length,
    stages,
  };
}

export const streamProductToWire = (link: StreamProduct): StreamProductWire => ({
  id: link.id,
  product: {
    id: link.product.id,
    name: link.product.name,
    sku: link.product.sku,
    product_number: link.product.productNumber,
    country_of_origin: link.product.countryOfOrigin,
  },
  created: link.createdAt.toISOString(),
});

export const vendorStreamToWire = (stream: VendorStream): VendorSupplyStreamsWire["results"][number] => ({
  id: stream.id,
  name: stream.name,
  stages: stream.stages,
  products_count: stream.productsCount,
  products: stream.products,
});
