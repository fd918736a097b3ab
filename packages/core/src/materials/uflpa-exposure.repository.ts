import type { SupplyStreamStage, UflpaInput, UflpaStoredAnswer } from "@tierline/contracts";
import { type Db, Prisma } from "@tierline/db";

type Scope = { workspaceId: string };

export interface ExposureUse {
  id: string;
  material: { id: string; name: string };
  stage: SupplyStreamStage | null;
  usageType: { id: string; name: string } | null;
}

export interface ExposureProduct {
  input: UflpaInput;
  id: string;
  name: string;
  sku: string | null;
  uses: ExposureUse[];
}

export interface ExposureVendor {
  input: UflpaInput;
  relationshipId: string;
  name: string;
  stage: SupplyStreamStage;
  productCount: number;
}

export interface NewestSubmission {
  relationshipId: string;
  questionSetVersion: number;
  answers: Record<string, UflpaStoredAnswer>;
  submittedAt: Date | null;
}

/**
 * The reads of the UFLPA trace: the workspace's materials that are high-priority inputs, the products
 * listing them, the vendors at those stages of the products' supply streams, and what those vendors
 * last submitted. Each query is addressed with the workspace, on every table it joins.
 */
export function createUflpaExposureRepository(db: Db) {
  /** The inputs asked for: one, or every input (the column is null for other materials). */
  const inputIs = (column: Prisma.Sql, input: UflpaInput | undefined) =>
    input ? Prisma.sql`${column} = ${input}::"UflpaInput"` : Prisma.sql`${column} IS NOT NULL`;

  return {
    materials: (scope: Scope, input: UflpaInput | undefined) =>
      db.$queryRaw<{ id: string; name: string; input: UflpaInput }[]>`
        SELECT m.id, m.name, m.uflpa_input::text AS input
        FROM materials m
        WHERE m.workspace_id = ${scope.workspaceId}::uuid AND ${inputIs(Prisma.sql`m.uflpa_input`, input)}
        ORDER BY m.name_key, m.id`,

    /** How many products use each input. */
    productCounts: (scope: Scope, input: UflpaInput | undefined) =>
      db.$queryRaw<{ input: UflpaInput; count: number }[]>`
        SELECT m.uflpa_input::text AS input, count(DISTINCT pm.product_id)::int AS count
        FROM product_materials pm
        JOIN materials m ON m.id = pm.material_id AND m.workspace_id = pm.workspace_id
        WHERE pm.workspace_id = ${scope.workspaceId}::uuid AND ${inputIs(Prisma.sql`m.uflpa_input`, input)}
        GROUP BY m.uflpa_input`,

    /** The first `limit` products by name using each input, with every use of it (chain order). */
    products: (scope: Scope, input: UflpaInput | undefined, limit: number) =>
      db.$queryRaw<ExposureProduct[]>`
        WITH used AS (
          SELECT DISTINCT m.uflpa_input AS input, p.id, p.name_key
          FROM product_materials pm
          JOIN materials m ON m.id = pm.material_id AND m.workspace_id = pm.workspace_id
          JOIN products p ON p.id = pm.product_id AND p.workspace_id = pm.workspace_id
          WHERE pm.workspace_id = ${scope.workspaceId}::uuid AND ${inputIs(Prisma.sql`m.uflpa_input`, input)}
        ), ranked AS (
          SELECT used.*, row_number() OVER (PARTITION BY input ORDER BY name_key, id) AS rank FROM used
        )
        SELECT r.input::text AS input, p.id, p.name, p.sku,
          json_agg(json_build_object(
            'id', pm.id,
            'material', json_build_object('id', m.id, 'name', m.name),
            'stage', pm.stage,
            'usageType', CASE WHEN ut.id IS NULL THEN NULL ELSE json_build_object('id', ut.id, 'name', ut.name) END
          ) ORDER BY pm.stage NULLS LAST, m.name_key, pm.id) AS uses
        FROM ranked r
        JOIN products p ON p.id = r.id
        JOIN product_materials pm ON pm.product_id = p.id AND pm.workspace_id = p.workspace_id
        JOIN materials m ON m.id = pm.material_id AND m.uflpa_input = r.input AND m.workspace_id = p.workspace_id
        LEFT JOIN resource_usage_types ut ON ut.id = pm.usage_type_id AND ut.workspace_id = p.workspace_id
        WHERE r.rank <= ${limit}
        GROUP BY r.input, r.rank, p.id, p.name, p.sku
        ORDER BY r.input, r.rank`,

    /**
     * The vendors at the stages where products use each input, in the products' supply streams: at the
     * stage the product names, or at every stage when it names none. By stage, then vendor name.
     */
    vendors: (scope: Scope, input: UflpaInput | undefined) =>
      db.$queryRaw<ExposureVendor[]>`
        SELECT m.uflpa_input::text AS input, sv.relationship_id AS "relationshipId", r.name,
          sv.stage::text AS stage, count(DISTINCT pm.product_id)::int AS "productCount"
        FROM product_materials pm
        JOIN materials m ON m.id = pm.material_id AND m.workspace_id = pm.workspace_id
        JOIN product_supply_streams ps ON ps.product_id = pm.product_id AND ps.workspace_id = pm.workspace_id
        JOIN supply_stream_stage_vendors sv ON sv.stream_id = ps.stream_id AND sv.workspace_id = pm.workspace_id
          AND (pm.stage IS NULL OR sv.stage = pm.stage)
        JOIN vendor_relationships r ON r.id = sv.relationship_id AND r.workspace_id = pm.workspace_id
        WHERE pm.workspace_id = ${scope.workspaceId}::uuid AND ${inputIs(Prisma.sql`m.uflpa_input`, input)}
        GROUP BY m.uflpa_input, sv.relationship_id, r.name, r.name_key, sv.stage
        ORDER BY m.uflpa_input, sv.stage, r.name_key, sv.relationship_id`,

    /** Each relationship's newest submitted UFLPA questionnaire (none for those that submitted none). */
    async newestSubmissions(scope: Scope, relationshipIds: string[]): Promise<NewestSubmission[]> {
      if (relationshipIds.length === 0) return [];
      const rows = await db.uflpaQuestionnaireResponse.findMany({
        where: {
          workspaceId: scope.workspaceId,
          relationshipId: { in: relationshipIds },
          status: "SUBMITTED",
        },
        orderBy: [{ relationshipId: "asc" }, { submittedAt: "desc" }, { id: "desc" }],
        distinct: ["relationshipId"],
        select: { relationshipId: true, questionSetVersion: true, answers: true, submittedAt: true },
      });
      return rows.map((row) => ({
        relationshipId: row.relationshipId,
        questionSetVersion: row.questionSetVersion,
        answers: row.answers as Record<string, UflpaStoredAnswer>,
        submittedAt: row.submittedAt,
      }));
    },
  };
}
