import type { UflpaResponseWire } from "@tierline/contracts";
import type { UflpaResponse } from "@tierline/core";

export const uflpaResponseToWire = (response: UflpaResponse): UflpaResponseWire => ({
  id: response.id,
  relationship: response.relationshipId,
  status: response.status,
  question_set_version: response.questionSetVersion,
  answers: response.answers,
  updated: response.updatedAt.toISOString(),
  submitted: response.submittedAt?.toISOString() ?? null,
});

export const uflpaVendorAnswersToWire = (found: {
  draft: UflpaResponse | null;
  submission: UflpaResponse | null;
}) => ({
  draft: found.draft && uflpaResponseToWire(found.draft),
  submission: found.submission && uflpaResponseToWire(found.submission),
});
