import { describe, expect, it } from "vitest";
import { fieldMessages } from "./messages";
import { currentUflpaQuestionSet } from "./uflpa-question-sets";
import {
  type UflpaAnswers,
  uflpaAnswerRequestSchema,
  uflpaEvidenceMissingReason,
  uflpaFlags,
  uflpaSubmittedAnswers,
} from "./uflpa-questionnaire";

const set = currentUflpaQuestionSet;
const ids = set.questions.map((q) => q.id);
const file = "7d7d3b43-0ad4-4c9a-8a39-0b1bd1f1c111";
/** The answer to every question that flags nothing: "no" to exposures and inputs, "yes" with evidence to controls. */
const clean = (): UflpaAnswers =>
  Object.fromEntries(
    set.questions.map((q) => [
      q.id,
      q.flag.when === "yes"
        ? { answer: "no" }
        : { answer: "yes", detail: "Quarterly, every tier", evidence: [file] },
    ]),
  );
const fieldsOf = (body: unknown) => {
  const parsed = uflpaAnswerRequestSchema.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};
const submit = (answers: unknown) => ({ action: "submit", question_set_version: set.version, answers });

describe("UFLPA question sets", () => {
  it("asks about the XUAR, the Entity List, the six high-priority inputs, tracing, labour transfer and supplier mapping", () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        "xuar_operations",
        "xuar_sourcing",
        "entity_list_dealings",
        "input_cotton",
        "input_tomatoes",
        "input_polysilicon",
        "input_aluminium",
        "input_pvc",
        "input_seafood",
        "raw_material_tracing",
        "labour_transfer",
        "supplier_mapping",
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("UFLPA answer request", () => {
  it("takes a partial draft, even a half-filled yes branch", () => {
    expect(
      fieldsOf({
        action: "draft",
        question_set_version: set.version,
        answers: { xuar_operations: { answer: "yes" } },
      }),
    ).toEqual({});
    expect(fieldsOf({ action: "draft", question_set_version: set.version, answers: {} })).toEqual({});
  });

  it("refuses a submission with an unanswered question, naming it", () => {
    const answers = clean();
    delete answers.supplier_mapping;
    expect(fieldsOf(submit(answers))).toEqual({
      "answers.supplier_mapping.answer": fieldMessages.uflpaAnswerRequired,
    });
  });

  it("asks a yes for its detail on submit, not a no", () => {
    const answers = { ...clean(), xuar_operations: { answer: "yes" as const, evidence: [file] } };
    expect(fieldsOf(submit(answers))).toEqual({
      "answers.xuar_operations.detail": fieldMessages.uflpaDetailRequired,
    });
    expect(fieldsOf(submit({ ...clean(), xuar_operations: { answer: "no" } }))).toEqual({});
  });

  it("submits a yes without evidence (flagged later, not refused)", () => {
    expect(
      fieldsOf(submit({ ...clean(), supplier_mapping: { answer: "yes", detail: "Two tiers" } })),
    ).toEqual({});
  });

  it("refuses questions of no version, an old version, bad values and too much text", () => {
    // An unknown question is dropped here; the api refuses it as an unknown field.
    const parsed = uflpaAnswerRequestSchema.parse(submit({ ...clean(), made_up: { answer: "no" } }));
    expect(Object.keys(parsed.answers)).not.toContain("made_up");
    expect(fieldsOf({ ...submit(clean()), question_set_version: 0 })).toEqual({
      question_set_version: fieldMessages.uflpaVersionOutdated,
    });
    expect(fieldsOf(submit({ ...clean(), xuar_operations: { answer: "maybe" } }))).toEqual({
      "answers.xuar_operations.answer": fieldMessages.uflpaAnswerInvalid,
    });
    expect(
      fieldsOf(submit({ ...clean(), xuar_operations: { answer: "yes", detail: "x".repeat(2001) } })),
    ).toEqual({ "answers.xuar_operations.detail": fieldMessages.uflpaDetailTooLong });
    expect(
      fieldsOf(submit({ ...clean(), xuar_operations: { answer: "yes", detail: "d", evidence: ["x"] } })),
    ).toEqual({
      "answers.xuar_operations.evidence.0": fieldMessages.uflpaEvidenceInvalid,
    });
    expect(fieldsOf({ action: "publish", question_set_version: set.version, answers: {} })).toEqual({
      action: fieldMessages.uflpaActionInvalid,
    });
  });
});

describe("UFLPA branching and flags", () => {
  it("drops a no's hidden detail and evidence from what is submitted", () => {
    const kept = uflpaSubmittedAnswers(set, {
      ...clean(),
      xuar_operations: { answer: "no", detail: "typed before switching", evidence: [file] },
    });
    expect(kept.xuar_operations).toEqual({ answer: "no" });
    expect(kept.supplier_mapping).toEqual(clean().supplier_mapping);
  });

  it("flags nothing on a clean submission", () => {
    expect(uflpaFlags(set, clean())).toEqual([]);
  });

  it("flags a declared exposure High and a used high-priority input Low", () => {
    const flags = uflpaFlags(set, {
      ...clean(),
      xuar_sourcing: { answer: "yes", detail: "Cotton yarn", evidence: [file] },
      input_cotton: { answer: "yes", detail: "From Egypt", evidence: [file] },
    });
    expect(flags).toEqual([
      { question: "xuar_sourcing", severity: "HIGH", reason: "Goods made wholly or in part in the XUAR" },
      { question: "input_cotton", severity: "LOW", reason: "Uses cotton, a UFLPA high-priority input" },
    ]);
  });

  it("flags a missing control Low, and any yes without evidence High", () => {
    const flags = uflpaFlags(set, {
      ...clean(),
      supplier_mapping: { answer: "no" },
      raw_material_tracing: { answer: "yes", detail: "Purchase orders only" },
    });
    expect(flags).toEqual([
      { question: "raw_material_tracing", severity: "HIGH", reason: uflpaEvidenceMissingReason },
      { question: "supplier_mapping", severity: "LOW", reason: "Supply chain not mapped to raw material" },
    ]);
  });
});
