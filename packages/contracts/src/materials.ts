import { z } from "zod";
import { foldText } from "./fold-text";
import { nameSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { supplyStreamStageSchema, supplyStreamStages } from "./supply-stream-enums";
import { type UflpaInput, uflpaInputs } from "./uflpa-question-sets";
import { uflpaAnswerValues } from "./uflpa-questionnaire";
import { nameSearchSchema } from "./vendors";

/**
 * Materials and resource usage types (issue 13 point 4: `/products/materials`, `/resource-usage-types`,
 * a product's materials at the stages of its chain) and the UFLPA trace: a material may be one of the
 * questionnaire's high-priority inputs, so the products using it and the vendors at that stage of their
 * supply streams can be read with what each vendor declared. docs/decisions.md, "Materials".
 */

export type { UflpaInput } from "./uflpa-question-sets";
export const uflpaInputKeys = uflpaInputs.map((input) => input.key) as [UflpaInput, ...UflpaInput[]];
export const uflpaInputSchema = z.enum(uflpaInputKeys, { error: fieldMessages.uflpaInputInvalid });
/** "Cotton", "PVC": the questionnaire's name of the input, capitalised. */
export const uflpaInputLabels = Object.fromEntries(
  uflpaInputs.map(({ key, name }) => [key, name.charAt(0).toUpperCase() + name.slice(1)]),
) as Record<UflpaInput, string>;

/**
 * The words that name each input: the input itself, its other spellings and plain translations, and
 * the goods that are the input by another name (a solar cell is polysilicon, a shrimp seafood). Only
 * clear cases: "vinyl", "denim" or "alloy" alone may or may not be one, so they suggest nothing.
 */
export const uflpaInputWords: Record<UflpaInput, readonly string[]> = {
  cotton: ["cotton", "coton", "algodon", "baumwolle"],
  tomatoes: ["tomato", "tomate", "tomaten", "passata", "ketchup"],
  polysilicon: [
    "polysilicon",
    "poly silicon",
    "polycrystalline silicon",
    "multicrystalline silicon",
    "solar grade silicon",
    "silicon wafer",
    "solar cell",
    "solar module",
    "solar panel",
    "photovoltaic",
  ],
  aluminium: ["aluminium", "aluminum", "aluminio"],
  pvc: ["pvc", "upvc", "cpvc", "polyvinyl chloride", "poly vinyl chloride", "vinyl chloride"],
  seafood: [
    "seafood",
    "fish",
    "shellfish",
    "shrimp",
    "prawn",
    "squid",
    "tuna",
    "salmon",
    "pollock",
    "cod",
    "crab",
    "lobster",
    "scallop",
    "clam",
    "mussel",
    "oyster",
    "tilapia",
    "surimi",
  ],
};

/** The rule words whose plural may take "-es": those ending in s, x, z, ch, sh or o (tomatoes, fishes). */
const takesEs = /(?:[sxzo]|[cs]h)$/;

/**
 * A word of a name is a word of the rule in it, or its plural: "-s" (cottons), or "-es" where English
 * puts it (tomatoes, fishes), so "codes" is no "cod".
 */
const sameWord = (word: string, ruleWord: string) =>
  word === ruleWord || word === `${ruleWord}s` || (takesEs.test(ruleWord) && word === `${ruleWord}es`);

const ruleWords = uflpaInputs.map(({ key }) => ({
  key,
  phrases: uflpaInputWords[key].map((phrase) => phrase.split(" ")),
}));

/**
 * The high-priority input a material's name says it is, or null: the first input (in the
 * questionnaire's order) one of whose words or phrases is in the name as whole words, accents and case
 * ignored ("Organic Cotton Jersey" is cotton, "Aluminum extrusion" aluminium, "Cottonwood" nothing).
 */
export function suggestUflpaInput(name: string): UflpaInput | null {
  const words = foldText(name).split(" ");
  for (const { key, phrases } of ruleWords) {
    for (const phrase of phrases) {
      for (let at = 0; at + phrase.length <= words.length; at++) {
        if (phrase.every((ruleWord, i) => sameWord(words[at + i]!, ruleWord))) return key;
      }
    }
  }
  return null;
}

/**
 * POST /products/materials: a material by name. `uflpa_input` left out is suggested from the name
 * (`suggestUflpaInput`); null says it is none. A name the workspace has (accents and case ignored)
 * answers that material, unchanged, with 200.
 */
export const createMaterialRequestSchema = z.object({
  name: nameSchema,
  uflpa_input: uflpaInputSchema.nullable().optional(),
});
export type CreateMaterialRequest = z.infer<typeof createMaterialRequestSchema>;

/** PATCH /products/materials/{id}: a new name (not another material's) or high-priority input. */
export const updateMaterialRequestSchema = z.object({
  name: nameSchema.optional(),
  uflpa_input: uflpaInputSchema.nullable().optional(),
});
export type UpdateMaterialRequest = z.infer<typeof updateMaterialRequestSchema>;

export const materialSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  uflpa_input: z.enum(uflpaInputKeys).nullable(),
  /** How many of the workspace's products list it. */
  product_count: z.number().int().nonnegative(),
  created: z.iso.datetime(),
});
export type MaterialWire = z.infer<typeof materialSchema>;
export const materialListSchema = paginatedSchema(materialSchema);

