import { z } from "zod";

/** Entity (company) values of spec section 3. */

export const entityStatuses = ["VALIDATED", "PENDING"] as const;
export const entityStatusSchema = z.enum(entityStatuses);
export type EntityStatus = z.infer<typeof entityStatusSchema>;
export const entityStatusLabels: Record<EntityStatus, string> = {
  VALIDATED: "Validated",
  PENDING: "Pending",
};

/** Roles or entities can be flagged New or Removed. */
export const changeFlags = ["NEW", "REMOVED"] as const;
export const changeFlagSchema = z.enum(changeFlags);
export type ChangeFlag = z.infer<typeof changeFlagSchema>;
export const changeFlagLabels: Record<ChangeFlag, string> = { NEW: "New", REMOVED: "Removed" };

/** A part of an entity's details that completeness asks for (entity details complete when none is missing). */
export const entityDetailParts = [
  "registered_name",
  "registered_jurisdiction",
  "entity_type",
  "supply_chain_roles",
  "attestations",
] as const;
export const entityDetailPartSchema = z.enum(entityDetailParts);
export type EntityDetailPart = z.infer<typeof entityDetailPartSchema>;
