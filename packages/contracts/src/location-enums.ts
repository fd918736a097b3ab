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
