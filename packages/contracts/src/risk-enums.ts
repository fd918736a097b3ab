import { z } from "zod";

/** Risk values of spec section 3 (Risk tab of the vendor profile). */

export const riskSeverities = ["HIGH", "LOW"] as const;
export const riskSeveritySchema = z.enum(riskSeverities);
export type RiskSeverity = z.infer<typeof riskSeveritySchema>;
export const riskSeverityLabels: Record<RiskSeverity, string> = { HIGH: "High", LOW: "Low" };

export const riskStatuses = ["OPEN", "RESOLVED", "CONFIRMED"] as const;
export const riskStatusSchema = z.enum(riskStatuses);
export type RiskStatus = z.infer<typeof riskStatusSchema>;
export const riskStatusLabels: Record<RiskStatus, string> = {
  OPEN: "Open",
  RESOLVED: "Resolved",
  CONFIRMED: "Confirmed",
};

/** Risk sort options (spec section 2), as `ordering` values. */
export const riskOrderings = ["-created", "created", "-severity", "severity"] as const;
export const riskOrderingSchema = z.enum(riskOrderings);
export type RiskOrdering = z.infer<typeof riskOrderingSchema>;
