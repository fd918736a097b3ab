import { z } from "zod";

/** Location values of spec section 3 (Locations tabs Retail, Online, Logistics). */

export const locationTypes = ["retail", "online", "logistics"] as const;
export const locationTypeSchema = z.enum(locationTypes);
export type LocationType = z.infer<typeof locationTypeSchema>;
export const locationTypeLabels: Record<LocationType, string> = {
  retail: "Retail",
  online: "Online",
  logistics: "Logistics",
};

export const pointOfSaleTypes = ["retail_point_of_sale", "logistics_point_of_sale"] as const;
export const pointOfSaleTypeSchema = z.enum(pointOfSaleTypes);
export type PointOfSaleType = z.infer<typeof pointOfSaleTypeSchema>;

/** What an identifier identifies. */
export const identifierKinds = ["company", "product", "facility"] as const;
export const identifierKindSchema = z.enum(identifierKinds);
export type IdentifierKind = z.infer<typeof identifierKindSchema>;
export const identifierKindLabels: Record<IdentifierKind, string> = {
  company: "Company",
  product: "Product",
  facility: "Facility",
};

/** Location identifier types. D-U-N-S is held as `DUNS` (a plain code) and shown as "D-U-N-S". */
export const locationIdentifierTypes = ["SAM", "LEI", "UFI", "EIN", "DUNS", "GLN", "EORI"] as const;
export const locationIdentifierTypeSchema = z.enum(locationIdentifierTypes);
export type LocationIdentifierType = z.infer<typeof locationIdentifierTypeSchema>;
export const locationIdentifierTypeLabels: Record<LocationIdentifierType, string> = {
  SAM: "SAM",
  LEI: "LEI",
  UFI: "UFI",
  EIN: "EIN",
  DUNS: "D-U-N-S",
  GLN: "GLN",
  EORI: "EORI",
};

/** The identifiers offered for US locations. */
export const usIdentifierTypes = ["EIN", "SAM"] as const satisfies readonly LocationIdentifierType[];

/** An online location's status (decisions: Active or Inactive, the store is live or not). */
export const onlineLocationStatuses = ["active", "inactive"] as const;
export type OnlineLocationStatus = (typeof onlineLocationStatuses)[number];
export const onlineLocationStatusLabels: Record<OnlineLocationStatus, string> = {
  active: "Active",
  inactive: "Inactive",
};

/**
 * What a logistics location is (decisions: the spec names the field "location type" but not its values).
 * The point of sale types of spec section 3 are the tabs themselves (a retail or a logistics location).
 */
export const logisticsLocationKinds = [
  "warehouse",
  "distribution_centre",
  "fulfilment_centre",
  "cross_dock",
  "port",
  "airport",
  "rail_terminal",
  "other",
] as const;
export type LogisticsLocationKind = (typeof logisticsLocationKinds)[number];
export const logisticsLocationKindLabels: Record<LogisticsLocationKind, string> = {
  warehouse: "Warehouse",
  distribution_centre: "Distribution centre",
  fulfilment_centre: "Fulfilment centre",
  cross_dock: "Cross-dock",
  port: "Port or terminal",
  airport: "Airport cargo facility",
  rail_terminal: "Rail terminal",
  other: "Other",
};
