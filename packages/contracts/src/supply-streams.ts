import { z } from "zod";
import { streamNameSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { riskSeveritySchema } from "./risk-enums";
import { supplyStreamStageLabels, supplyStreamStageSchema, supplyStreamStages } from "./supply-stream-enums";
import { nameSearchSchema } from "./vendors";

/**
 * Supply streams (spec sections 3 and 7, issue 13): a product's supply chain broken into the five
 * stages, the workspace's vendors assigned per stage, and the products in it. Ids of the workspace's
 * own objects in a body that are not its own answer 400 with a field message (docs/decisions.md,
 * "Products"), as the vendor invitations do.
 */

/** Most vendor assignments in one stream (all stages). */
export const streamVendorsMax = 250;
/** Most products in one add or remove call. */
export const streamProductsMax = 1000;
/** Most streams in one add-to-products call. */
export const streamsPerCallMax = 50;

/** A stage item: one vendor (its relationship id, the vendor profile's id) at one stage. */
export const stageVendorSchema = z.object(
  {
    supply_stream_stage: z.enum(supplyStreamStages, { error: fieldMessages.supplyStageInvalid }),
    entity_relationship: z.uuid({ error: fieldMessages.vendorIdsInvalid }),
  },
  { error: fieldMessages.vendorIdsInvalid },
);
export type StageVendorInput = z.infer<typeof stageVendorSchema>;

const stageVendorsSchema = z
  .array(stageVendorSchema, { error: fieldMessages.vendorIdsInvalid })
  .max(streamVendorsMax, fieldMessages.streamVendorsTooMany);

/** POST /products/supply-stream: a name and the vendors per stage (none is fine). */
export const createSupplyStreamRequestSchema = z.object({
  name: streamNameSchema,
  stage_vendors: stageVendorsSchema.optional(),
});
export type CreateSupplyStreamRequest = z.infer<typeof createSupplyStreamRequestSchema>;

/** PUT /products/supply-stream/{id}: the whole stream (its vendors are replaced by these). */
export const replaceSupplyStreamRequestSchema = z.object({
  name: streamNameSchema,
  stage_vendors: stageVendorsSchema,
});
/** PATCH /products/supply-stream/{id}: a new name, new vendors per stage, or both. */
export const updateSupplyStreamRequestSchema = z.object({
  name: streamNameSchema.optional(),
  stage_vendors: stageVendorsSchema.optional(),
});
export type UpdateSupplyStreamRequest = z.infer<typeof updateSupplyStreamRequestSchema>;

export const supplyStreamOrderings = ["name", "-name", "created", "-created"] as const;
export const supplyStreamOrderingSchema = z.enum(supplyStreamOrderings, {
  error: once(fieldMessages.orderingInvalid),
});
export type SupplyStreamOrdering = z.infer<typeof supplyStreamOrderingSchema>;

/** GET /products/supply-stream: `search` in the name, `ordering` (default by name), paging. */
export const supplyStreamListQuerySchema = paginationQuerySchema.extend({
  search: nameSearchSchema,
  ordering: supplyStreamOrderingSchema.optional(),
});
export type SupplyStreamListQuery = z.infer<typeof supplyStreamListQuerySchema>;

/** GET /products/supply-stream/{id}/products: `search` in the product's name, SKU or number, paging. */
export const supplyStreamProductsQuerySchema = paginationQuerySchema.extend({ search: nameSearchSchema });
export type SupplyStreamProductsQuery = z.infer<typeof supplyStreamProductsQuerySchema>;

/**
 * A vendor's risk status as a stream shows it, worst first: a confirmed risk, an open high-severity
 * risk, an open low-severity one, or none open or confirmed.
 */
export const vendorRiskStatuses = ["confirmed", "open_high", "open_low", "clear"] as const;
export const vendorRiskStatusSchema = z.enum(vendorRiskStatuses);
export type VendorRiskStatus = z.infer<typeof vendorRiskStatusSchema>;
export const vendorRiskStatusLabels: Record<VendorRiskStatus, string> = {
  confirmed: "Confirmed risk",
  open_high: "Open risk (high)",
  open_low: "Open risk (low)",
  clear: "Clear",
};
/** A stage's exposure: its worst vendor's status, or `unassigned` when no vendor is at the stage. */
export const stageExposures = [...vendorRiskStatuses, "unassigned"] as const;
export const stageExposureSchema = z.enum(stageExposures);
export type StageExposure = z.infer<typeof stageExposureSchema>;
export const stageExposureLabels: Record<StageExposure, string> = {
  ...vendorRiskStatusLabels,
  unassigned: "No vendor",
};

/** The worst of some statuses (`clear` of none). */
export function worstRiskStatus(statuses: readonly VendorRiskStatus[]): VendorRiskStatus {
  let worst = vendorRiskStatuses.length - 1;
  for (const status of statuses) worst = Math.min(worst, vendorRiskStatuses.indexOf(status));
  return vendorRiskStatuses[worst]!;
}

/** A vendor's status from its open and confirmed risks. */
export function vendorRiskStatusOf(risks: { confirmed: number; openHigh: number; openLow: number }) {
  if (risks.confirmed > 0) return "confirmed" as const;
  if (risks.openHigh > 0) return "open_high" as const;
  if (risks.openLow > 0) return "open_low" as const;
  return "clear" as const;
}

/** A vendor at a stage, with its risks (open by severity, confirmed). */
export const streamVendorSchema = z.object({
  /** The vendor relationship's id (the vendor profile's). */
  id: z.uuid(),
  name: z.string(),
  /** ISO 3166-1 code, or null. */
  country: z.string().nullable(),
  risk_status: vendorRiskStatusSchema,
  open_risks_high: z.number().int().nonnegative(),
  open_risks_low: z.number().int().nonnegative(),
  confirmed_risks: z.number().int().nonnegative(),
});
export type StreamVendorWire = z.infer<typeof streamVendorSchema>;

/** One stage of a stream: its vendors, and its exposure (the worst of them). */
export const streamStageSchema = z.object({
  supply_stream_stage: supplyStreamStageSchema,
  label: z.string(),
  exposure: stageExposureSchema,
  vendors: z.array(streamVendorSchema),
});
export type StreamStageWire = z.infer<typeof streamStageSchema>;

/** A supply stream: always all five stages, in chain order. */
export const supplyStreamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  products_count: z.number().int().nonnegative(),
  stages: z.array(streamStageSchema),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type SupplyStreamWire = z.infer<typeof supplyStreamSchema>;
export const supplyStreamListSchema = paginatedSchema(supplyStreamSchema);

/** GET /products/supply-stream/{id}/stats: what a reviewer reads at a glance. */
export const supplyStreamStatsSchema = z.object({
  id: z.uuid(),
  products_count: z.number().int().nonnegative(),
  /** Distinct vendors over all stages. */
  vendors_count: z.number().int().nonnegative(),
  /** The worst stage's exposure (`unassigned` only when no stage has a vendor). */
  exposure: stageExposureSchema,
  /** Stages whose worst vendor has an open or confirmed risk. */
  exposed_stages: z.number().int().nonnegative(),
  /** Stages without any vendor. */
  unassigned_stages: z.number().int().nonnegative(),
  stages: z.array(
    z.object({
      supply_stream_stage: supplyStreamStageSchema,
      label: z.string(),
      exposure: stageExposureSchema,
      vendors_count: z.number().int().nonnegative(),
      /** Vendors of the stage by risk status. */
      vendors_by_risk_status: z.record(vendorRiskStatusSchema, z.number().int().nonnegative()),
      /** Risks of the stage's vendors: open by severity, and confirmed. */
      open_risks: z.record(riskSeveritySchema, z.number().int().nonnegative()),
      confirmed_risks: z.number().int().nonnegative(),
    }),
  ),
});
export type SupplyStreamStatsWire = z.infer<typeof supplyStreamStatsSchema>;

/** A product in a stream: `id` is its product_supply_stream_id (what `/delete` takes). */
export const streamProductSchema = z.object({
  id: z.uuid(),
  product: z.object({
    id: z.uuid(),
    name: z.string(),
    sku: z.string().nullable(),
    product_number: z.string().nullable(),
    country_of_origin: z.string().nullable(),
  }),
  created: z.iso.datetime(),
});
export type StreamProductWire = z.infer<typeof streamProductSchema>;
export const streamProductListSchema = paginatedSchema(streamProductSchema);

/** A body's list of ids: at least one, at most `max`, each a uuid. */
const idList = (max: number, messages: { invalid: string; required: string; tooMany: string }) =>
  z
    .array(z.uuid({ error: messages.invalid }), { error: messages.required })
    .min(1, messages.required)
    .max(max, messages.tooMany);

/** POST /products/supply-stream/{id}/delete: products out of the stream (the stream stays). */
export const removeStreamProductsRequestSchema = z.object({
  product_supply_stream_ids: idList(streamProductsMax, {
    invalid: fieldMessages.streamProductLinksInvalid,
    required: fieldMessages.streamProductLinksInvalid,
    tooMany: fieldMessages.streamProductsTooMany,
  }),
});
export type RemoveStreamProductsRequest = z.infer<typeof removeStreamProductsRequestSchema>;
export const removeStreamProductsResponseSchema = z.object({ removed: z.number().int().nonnegative() });

/** POST /products/add-supply-streams-to-products: every product into every stream; links there stay. */
export const addStreamsToProductsRequestSchema = z.object({
  product_ids: idList(streamProductsMax, {
    invalid: fieldMessages.productIdsInvalid,
    required: fieldMessages.streamProductsRequired,
    tooMany: fieldMessages.streamProductsTooMany,
  }),
  supply_stream_ids: idList(streamsPerCallMax, {
    invalid: fieldMessages.supplyStreamsInvalid,
    required: fieldMessages.supplyStreamsRequired,
    tooMany: fieldMessages.supplyStreamsTooMany,
  }),
});
export type AddStreamsToProductsRequest = z.infer<typeof addStreamsToProductsRequestSchema>;
export const addStreamsToProductsResponseSchema = z.object({
  /** Links made now. */
  added: z.number().int().nonnegative(),
  /** Links that were there already. */
  already_linked: z.number().int().nonnegative(),
});

/** GET /products/supply-stream-stage-list: the five stages in chain order. */
export const supplyStreamStageListSchema = z.object({
  results: z.array(
    z.object({ value: supplyStreamStageSchema, label: z.string(), position: z.number().int() }),
  ),
});
export const supplyStreamStageList = {
  results: supplyStreamStages.map((value, position) => ({
    value,
    label: supplyStreamStageLabels[value],
    position,
  })),
};

/** GET /products/{id}/supply-streams: a product's streams with their stage vendors. */
export const productSupplyStreamsSchema = z.object({
  results: z.array(
    z.object({
      /** The product_supply_stream_id. */
      id: z.uuid(),
      supply_stream: supplyStreamSchema,
    }),
  ),
});
export type ProductSupplyStreamsWire = z.infer<typeof productSupplyStreamsSchema>;

/** GET /entity-relationships/{id}/supply-streams: the streams a vendor serves, its stages, their products. */
export const vendorSupplyStreamsSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      /** The stages this vendor is assigned to, in chain order. */
      stages: z.array(supplyStreamStageSchema),
      products_count: z.number().int().nonnegative(),
      /** The first products by name (at most `vendorStreamProductsShown`). */
      products: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
  ),
});
export type VendorSupplyStreamsWire = z.infer<typeof vendorSupplyStreamsSchema>;
export const vendorStreamProductsShown = 5;

export const supplyStreamParamsSchema = z.object({ id: z.uuid() });
