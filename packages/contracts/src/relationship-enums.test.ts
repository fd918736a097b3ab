import { describe, expect, it } from "vitest";
import {
  mostAdvancedRelationshipStatus,
  proposers,
  relationshipStatuses,
  relationshipStatusLabels,
  terminationCauseSchema,
  terminationCauses,
} from "./relationship-enums";
import { firstMessage } from "./test-utils";

describe("relationship enums", () => {
  it("has the seven statuses", () => {
    expect(relationshipStatuses).toEqual([
      "PENDING",
      "APPROVED",
      "NOT_APPROVED",
      "PAST_VENDOR",
      "CONTRACTED_ACTIVE",
      "CONTRACTED_COMPLETE",
      "TERMINATED",
    ]);
  });
  it("labels statuses as the product shows them", () => {
    expect(relationshipStatusLabels.TERMINATED).toBe("Terminated (for cause)");
    expect(relationshipStatusLabels.CONTRACTED_ACTIVE).toBe("Contracted - Active");
    expect(relationshipStatusLabels.CONTRACTED_COMPLETE).toBe("Contracted - Complete");
    expect(relationshipStatusLabels.APPROVED).toBe("Approved");
  });
  it("shows the most advanced status of a relationship's role assignments", () => {
    expect(mostAdvancedRelationshipStatus(["PENDING", "CONTRACTED_ACTIVE", "TERMINATED"])).toBe(
      "CONTRACTED_ACTIVE",
    );
    expect(mostAdvancedRelationshipStatus(["PAST_VENDOR", "NOT_APPROVED"])).toBe("NOT_APPROVED");
    expect(mostAdvancedRelationshipStatus([])).toBeNull();
  });
  it("has the proposers", () => {
    expect(proposers).toEqual(["PRINCIPAL_ENTITY", "VENDOR"]);
  });
  it("has the four termination causes and requires one", () => {
    expect(terminationCauses).toEqual([
      "BREACH_OF_CONTRACT",
      "REGULATORY_CONCERNS",
      "UNABLE_TO_MEET_REQUIREMENTS",
      "OTHER_CAUSE",
    ]);
    expect(firstMessage(terminationCauseSchema, undefined)).toBe("Cause is required");
  });
});
