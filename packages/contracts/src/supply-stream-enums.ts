import { z } from "zod";

/** The stages of a supply stream, in chain order (spec section 3). */
export const supplyStreamStages = [
  "RAW_MATERIALS",
  "MANUFACTURING",
  "TRANSPORTATION_LOGISTICS",
  "WAREHOUSING_DISTRIBUTION",
  "RETAIL_END_USE",
] as const;
export const supplyStreamStageSchema = z.enum(supplyStreamStages);
export type SupplyStreamStage = z.infer<typeof supplyStreamStageSchema>;
export const supplyStreamStageLabels: Record<SupplyStreamStage, string> = {
  RAW_MATERIALS: "Raw Materials",
  MANUFACTURING: "Manufacturing",
  TRANSPORTATION_LOGISTICS: "Transportation & Logistics",
  WAREHOUSING_DISTRIBUTION: "Warehousing & Distribution",
  RETAIL_END_USE: "Retail & End-Use",
};
