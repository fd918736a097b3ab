import type { SupplyStreamStage, UflpaInput } from "@tierline/contracts";
import type { Db, UflpaInput as StoredUflpaInput } from "@tierline/db";
import { notFound } from "../errors";
import { likeLiteral, type Page, updateOwned } from "../repository";

type Scope = { workspaceId: string };

/** The database's enum is the questionnaire's list (contracts `uflpaInputs`): tsc fails when they part. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const storedUflpaInputsAreTheQuestionnaires: Same<StoredUflpaInput, UflpaInput> = true;
type Paging = { page: number; pageSize: number };

export interface Material {
  id: string;
  name: string;
  uflpaInput: UflpaInput | null;
  /** How many of the workspace's products list it. */
  productCount: number;
  createdAt: Date;
}

export interface ResourceUsageType {
  id: string;
  name: string;
  createdAt: Date;
}

export interface ProductMaterial {
  id: string;
  productId: string;
  material: { id: string; name: string; uflpaInput: UflpaInput | null };
  stage: SupplyStreamStage | null;
  usageType: { id: string; name: string } | null;
  createdAt: Date;
}

const materialColumns = { id: true, name: true, uflpaInput: true, createdAt: true } as const;
type MaterialRow = Omit<Material, "productCount">;

const usageTypeColumns = { id: true, name: true, createdAt: true } as const;
const productMaterialColumns = {
  id: true,
  productId: true,
  material: { select: { id: true, name: true, uflpaInput: true } },
  stage: true,
  usageType: { select: { id: true, name: true } },
  createdAt: true,
} as const;
const byName = [{ nameKey: "asc" }, { id: "asc" }] as const;
const pageOf = (paging: Paging) => ({ skip: (paging.page - 1) * paging.pageSize, take: paging.pageSize });
/** A search as the folded names hold it (`foldText` of the search), inside a LIKE. */
const nameContains = (search: string | undefined) => (search ? { contains: likeLiteral(search) } : undefined);

