import type {
  UflpaAnswers,
  UflpaResponseWire,
  UflpaStoredAnswer,
  UflpaVendorAnswersWire,
} from "@tierline/contracts";

/** The form's values: the submit request's shape (`answers` keyed by question id, evidence by file id). */
export interface UflpaFormValues {
  action: "submit";
  question_set_version: number;
  answers: UflpaAnswers;
}

/**
 * Where the form starts: the open draft, else the last submission (changing one answer should not mean
 * retyping the rest), else nothing. Answers stored under another version than the current one are left
 * out: their questions are not the ones shown.
 */
export function startingAnswers(found: UflpaVendorAnswersWire, version: number): UflpaAnswers {
  const from: UflpaResponseWire | null = found.draft ?? found.submission;
  if (!from || from.question_set_version !== version) return {};
  return Object.fromEntries(
    Object.entries(from.answers).map(([question, stored]: [string, UflpaStoredAnswer]) => [
      question,
      { ...stored, evidence: stored.evidence?.map((file) => file.id) },
    ]),
  );
}

/** The names of the evidence files already attached, by id (the form holds only ids). */
export function evidenceNames(found: UflpaVendorAnswersWire): Map<string, string> {
  const names = new Map<string, string>();
  for (const response of [found.submission, found.draft])
    for (const stored of Object.values(response?.answers ?? {}))
      for (const file of stored.evidence ?? []) names.set(file.id, file.file_name);
  return names;
}
