import { type ProcurementRequirement, procurementMissingText } from "@tierline/contracts";
import type { ProcurementEvidence } from "./procurement.repository";

/** What the requirements are judged on: the repository's counts and the contact categories missing. */
export interface RequirementFacts extends ProcurementEvidence {
  missingContactCategories: string[];
}

export interface RequirementState {
  requirement: ProcurementRequirement;
  met: boolean;
  /** What is missing, in words; null when met. */
  missing: string | null;
}

/** One requirement judged now from the vendor's own data: nobody ticks a requirement by hand. */
export function evaluateRequirement(
  requirement: ProcurementRequirement,
  facts: RequirementFacts,
): RequirementState {
  const missing = (() => {
    switch (requirement) {
      case "QUESTIONNAIRE_SUBMITTED":
        return facts.questionnaireSubmitted ? null : procurementMissingText.QUESTIONNAIRE_SUBMITTED();
      case "CONTACTS_PROVIDED":
        return facts.missingContactCategories.length > 0
          ? procurementMissingText.CONTACTS_PROVIDED(facts.missingContactCategories)
          : null;
      // Every required type provided; with none required, any document of the vendor's.
      case "DOCUMENTS_PROVIDED":
        if (facts.documentTypesRequired) {
          return facts.missingDocumentTypes.length > 0
            ? procurementMissingText.DOCUMENTS_PROVIDED(facts.missingDocumentTypes)
            : null;
        }
        return facts.documents === 0 ? procurementMissingText.DOCUMENTS_PROVIDED() : null;
      case "SCREENING_CLEAR":
        return facts.openScreeningRisks > 0
          ? procurementMissingText.SCREENING_CLEAR(facts.openScreeningRisks)
          : null;
    }
  })();
  return { requirement, met: missing === null, missing };
}
