import {
  type AddProductMaterialRequest,
  type CreateMaterialRequest,
  defaultResourceUsageTypes,
  fieldMessages,
  foldedKey,
  foldText,
  type MaterialListQuery,
  type PaginationQuery,
  type ResourceUsageTypeListQuery,
  type SupplyStreamStage,
  suggestUflpaInput,
  type UflpaAnswerValue,
  type UflpaInput,
  type UpdateMaterialRequest,
  uflpaExposureProductsMax,
  uflpaInputKeys,
  uflpaInputQuestion,
  uflpaQuestionSet,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { createMaterialsRepository, type Material } from "./materials.repository";
import {
  createUflpaExposureRepository,
  type ExposureProduct,
  type NewestSubmission,
} from "./uflpa-exposure.repository";

export type { Material, ProductMaterial, ResourceUsageType } from "./materials.repository";

/** One high-priority input traced through the catalogue (GET /products/materials/uflpa-exposure). */
export interface UflpaExposure {
  input: UflpaInput;
  materials: { id: string; name: string }[];
  productCount: number;
  products: Omit<ExposureProduct, "input">[];
  vendors: {
    relationshipId: string;
    name: string;
    stage: SupplyStreamStage;
    productCount: number;
    declared: UflpaAnswerValue | null;
    submittedAt: Date | null;
  }[];
}

const isConflict = (error: unknown) => error instanceof AppError && error.code === "CONFLICT";
const paging = (query: PaginationQuery) => ({ page: query.page, pageSize: query.page_size });
/** A search as folded names hold it; one that folds to nothing (only punctuation) is no filter. */
const searchKey = (search: string | undefined) => (search ? foldText(search) || undefined : undefined);

/** What a vendor's newest submission answered on `input`: null with none, or when its version did not ask. */
function declared(submission: NewestSubmission | undefined, input: UflpaInput): UflpaAnswerValue | null {
  if (!submission) return null;
  const set = uflpaQuestionSet(submission.questionSetVersion);
  const question = set && uflpaInputQuestion(set, input);
  return (question && submission.answers[question.id]?.answer) ?? null;
}

/**
 * Materials, resource usage types and the materials of products (issue 13 point 4), and the UFLPA trace
 * from the questionnaire's high-priority inputs to the products using them and the vendors at those
 * stages (docs/decisions.md, "Materials").
 */
export function createMaterialsService({ db }: CoreDeps) {
  const repository = createMaterialsRepository(db);
  const exposure = createUflpaExposureRepository(db);

  /** Runs `make`; a name taken meanwhile (the unique key on the folded name) answers what took it. */
  async function madeOrFound<T>(make: () => Promise<T>, find: () => Promise<T | null>): Promise<T> {
    try {
      return await make();
    } catch (error) {
      const found = isConflict(error) ? await find() : null;
      if (found) return found;
      throw error;
    }
  }

  return {
    listMaterials: (actor: Actor, query: MaterialListQuery) =>
      repository.listMaterials(
        actor,
        { searchKey: searchKey(query.search), uflpaInput: query.uflpa_input },
        paging(query),
      ),

    /**
     * POST /products/materials: a new material, or (`created` false) the workspace's material of that
     * name, accents and case ignored, unchanged. `uflpa_input` left out is suggested from the name.
     */
    async createMaterial(
      actor: Actor,
      input: CreateMaterialRequest,
    ): Promise<{ material: Material; created: boolean }> {
      const nameKey = foldedKey(input.name);
      const existing = await repository.findMaterialByKey(actor, nameKey);
      if (existing) return { material: existing, created: false };
      const uflpaInput = input.uflpa_input === undefined ? suggestUflpaInput(input.name) : input.uflpa_input;
      let created = true;
      const material = await madeOrFound(
        () => repository.createMaterial(actor, { name: input.name, nameKey, uflpaInput }),
        async () => {
          created = false;
          return repository.findMaterialByKey(actor, nameKey);
        },
      );
      return { material, created };
    },

    /** PATCH /products/materials/{id}: its name (not another material's) or its high-priority input. */
    async updateMaterial(actor: Actor, id: string, change: UpdateMaterialRequest): Promise<Material> {
      const name = change.name;
      try {
        await repository.updateMaterial(actor, id, {
          ...(name !== undefined ? { name, nameKey: foldedKey(name) } : {}),
          ...(change.uflpa_input !== undefined ? { uflpaInput: change.uflpa_input } : {}),
        });
      } catch (error) {
        if (isConflict(error)) throw new AppError("CONFLICT", { name: fieldMessages.materialNameTaken });
        throw error;
      }
      const material = await repository.findMaterial(actor, id);
      if (!material) throw notFound();
      return material;
    },

    /** GET /resource-usage-types: a workspace's first read gives it the default types. */
    async listUsageTypes(actor: Actor, query: ResourceUsageTypeListQuery) {
      await repository.ensureDefaultUsageTypes(
        actor,
        defaultResourceUsageTypes.map((name) => ({ name, nameKey: foldedKey(name) })),
      );
      return repository.listUsageTypes(actor, { searchKey: searchKey(query.search) }, paging(query));
    },

    /** POST /resource-usage-types: a new type, or (`created` false) the workspace's type of that name. */
    async createUsageType(actor: Actor, name: string) {
      const nameKey = foldedKey(name);
      const existing = await repository.findUsageTypeByKey(actor, nameKey);
      if (existing) return { usageType: existing, created: false };
      let created = true;
      const usageType = await madeOrFound(
        () => repository.createUsageType(actor, { name, nameKey }),
        async () => {
          created = false;
          return repository.findUsageTypeByKey(actor, nameKey);
        },
      );
      return { usageType, created };
    },

    listProductMaterials: (actor: Actor, productId: string, query: PaginationQuery) =>
      repository.listProductMaterials(actor, productId, paging(query)),

    /** POST /products/{id}/materials: the same material at the same stage twice answers 409. */
    async addProductMaterial(actor: Actor, productId: string, input: AddProductMaterialRequest) {
      const entry = {
        productId,
        materialId: input.material_id,
        stage: input.stage ?? null,
        usageTypeId: input.usage_type_id ?? null,
      };
      const taken = () => new AppError("CONFLICT", { material_id: fieldMessages.productMaterialTaken });
      if (await repository.hasProductMaterial(actor, entry)) throw taken();
      try {
        return await repository.addProductMaterial(actor, entry);
      } catch (error) {
        if (isConflict(error)) throw taken();
        throw error;
      }
    },

    removeProductMaterial: (actor: Actor, productId: string, id: string) =>
      repository.removeProductMaterial(actor, productId, id),

    /**
     * The UFLPA trace, per high-priority input (all six in the questionnaire's order, or the one asked
     * for): the workspace's materials that are it, the products using them (the first ones by name),
     * and the vendors at those stages of the products' supply streams, each with what its newest
     * submitted questionnaire declared about that input.
     */
    async uflpaExposure(actor: Actor, only: UflpaInput | undefined): Promise<UflpaExposure[]> {
      const [materials, counts, products, vendors] = await Promise.all([
        exposure.materials(actor, only),
        exposure.productCounts(actor, only),
        exposure.products(actor, only, uflpaExposureProductsMax),
        exposure.vendors(actor, only),
      ]);
      const submissions = new Map(
        (await exposure.newestSubmissions(actor, [...new Set(vendors.map((v) => v.relationshipId))])).map(
          (submission) => [submission.relationshipId, submission],
        ),
      );
      return uflpaInputKeys
        .filter((input) => !only || input === only)
        .map((input) => ({
          input,
          materials: materials.filter((m) => m.input === input).map(({ id, name }) => ({ id, name })),
          productCount: counts.find((c) => c.input === input)?.count ?? 0,
          products: products.filter((p) => p.input === input).map(({ input: _, ...product }) => product),
          vendors: vendors
            .filter((v) => v.input === input)
            .map(({ input: _, ...vendor }) => {
              const submission = submissions.get(vendor.relationshipId);
              return {
                ...vendor,
                declared: declared(submission, input),
                submittedAt: submission?.submittedAt ?? null,
              };
            }),
        }));
    },
  };
}
