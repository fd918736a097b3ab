/** The spec's import steps, in order. */
export const productImportSteps = ["upload", "column_map", "review_col_map", "supply_stream"] as const;
export type ProductImportStep = (typeof productImportSteps)[number];

export const productImportStepLabels: Record<ProductImportStep, string> = {
  upload: "Upload",
  column_map: "Map columns",
  review_col_map: "Review",
  supply_stream: "Supply stream",
};