/** Every query of materials, resource usage types and products' materials, each with its workspace. */
export function createMaterialsRepository(db: Db) {
  /** The materials with how many products list each (a product listing one at two stages counts once). */
  async function withProductCounts(scope: Scope, rows: MaterialRow[]): Promise<Material[]> {
    if (rows.length === 0) return [];
    const counts = await db.$queryRaw<{ id: string; count: number }[]>`
      SELECT material_id AS id, count(DISTINCT product_id)::int AS count
      FROM product_materials
      WHERE workspace_id = ${scope.workspaceId}::uuid AND material_id = ANY(${rows.map((r) => r.id)}::uuid[])
      GROUP BY material_id`;
    const byId = new Map(counts.map((c) => [c.id, c.count]));
    return rows.map((row) => ({ ...row, productCount: byId.get(row.id) ?? 0 }));
  }
  const one = async (scope: Scope, row: MaterialRow | null) =>
    row && (await withProductCounts(scope, [row]))[0]!;

  return {
    async listMaterials(
      scope: Scope,
      filter: { searchKey?: string; uflpaInput?: UflpaInput },
      paging: Paging,
    ): Promise<Page<Material>> {
      const where = {
        workspaceId: scope.workspaceId,
        nameKey: nameContains(filter.searchKey),
        uflpaInput: filter.uflpaInput,
      };
      const [rows, count] = await Promise.all([
        db.material.findMany({ where, select: materialColumns, orderBy: [...byName], ...pageOf(paging) }),
        db.material.count({ where }),
      ]);
      return { results: await withProductCounts(scope, rows), count };
    },

    findMaterial: async (scope: Scope, id: string): Promise<Material | null> =>
      one(
        scope,
        await db.material.findFirst({
          where: { id, workspaceId: scope.workspaceId },
          select: materialColumns,
        }),
      ),

    findMaterialByKey: async (scope: Scope, nameKey: string): Promise<Material | null> =>
      one(
        scope,
        await db.material.findUnique({
          where: { workspaceId_nameKey: { workspaceId: scope.workspaceId, nameKey } },
          select: materialColumns,
        }),
      ),

    /** A new material; a name taken meanwhile breaks the unique key (409, which the service reads). */
    async createMaterial(
      scope: Scope,
      material: { name: string; nameKey: string; uflpaInput: UflpaInput | null },
    ): Promise<Material> {
      const row = await db.material.create({
        data: { ...material, workspaceId: scope.workspaceId },
        select: materialColumns,
      });
      return { ...row, productCount: 0 };
    },

    /** Changes a material of the workspace (404 when it is not); another's name breaks the unique key. */
    async updateMaterial(
      scope: Scope,
      id: string,
      change: { name?: string; nameKey?: string; uflpaInput?: UflpaInput | null },
    ): Promise<void> {
      await updateOwned(scope, id, (where) => db.material.updateMany({ where, data: change }));
    },

    /**
     * The workspace's first read of its usage types gives it the default set, once: a workspace that
     * has any type (made by hand or given before) is left as it is. Two first reads racing insert once.
     */
    async ensureDefaultUsageTypes(scope: Scope, defaults: { name: string; nameKey: string }[]) {
      if ((await db.resourceUsageType.count({ where: { workspaceId: scope.workspaceId } })) > 0) return;
      await db.resourceUsageType.createMany({
        data: defaults.map((type) => ({ ...type, workspaceId: scope.workspaceId })),
        skipDuplicates: true,
      });
    },

    async listUsageTypes(
      scope: Scope,
      filter: { searchKey?: string },
      paging: Paging,
    ): Promise<Page<ResourceUsageType>> {
      const where = { workspaceId: scope.workspaceId, nameKey: nameContains(filter.searchKey) };
      const [results, count] = await Promise.all([
        db.resourceUsageType.findMany({
          where,
          select: usageTypeColumns,
          orderBy: [...byName],
          ...pageOf(paging),
        }),
        db.resourceUsageType.count({ where }),
      ]);
      return { results, count };
    },

    findUsageTypeByKey: (scope: Scope, nameKey: string): Promise<ResourceUsageType | null> =>
      db.resourceUsageType.findUnique({
        where: { workspaceId_nameKey: { workspaceId: scope.workspaceId, nameKey } },
        select: usageTypeColumns,
      }),

    createUsageType: (scope: Scope, type: { name: string; nameKey: string }): Promise<ResourceUsageType> =>
      db.resourceUsageType.create({
        data: { ...type, workspaceId: scope.workspaceId },
        select: usageTypeColumns,
      }),

    /** A product's materials, in chain order (no stage last), then by material name. */
    async listProductMaterials(
      scope: Scope,
      productId: string,
      paging: Paging,
    ): Promise<Page<ProductMaterial>> {
      const where = { workspaceId: scope.workspaceId, productId };
      const [results, count] = await Promise.all([
        db.productMaterial.findMany({
          where,
          select: productMaterialColumns,
          orderBy: [
            { stage: { sort: "asc", nulls: "last" } },
            { material: { nameKey: "asc" } },
            { id: "asc" },
          ],
          ...pageOf(paging),
        }),
        db.productMaterial.count({ where }),
      ]);
      return { results, count };
    },

    /** Whether the product lists the material at that stage (no stage is a stage of its own here). */
    async hasProductMaterial(
      scope: Scope,
      entry: { productId: string; materialId: string; stage: SupplyStreamStage | null },
    ) {
      return (await db.productMaterial.count({ where: { ...entry, workspaceId: scope.workspaceId } })) > 0;
    },

    /**
     * A material in a product of the workspace; the product, the material and the usage type must all
     * be the workspace's (else 404). The same material at the same stage breaks the unique key (409).
     */
    async addProductMaterial(
      scope: Scope,
      entry: {
        productId: string;
        materialId: string;
        stage: SupplyStreamStage | null;
        usageTypeId: string | null;
      },
    ): Promise<ProductMaterial> {
      const { workspaceId } = scope;
      const [product, material, usageType] = await Promise.all([
        db.product.count({ where: { id: entry.productId, workspaceId } }),
        db.material.count({ where: { id: entry.materialId, workspaceId } }),
        entry.usageTypeId ? db.resourceUsageType.count({ where: { id: entry.usageTypeId, workspaceId } }) : 1,
      ]);
      if (product === 0 || material === 0 || usageType === 0) throw notFound();
      return db.productMaterial.create({
        data: { ...entry, workspaceId },
        select: productMaterialColumns,
      });
    },

    /** Removes a material from a product of the workspace; one not in that product answers 404. */
    async removeProductMaterial(scope: Scope, productId: string, id: string): Promise<void> {
      const { count } = await db.productMaterial.deleteMany({
        where: { id, productId, workspaceId: scope.workspaceId },
      });
      if (count === 0) throw notFound();
    },
  };
}
