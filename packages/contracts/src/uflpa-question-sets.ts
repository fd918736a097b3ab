/**
 * The UFLPA questionnaire's question sets, by version (docs/decisions.md, "UFLPA questionnaire"). A
 * published version is never edited: a changed question is a new version, so an answer stored with
 * version N is always read against the questions of version N.
 *
 * Every question is answered yes or no. A "yes" asks for detail and evidence documents (the branch).
 * `flag` says which answer the customer is shown as risky and how much: a declared exposure (operations
 * or sourcing in the XUAR, an Entity List party, state-sponsored labour transfer) is High; using a
 * high-priority input, or lacking a control (no screening, no tracing, no mapping), is Low. A "yes"
 * given without evidence documents is High whatever the question (the evidence is missing).
 */

export interface UflpaQuestion {
  /** Stable within a version: the key of its answer. */
  id: string;
  /** The high-priority input a question about one asks after (a "yes" declares the vendor uses it). */
  input?: UflpaInput;
  section: string;
  text: string;
  /** What the "yes" branch asks for in words. */
  detailLabel: string;
  evidenceLabel: string;
  flag: { when: "yes" | "no"; severity: "HIGH" | "LOW"; reason: string };
}

export interface UflpaQuestionSet {
  version: number;
  questions: readonly UflpaQuestion[];
}

const exposure = (reason: string) => ({ when: "yes", severity: "HIGH", reason }) as const;
const priorityInput = (input: string) =>
  ({ when: "yes", severity: "LOW", reason: `Uses ${input}, a UFLPA high-priority input` }) as const;
const missingControl = (reason: string) => ({ when: "no", severity: "LOW", reason }) as const;

/**
 * The inputs U.S. Customs and Border Protection names as high-priority for UFLPA enforcement: THE list,
 * traced through the catalogue's materials (contracts `materials.ts`). The questionnaire asks after them
 * in questions written out in each published version, so a change here never rewrites a version.
 */
export const uflpaInputs = [
  { key: "cotton", name: "cotton", examples: "fibre, yarn, fabric, garments, textiles" },
  { key: "tomatoes", name: "tomatoes", examples: "fresh, paste, sauce, other tomato products" },
  { key: "polysilicon", name: "polysilicon", examples: "ingots, wafers, solar cells and modules" },
  { key: "aluminium", name: "aluminium", examples: "primary aluminium, alloys, extrusions, parts" },
  { key: "pvc", name: "PVC", examples: "polyvinyl chloride resin, flooring, pipes, film" },
  { key: "seafood", name: "seafood", examples: "fish, shellfish and products processed from them" },
] as const;
export type UflpaInput = (typeof uflpaInputs)[number]["key"];

/**
 * Version 1, published: written out in full, never built from `uflpaInputs` (a renamed or added input
 * would otherwise rewrite the questions answers were given to). Pinned by uflpa-question-sets.test.ts.
 */
