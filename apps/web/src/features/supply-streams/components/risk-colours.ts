import type { StageExposure } from "@tierline/contracts";

/** The colour of each risk status and stage exposure (Mantine colours), worst in red. */
export const exposureColour: Record<StageExposure, string> = {
  confirmed: "red",
  open_high: "orange",
  open_low: "yellow",
  clear: "teal",
  unassigned: "gray",
};

/**
 * Text on a risk colour (the strip's cells, the light badges): the theme's black. White on the -6
 * shades and Mantine's own -9 on the light (-1) badges fall below WCAG AA's 4.5:1 for small text
 * (white on yellow-6 1.9:1, yellow-9 on yellow-1 2.7:1); the theme's black (#1a1f2e) reaches 5.0:1 on
 * red-6, the darkest of them, and 13.6:1 or more on every -1.
 */
export const textOnRiskColour = "var(--mantine-color-black)";
