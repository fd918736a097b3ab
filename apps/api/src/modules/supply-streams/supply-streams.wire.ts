import {
  type StreamProductWire,
  type StreamVendorWire,
  type SupplyStreamStatsWire,
  type SupplyStreamWire,
  supplyStreamStageLabels,
  type VendorSupplyStreamsWire,
  vendorRiskStatusOf,
} from "@tierline/contracts";
import {
  type StreamProduct,
  type StreamVendor,
  type SupplyStream,
  type SupplyStreamStats,
  stageExposure,
  type VendorStream,
} from "@tierline/core";

const vendorToWire = (vendor: StreamVendor): StreamVendorWire => ({
  id: vendor.id,
  name: vendor.name,
  country: vendor.country,
  risk_status: vendorRiskStatusOf(vendor.risks),
  open_risks_high: vendor.risks.openHigh,
  open_risks_low: vendor.risks.openLow,
  confirmed_risks: vendor.risks.confirmed,
});

export const supplyStreamToWire = (stream: SupplyStream): SupplyStreamWire => ({
  id: stream.id,
  name: stream.name,
  products_count: stream.productsCount,
  stages: stream.stages.map(({ stage, vendors }) => ({
    supply_stream_stage: stage,
    label: supplyStreamStageLabels[stage],
    exposure: stageExposure(vendors),
    vendors: vendors.map(vendorToWire),
  })),
  created: stream.createdAt.toISOString(),
  updated: stream.updatedAt.toISOString(),
});

export const supplyStreamStatsToWire = (stats: SupplyStreamStats): SupplyStreamStatsWire => ({
  id: stats.id,
  products_count: stats.productsCount,
  vendors_count: stats.vendorsCount,
  exposure: stats.exposure,
  exposed_stages: stats.exposedStages,
  unassigned_stages: stats.unassignedStages,
  stages: stats.stages.map((stage) => ({
    supply_stream_stage: stage.stage,
    label: supplyStreamStageLabels[stage.stage],
    exposure: stage.exposure,
    vendors_count: stage.vendorsCount,
    vendors_by_risk_status: stage.vendorsByRiskStatus,
    open_risks: { HIGH: stage.openRisks.high, LOW: stage.openRisks.low },
    confirmed_risks: stage.confirmedRisks,
  })),
});

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