const version1: UflpaQuestionSet = {
  version: 1,
  questions: [
    {
      id: "xuar_operations",
      section: "Xinjiang Uyghur Autonomous Region",
      text: "Do you, or any of your subsidiaries or affiliates, have operations, facilities or employees in the Xinjiang Uyghur Autonomous Region (XUAR)?",
      detailLabel: "Describe the operations, facilities or employees and where they are",
      evidenceLabel: "Documents describing those operations (registrations, facility lists)",
      flag: exposure("Operations in the XUAR"),
    },
    {
      id: "xuar_sourcing",
      section: "Xinjiang Uyghur Autonomous Region",
      text: "Are any of the products, components or raw materials you supply to us mined, produced or manufactured wholly or in part in the XUAR?",
      detailLabel: "Name the products, components or materials and the suppliers involved",
      evidenceLabel: "Supplier declarations or production records for those goods",
      flag: exposure("Goods made wholly or in part in the XUAR"),
    },
    {
      id: "entity_list_dealings",
      section: "UFLPA Entity List",
      text: "Do you, or any of your suppliers at any tier, buy from, sell to or work with an entity on the UFLPA Entity List?",
      detailLabel: "Name the listed entities and what you or your suppliers obtain from them",
      evidenceLabel: "Purchase records or contracts with those entities",
      flag: exposure("Dealings with a UFLPA Entity List party"),
    },
    {
      id: "entity_list_screening",
      section: "UFLPA Entity List",
      text: "Do you screen your suppliers at every tier against the UFLPA Entity List, and again whenever it is updated?",
      detailLabel: "Describe how and how often you screen, and which tiers are covered",
      evidenceLabel: "Your screening procedure or recent screening results",
      flag: missingControl("Suppliers not screened against the UFLPA Entity List"),
    },
    {
      id: "input_cotton",
      input: "cotton",
      section: "High-priority inputs",
      text: "Do the products you supply to us contain cotton (fibre, yarn, fabric, garments, textiles), in whole or in part?",
      detailLabel: "Name the countries and suppliers the cotton comes from, down to its raw material",
      evidenceLabel:
        "Documents proving the origin of the cotton (certificates of origin, mill or smelter records, isotopic tests)",
      flag: priorityInput("cotton"),
    },
    {
      id: "input_tomatoes",
      input: "tomatoes",
      section: "High-priority inputs",
      text: "Do the products you supply to us contain tomatoes (fresh, paste, sauce, other tomato products), in whole or in part?",
      detailLabel: "Name the countries and suppliers the tomatoes comes from, down to its raw material",
      evidenceLabel:
        "Documents proving the origin of the tomatoes (certificates of origin, mill or smelter records, isotopic tests)",
      flag: priorityInput("tomatoes"),
    },
    {
      id: "input_polysilicon",
      input: "polysilicon",
      section: "High-priority inputs",
      text: "Do the products you supply to us contain polysilicon (ingots, wafers, solar cells and modules), in whole or in part?",
      detailLabel: "Name the countries and suppliers the polysilicon comes from, down to its raw material",
      evidenceLabel:
        "Documents proving the origin of the polysilicon (certificates of origin, mill or smelter records, isotopic tests)",
      flag: priorityInput("polysilicon"),
    },
    {
      id: "input_aluminium",
      input: "aluminium",
      section: "High-priority inputs",
      text: "Do the products you supply to us contain aluminium (primary aluminium, alloys, extrusions, parts), in whole or in part?",
      detailLabel: "Name the countries and suppliers the aluminium comes from, down to its raw material",
      evidenceLabel:
        "Documents proving the origin of the aluminium (certificates of origin, mill or smelter records, isotopic tests)",
      flag: priorityInput("aluminium"),
    },
    {
      id: "input_pvc",
      input: "pvc",
      section: "High-priority inputs",
      text: "Do the products you supply to us contain PVC (polyvinyl chloride resin, flooring, pipes, film), in whole or in part?",
      detailLabel: "Name the countries and suppliers the PVC comes from, down to its raw material",
      evidenceLabel:
        "Documents proving the origin of the PVC (certificates of origin, mill or smelter records, isotopic tests)",
      flag: priorityInput("PVC"),
    },
    {
      id: "input_seafood",
      input: "seafood",
      section: "High-priority inputs",
      text: "Do the products you supply to us contain seafood (fish, shellfish and products processed from them), in whole or in part?",
      detailLabel: "Name the countries and suppliers the seafood comes from, down to its raw material",
      evidenceLabel:
        "Documents proving the origin of the seafood (certificates of origin, mill or smelter records, isotopic tests)",
      flag: priorityInput("seafood"),
    },
    {
      id: "raw_material_tracing",
      section: "Traceability",
      text: "Can you trace every input of the products you supply to us back to its raw material, with documents for each step?",
      detailLabel: "Describe how you trace each input and how far back your records go",
      evidenceLabel:
        "A traceability record for a recent shipment (purchase orders, invoices, bills of lading, production records)",
      flag: missingControl("Inputs cannot be traced to their raw material"),
    },
    {
      id: "labour_transfer",
      section: "Labour",
      text: "Have you, or any of your suppliers, employed workers placed through government labour transfer or poverty alleviation programmes, including state-sponsored transfers of Uyghurs or other persecuted groups out of the XUAR?",
      detailLabel: "Describe the programme, the facilities and the number of workers",
      evidenceLabel: "Records of those placements and of what was done about them",
      flag: exposure("Workers placed through state-sponsored labour transfer"),
    },
    {
      id: "forced_labour_indicators",
      section: "Labour",
      text: "Has any audit or assessment of your facilities or suppliers found an indicator of forced labour (retained identity documents, debt bondage, restricted movement, withheld wages, excessive overtime)?",
      detailLabel: "Describe what was found, where, and how it was remedied",
      evidenceLabel: "The audit reports and the remediation records",
      flag: exposure("Forced labour indicators found by an audit"),
    },
    {
      id: "forced_labour_policy",
      section: "Labour",
      text: "Do you have a written policy forbidding forced labour that your suppliers are contractually bound to follow?",
      detailLabel: "Describe the policy and how suppliers are bound to it",
      evidenceLabel: "The policy and a supplier contract clause that enforces it",
      flag: missingControl("No forced labour policy binding suppliers"),
    },
    {
      id: "supplier_mapping",
      section: "Supplier mapping",
      text: "Have you mapped the supply chain of the products you supply to us, naming every supplier down to the raw material?",
      detailLabel: "Say how many tiers are mapped and when the map was last updated",
      evidenceLabel: "The supply chain map",
      flag: missingControl("Supply chain not mapped to raw material"),
    },
  ],
};

/** Every published version, oldest first. */
export const uflpaQuestionSets: readonly UflpaQuestionSet[] = [version1];

/** The version vendors answer now. */
export const currentUflpaQuestionSet: UflpaQuestionSet = uflpaQuestionSets[uflpaQuestionSets.length - 1]!;

/** The question set of a stored answer's version, or undefined for a version never published. */
export const uflpaQuestionSet = (version: number): UflpaQuestionSet | undefined =>
  uflpaQuestionSets.find((set) => set.version === version);

/** The question of `set` that asks after `input`, or undefined when that version does not ask. */
export const uflpaInputQuestion = (set: UflpaQuestionSet, input: UflpaInput): UflpaQuestion | undefined =>
  set.questions.find((question) => question.input === input);