/** GET /products/materials: by name; `search` finds a name containing the text (case and accents ignored). */
export const materialListQuerySchema = paginationQuerySchema.extend({
  search: nameSearchSchema,
  uflpa_input: z.enum(uflpaInputKeys, { error: once(fieldMessages.uflpaInputInvalid) }).optional(),
});
export type MaterialListQuery = z.infer<typeof materialListQuerySchema>;

/** The resource usage types a new workspace starts with (made on its first read of the list). */
export const defaultResourceUsageTypes = [
  "Fibre or fabric",
  "Component",
  "Ingredient",
  "Packaging",
  "Energy or process input",
] as const;

/** POST /resource-usage-types: a type by name; a name the workspace has answers that type with 200. */
export const createResourceUsageTypeRequestSchema = z.object({ name: nameSchema });
export type CreateResourceUsageTypeRequest = z.infer<typeof createResourceUsageTypeRequestSchema>;

export const resourceUsageTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created: z.iso.datetime(),
});
export type ResourceUsageTypeWire = z.infer<typeof resourceUsageTypeSchema>;
export const resourceUsageTypeListSchema = paginatedSchema(resourceUsageTypeSchema);
export const resourceUsageTypeListQuerySchema = paginationQuerySchema.extend({ search: nameSearchSchema });
export type ResourceUsageTypeListQuery = z.infer<typeof resourceUsageTypeListQuerySchema>;

/**
 * POST /products/{id}/materials: a material of the workspace in the product, at a stage of its chain
 * (optional) and used in a way (optional). A material or type not the workspace's answers 404; the same
 * material at the same stage twice answers 409.
 */
export const addProductMaterialRequestSchema = z.object({
  material_id: z.uuid({ error: fieldMessages.materialInvalid }),
  stage: z.enum(supplyStreamStages, { error: fieldMessages.supplyStageInvalid }).nullable().optional(),
  usage_type_id: z.uuid({ error: fieldMessages.usageTypeInvalid }).nullable().optional(),
});
export type AddProductMaterialRequest = z.infer<typeof addProductMaterialRequestSchema>;

export const productMaterialParamsSchema = z.object({ id: z.uuid(), productMaterialId: z.uuid() });

const idName = z.object({ id: z.uuid(), name: z.string() });
export const productMaterialSchema = z.object({
  id: z.uuid(),
  product: z.uuid(),
  material: idName.extend({ uflpa_input: z.enum(uflpaInputKeys).nullable() }),
  stage: supplyStreamStageSchema.nullable(),
  usage_type: idName.nullable(),
  created: z.iso.datetime(),
});
export type ProductMaterialWire = z.infer<typeof productMaterialSchema>;
export const productMaterialListSchema = paginatedSchema(productMaterialSchema);

/** Most products the exposure lists per input (`product_count` says how many there are). */
export const uflpaExposureProductsMax = 100;

/** GET /products/materials/uflpa-exposure: one input, or all six. */
export const uflpaExposureQuerySchema = z.object({
  input: z.enum(uflpaInputKeys, { error: once(fieldMessages.uflpaInputInvalid) }).optional(),
});
export type UflpaExposureQuery = z.infer<typeof uflpaExposureQuerySchema>;

/**
 * A vendor at a stage of the supply streams of products using the input: at the stage the product uses
 * it, or at any stage when the product does not say where. `declared` is its newest submitted UFLPA
 * questionnaire's answer on that input: null when it submitted none or its version does not ask.
 */
export const uflpaExposureVendorSchema = z.object({
  relationship: z.uuid(),
  name: z.string(),
  stage: supplyStreamStageSchema,
  product_count: z.number().int().nonnegative(),
  declared: z.enum(uflpaAnswerValues).nullable(),
  submitted: z.iso.datetime().nullable(),
});
export type UflpaExposureVendorWire = z.infer<typeof uflpaExposureVendorSchema>;

export const uflpaExposureInputSchema = z.object({
  input: z.enum(uflpaInputKeys),
  /** The workspace's materials that are this input. */
  materials: z.array(idName),
  product_count: z.number().int().nonnegative(),
  /** The first products by name (at most `uflpaExposureProductsMax`), each with where it uses the input. */
  products: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      sku: z.string().nullable(),
      uses: z.array(
        z.object({
          id: z.uuid(),
          material: idName,
          stage: supplyStreamStageSchema.nullable(),
          usage_type: idName.nullable(),
        }),
      ),
    }),
  ),
  vendors: z.array(uflpaExposureVendorSchema),
});
export type UflpaExposureInputWire = z.infer<typeof uflpaExposureInputSchema>;
export const uflpaExposureSchema = z.object({ inputs: z.array(uflpaExposureInputSchema) });
export type UflpaExposureWire = z.infer<typeof uflpaExposureSchema>;
