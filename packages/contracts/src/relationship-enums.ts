import { z } from "zod";
import { fieldMessages } from "./messages";
import { requiredChoice } from "./text-rules";

/** Vendor relationship values of spec section 3 and decisions.md gap 5. */

export const relationshipStatuses = [
  "PENDING",
  "APPROVED",
  "NOT_APPROVED",
  "PAST_VENDOR",
  "CONTRACTED_ACTIVE",
  "CONTRACTED_COMPLETE",
  "TERMINATED",
] as const;
export const relationshipStatusSchema = z.enum(relationshipStatuses);
export type RelationshipStatus = z.infer<typeof relationshipStatusSchema>;
export const relationshipStatusLabels: Record<RelationshipStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  NOT_APPROVED: "Not Approved",
  PAST_VENDOR: "Past Vendor",
  CONTRACTED_ACTIVE: "Contracted - Active",
  CONTRACTED_COMPLETE: "Contracted - Complete",
  TERMINATED: "Terminated (for cause)",
};

/** Most advanced first: a relationship shows the first of these held by any of its role assignments. */
export const relationshipStatusPrecedence = [
  "CONTRACTED_ACTIVE",
  "APPROVED",
  "PENDING",
  "NOT_APPROVED",
  "CONTRACTED_COMPLETE",
  "TERMINATED",
  "PAST_VENDOR",
] as const satisfies readonly RelationshipStatus[];

/** The status a relationship shows for its role assignments' statuses (null when it has none). */
export function mostAdvancedRelationshipStatus(
  statuses: readonly RelationshipStatus[],
): RelationshipStatus | null {
  return relationshipStatusPrecedence.find((status) => statuses.includes(status)) ?? null;
}

export const proposers = ["PRINCIPAL_ENTITY", "VENDOR"] as const;
export const proposerSchema = z.enum(proposers);
export type Proposer = z.infer<typeof proposerSchema>;

export const terminationCauses = [
  "BREACH_OF_CONTRACT",
  "REGULATORY_CONCERNS",
  "UNABLE_TO_MEET_REQUIREMENTS",
  "OTHER_CAUSE",
] as const;
/** Cause: required (spec section 5). */
export const terminationCauseSchema = requiredChoice(
  terminationCauses,
  fieldMessages.causeRequired,
  fieldMessages.causeInvalid,
);
export type TerminationCause = z.infer<typeof terminationCauseSchema>;
export const terminationCauseLabels: Record<TerminationCause, string> = {
  BREACH_OF_CONTRACT: "Breach of contract",
  REGULATORY_CONCERNS: "Regulatory concerns",
  UNABLE_TO_MEET_REQUIREMENTS: "Unable to meet requirements",
  OTHER_CAUSE: "Other cause",
};
