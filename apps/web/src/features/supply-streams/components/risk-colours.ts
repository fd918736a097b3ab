import type { StageExposure } from "@tierline/contracts";

/** The colour of each risk status and stage exposure (Mantine colours), worst in red. */
export const exposureColour: Record<StageExposure, string> = {
  confirmed: "red",
  open_high: "orange",
  open_low: "yellow",
  clear: "teal",
  unassigned: "gray",
};
