import { describe, expect, it } from "vitest";
import { currentUflpaQuestionSet, uflpaQuestionSet, uflpaQuestionSets } from "./uflpa-question-sets";

describe("UFLPA question sets", () => {
  // A published version is never edited: answers stored with it are read against these questions. This
  // is version 1 as published, to the letter (a wording to mend, such as "the tomatoes comes from", is
  // mended in a new version, never here).
  it("keeps version 1 exactly as published: ids, texts, labels, flags, order", () => {
    expect(uflpaQuestionSet(1)).toStrictEqual({
      version: 1,
      questions: [
        {
          id: "xuar_operations",
          section: "Xinjiang Uyghur Autonomous Region",
          text: "Do you, or any of your subsidiaries or affiliates, have operations, facilities or employees in the Xinjiang Uyghur Autonomous Region (XUAR)?",
          detailLabel: "Describe the operations, facilities or employees and where they are",
          evidenceLabel: "Documents describing those operations (registrations, facility lists)",
          flag: { when: "yes", severity: "HIGH", reason: "Operations in the XUAR" },
        },
        {
          id: "xuar_sourcing",
          section: "Xinjiang Uyghur Autonomous Region",
          text: "Are any of the products, components or raw materials you supply to us mined, produced or manufactured wholly or in part in the XUAR?",
          detailLabel: "Name the products, components or materials and the suppliers involved",
          evidenceLabel: "Supplier declarations or production records for those goods",
          flag: { when: "yes", severity: "HIGH", reason: "Goods made wholly or in part in the XUAR" },
        },
        {
          id: "entity_list_dealings",
          section: "UFLPA Entity List",
          text: "Do you, or any of your suppliers at any tier, buy from, sell to or work with an entity on the UFLPA Entity List?",
          detailLabel: "Name the listed entities and what you or your suppliers obtain from them",
          evidenceLabel: "Purchase records or contracts with those entities",
          flag: { when: "yes", severity: "HIGH", reason: "Dealings with a UFLPA Entity List party" },
        },
        {
          id: "entity_list_screening",
          section: "UFLPA Entity List",
          text: "Do you screen your suppliers at every tier against the UFLPA Entity List, and again whenever it is updated?",
          detailLabel: "Describe how and how often you screen, and which tiers are covered",
          evidenceLabel: "Your screening procedure or recent screening results",
          flag: {
            when: "no",
            severity: "LOW",
            reason: "Suppliers not screened against the UFLPA Entity List",
          },
        },
        {
          id: "input_cotton",
          input: "cotton",
          section: "High-priority inputs",
          text: "Do the products you supply to us contain cotton (fibre, yarn, fabric, garments, textiles), in whole or in part?",
          detailLabel: "Name the countries and suppliers the cotton comes from, down to its raw material",
          evidenceLabel:
            "Documents proving the origin of the cotton (certificates of origin, mill or smelter records, isotopic tests)",
          flag: { when: "yes", severity: "LOW", reason: "Uses cotton, a UFLPA high-priority input" },
        },
        {
          id: "input_tomatoes",
          input: "tomatoes",
          section: "High-priority inputs",
          text: "Do the products you supply to us contain tomatoes (fresh, paste, sauce, other tomato products), in whole or in part?",
          detailLabel: "Name the countries and suppliers the tomatoes comes from, down to its raw material",
          evidenceLabel:
            "Documents proving the origin of the tomatoes (certificates of origin, mill or smelter records, isotopic tests)",
          flag: { when: "yes", severity: "LOW", reason: "Uses tomatoes, a UFLPA high-priority input" },
        },
        {
          id: "input_polysilicon",
          input: "polysilicon",
          section: "High-priority inputs",
          text: "Do the products you supply to us contain polysilicon (ingots, wafers, solar cells and modules), in whole or in part?",
          detailLabel:
            "Name the countries and suppliers the polysilicon comes from, down to its raw material",
          evidenceLabel:
            "Documents proving the origin of the polysilicon (certificates of origin, mill or smelter records, isotopic tests)",
          flag: { when: "yes", severity: "LOW", reason: "Uses polysilicon, a UFLPA high-priority input" },
        },
        {
          id: "input_aluminium",
          input: "aluminium",
          section: "High-priority inputs",
          text: "Do the products you supply to us contain aluminium (primary aluminium, alloys, extrusions, parts), in whole or in part?",
          detailLabel: "Name the countries and suppliers the aluminium comes from, down to its raw material",
          evidenceLabel:
            "Documents proving the origin of the aluminium (certificates of origin, mill or smelter records, isotopic tests)",
          flag: { when: "yes", severity: "LOW", reason: "Uses aluminium, a UFLPA high-priority input" },
        },
        {
          id: "input_pvc",
          input: "pvc",
          section: "High-priority inputs",
          text: "Do the products you supply to us contain PVC (polyvinyl chloride resin, flooring, pipes, film), in whole or in part?",
          detailLabel: "Name the countries and suppliers the PVC comes from, down to its raw material",
          evidenceLabel:
            "Documents proving the origin of the PVC (certificates of origin, mill or smelter records, isotopic tests)",
          flag: { when: "yes", severity: "LOW", reason: "Uses PVC, a UFLPA high-priority input" },
        },
        {
          id: "input_seafood",
          input: "seafood",
          section: "High-priority inputs",
          text: "Do the products you supply to us contain seafood (fish, shellfish and products processed from them), in whole or in part?",
          detailLabel: "Name the countries and suppliers the seafood comes from, down to its raw material",
          evidenceLabel:
            "Documents proving the origin of the seafood (certificates of origin, mill or smelter records, isotopic tests)",
          flag: { when: "yes", severity: "LOW", reason: "Uses seafood, a UFLPA high-priority input" },
        },
        {
          id: "raw_material_tracing",
          section: "Traceability",
          text: "Can you trace every input of the products you supply to us back to its raw material, with documents for each step?",
          detailLabel: "Describe how you trace each input and how far back your records go",
          evidenceLabel:
            "A traceability record for a recent shipment (purchase orders, invoices, bills of lading, production records)",
          flag: { when: "no", severity: "LOW", reason: "Inputs cannot be traced to their raw material" },
        },
        {
          id: "labour_transfer",
          section: "Labour",
          text: "Have you, or any of your suppliers, employed workers placed through government labour transfer or poverty alleviation programmes, including state-sponsored transfers of Uyghurs or other persecuted groups out of the XUAR?",
          detailLabel: "Describe the programme, the facilities and the number of workers",
          evidenceLabel: "Records of those placements and of what was done about them",
          flag: {
            when: "yes",
            severity: "HIGH",
            reason: "Workers placed through state-sponsored labour transfer",
          },
        },
        {
          id: "forced_labour_indicators",
          section: "Labour",
          text: "Has any audit or assessment of your facilities or suppliers found an indicator of forced labour (retained identity documents, debt bondage, restricted movement, withheld wages, excessive overtime)?",
          detailLabel: "Describe what was found, where, and how it was remedied",
          evidenceLabel: "The audit reports and the remediation records",
          flag: { when: "yes", severity: "HIGH", reason: "Forced labour indicators found by an audit" },
        },
        {
          id: "forced_labour_policy",
          section: "Labour",
          text: "Do you have a written policy forbidding forced labour that your suppliers are contractually bound to follow?",
          detailLabel: "Describe the policy and how suppliers are bound to it",
          evidenceLabel: "The policy and a supplier contract clause that enforces it",
          flag: { when: "no", severity: "LOW", reason: "No forced labour policy binding suppliers" },
        },
        {
          id: "supplier_mapping",
          section: "Supplier mapping",
          text: "Have you mapped the supply chain of the products you supply to us, naming every supplier down to the raw material?",
          detailLabel: "Say how many tiers are mapped and when the map was last updated",
          evidenceLabel: "The supply chain map",
          flag: { when: "no", severity: "LOW", reason: "Supply chain not mapped to raw material" },
        },
      ],
    });
  });

  it("keeps every published version findable by its number, numbers strictly increasing, the newest current", () => {
    const versions = uflpaQuestionSets.map((s) => s.version);
    expect(versions[0]).toBe(1);
    for (const [i, version] of versions.entries())
      if (i > 0) expect(version).toBeGreaterThan(versions[i - 1]!);
    for (const published of uflpaQuestionSets) expect(uflpaQuestionSet(published.version)).toBe(published);
    expect(currentUflpaQuestionSet).toBe(uflpaQuestionSets.at(-1));
    expect(uflpaQuestionSet(0)).toBeUndefined();
    expect(uflpaQuestionSet(versions.at(-1)! + 1)).toBeUndefined();
  });
});
