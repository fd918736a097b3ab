import { describe, expect, it } from "vitest";
import {
  addProductMaterialRequestSchema,
  createMaterialRequestSchema,
  suggestUflpaInput,
  uflpaInputKeys,
  uflpaInputLabels,
  uflpaInputWords,
} from "./materials";
import { fieldMessages } from "./messages";
import { currentUflpaQuestionSet, uflpaInputQuestion } from "./uflpa-question-sets";

describe("UFLPA high-priority inputs", () => {
  it("are the questionnaire's six, each asked by a question of the current version", () => {
    expect(uflpaInputKeys).toEqual(["cotton", "tomatoes", "polysilicon", "aluminium", "pvc", "seafood"]);
    expect(uflpaInputKeys.map((input) => uflpaInputQuestion(currentUflpaQuestionSet, input)?.id)).toEqual([
      "input_cotton",
      "input_tomatoes",
      "input_polysilicon",
      "input_aluminium",
      "input_pvc",
      "input_seafood",
    ]);
    expect(Object.values(uflpaInputLabels)).toEqual([
      "Cotton",
      "Tomatoes",
      "Polysilicon",
      "Aluminium",
      "PVC",
      "Seafood",
    ]);
  });
});

describe("suggestUflpaInput", () => {
  it.each([
    ["Organic Cotton Jersey", "cotton"],
    ["cotton/elastane blend", "cotton"],
    ["Algodón pima", "cotton"],
    ["Baumwolle", "cotton"],
    ["Cottons", "cotton"],
    ["Tomato paste", "tomatoes"],
    ["Sun-dried TOMATOES", "tomatoes"],
    ["Passata", "tomatoes"],
    ["Polysilicon ingot", "polysilicon"],
    ["Polycrystalline silicon", "polysilicon"],
    ["Monocrystalline solar cells", "polysilicon"],
    ["PV module (photovoltaic)", "polysilicon"],
    ["Aluminum extrusion 6063", "aluminium"],
    ["ALUMINIUM", "aluminium"],
    ["uPVC window profile", "pvc"],
    ["Polyvinyl chloride film", "pvc"],
    ["PVC", "pvc"],
    ["Frozen shrimps", "seafood"],
    ["Alaska pollock fillet", "seafood"],
    ["Fish oil", "seafood"],
    ["Dried fishes", "seafood"],
  ])("finds %s to be %s", (name, input) => {
    expect(suggestUflpaInput(name)).toBe(input);
  });

  it.each([
    "Cottonwood veneer",
    "Polyester",
    "Silicon rubber",
    "Vinyl sticker",
    "Denim",
    "Stainless steel",
    "Catfishing line",
    "Codling moth trap",
    // "-es" is a plural only after s, x, z, ch, sh or o: "codes" is no "cod".
    "Bar codes",
    "Printed bar codes",
    "Colour codes label",
    "",
  ])("suggests nothing for %j", (name) => {
    expect(suggestUflpaInput(name)).toBeNull();
  });

  it("takes the first input in the questionnaire's order when a name holds two", () => {
    expect(suggestUflpaInput("PVC-coated cotton canvas")).toBe("cotton");
  });

  it("keeps every rule word folded (lower case, no accents, single spaces), so it can match", () => {
    for (const words of Object.values(uflpaInputWords))
      for (const word of words) expect(word).toMatch(/^[a-z]+( [a-z]+)*$/);
  });
});

describe("material requests", () => {
  it("take a name and an optional input (null: none)", () => {
    expect(createMaterialRequestSchema.parse({ name: " Cotton " })).toEqual({ name: "Cotton" });
    expect(createMaterialRequestSchema.parse({ name: "Cotton", uflpa_input: null }).uflpa_input).toBeNull();
    const bad = createMaterialRequestSchema.safeParse({ name: "Cotton", uflpa_input: "COTTON" });
    expect(bad.error?.issues[0]?.message).toBe(fieldMessages.uflpaInputInvalid);
  });

  it("say a bad stage, material or usage type on the field", () => {
    const bad = addProductMaterialRequestSchema.safeParse({
      material_id: "x",
      stage: "raw",
      usage_type_id: 1,
    });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path.join("."), i.message]))).toEqual({
      material_id: fieldMessages.materialInvalid,
      stage: fieldMessages.supplyStageInvalid,
      usage_type_id: fieldMessages.usageTypeInvalid,
    });
  });
});
