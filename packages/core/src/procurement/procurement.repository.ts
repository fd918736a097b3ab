import type { ProcurementRequirement, ProcurementStageInput } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { notFound } from "../errors";

type Scope = { workspaceId: string };
type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface ProcurementStage {
  id: string;
  name: string;
  position: number;
  requirements: ProcurementRequirement[];
}

/** What the requirements are evaluated on: the vendor's questionnaire, documents and open screening risks. */
export interface ProcurementEvidence {
  questionnaireSubmitted: boolean;
  documents: number;
  /** Whether the workspace requires document types at all (then `documents` alone does not count). */
  documentTypesRequired: boolean;
  /** The required document types with no uploaded document of that type, by name in the list's order. */
  missingDocumentTypes: string[];
  openScreeningRisks: number;
}

const stageColumns = { id: true, name: true, position: true, requirements: true } as const;
const byPosition = [{ position: "asc" }, { id: "asc" }] as const;

/** Every query of procurement stages and positions; each is addressed with its workspace. */
export function createProcurementRepository(db: Db) {
  const stagesIn = (client: Pick<Db, "procurementStage">, scope: Scope): Promise<ProcurementStage[]> =>
    client.procurementStage.findMany({
      where: { workspaceId: scope.workspaceId },
      select: stageColumns,
      orderBy: [...byPosition],
    });

  return {
    stages: (scope: Scope) => stagesIn(db, scope),

    /**
     * Makes `stages` the workflow, in order, in one transaction holding the workspace's row (two
     * editors' saves run one after the other). `onExisting` sees the stages found first (POST refuses
     * when there are any). A listed id not one of the workspace's stages: 404, nothing changed.
     */
    async replaceStages(
      scope: Scope,
      stages: ProcurementStageInput[],
      onExisting: (existing: ProcurementStage[]) => void,
    ) {
      await db.$transaction(async (tx: Tx) => {
        await tx.$queryRaw`SELECT id FROM workspaces WHERE id = ${scope.workspaceId}::uuid FOR UPDATE`;
        const existing = await stagesIn(tx, scope);
        onExisting(existing);
        const kept = new Set(existing.map((stage) => stage.id));
        if (stages.some((stage) => stage.id && !kept.has(stage.id))) throw notFound();
        const listed = stages.flatMap((stage) => (stage.id ? [stage.id] : []));
        // A removed stage takes its vendors' positions with it (they are back at the first stage).
        await tx.procurementStage.deleteMany({
          where: { workspaceId: scope.workspaceId, id: { notIn: listed } },
        });
        for (const [position, stage] of stages.entries()) {
          const data = { position, name: stage.name, requirements: [...new Set(stage.requirements)] };
          if (stage.id) await tx.procurementStage.update({ where: { id: stage.id }, data });
          else await tx.procurementStage.create({ data: { ...data, workspaceId: scope.workspaceId } });
        }
      });
    },

    /** The relationship's vendor entity (404 when the relationship is not the workspace's). */
    async relationship(scope: Scope, relationshipId: string) {
      const found = await db.vendorRelationship.findFirst({
        where: { id: relationshipId, workspaceId: scope.workspaceId },
        select: { id: true, vendorEntityId: true, procurementPosition: { select: { stageId: true } } },
      });
      if (!found) throw notFound();
      return {
        id: found.id,
        vendorEntityId: found.vendorEntityId,
        stageId: found.procurementPosition?.stageId ?? null,
      };
    },

    async evidence(
      scope: Scope,
      relationship: { id: string; vendorEntityId: string },
    ): Promise<ProcurementEvidence> {
      const [submissions, documents, documentTypes, openScreeningRisks] = await Promise.all([
        db.uflpaQuestionnaireResponse.count({
          where: { workspaceId: scope.workspaceId, relationshipId: relationship.id, status: "SUBMITTED" },
        }),
        // The files the profile lists as the vendor's (linked to the relationship or its entity), stored and checked.
        db.resource.count({
          where: {
            workspaceId: scope.workspaceId,
            linkedObjectId: { in: [relationship.id, relationship.vendorEntityId] },
            status: "UPLOADED",
          },
        }),
        // Each required type, and whether the vendor uploaded a document of it for this relationship.
        db.complianceDocumentType.findMany({
          where: { workspaceId: scope.workspaceId },
          select: {
            name: true,
            _count: {
              select: { documents: { where: { linkedObjectId: relationship.id, status: "UPLOADED" } } },
            },
          },
          orderBy: [{ position: "asc" }, { id: "asc" }],
        }),
        db.risk.count({
          where: {
            workspaceId: scope.workspaceId,
            relationshipId: relationship.id,
            sourceKind: "SCREENING",
            status: "OPEN",
          },
        }),
      ]);
      return {
        questionnaireSubmitted: submissions > 0,
        documents,
        documentTypesRequired: documentTypes.length > 0,
        missingDocumentTypes: documentTypes.filter((t) => t._count.documents === 0).map((t) => t.name),
        openScreeningRisks,
      };
    },

    /**
     * Moves the relationship from stage `from` to `to`, unless it is no longer at `from` (a
     * concurrent move won): then false. `fromIsFirst`: no position row also means `from`.
     */
    async move(
      scope: Scope,
      relationshipId: string,
      move: { from: string; fromIsFirst: boolean; to: string },
    ) {
      return db.$transaction(async (tx: Tx) => {
        await tx.$queryRaw`SELECT id FROM vendor_relationships
          WHERE id = ${relationshipId}::uuid AND workspace_id = ${scope.workspaceId}::uuid FOR UPDATE`;
        const position = await tx.procurementPosition.findUnique({ where: { relationshipId } });
        const at = position?.stageId ?? null;
        if (!(at === move.from || (at === null && move.fromIsFirst))) return false;
        await tx.procurementPosition.upsert({
          where: { relationshipId },
          create: { relationshipId, workspaceId: scope.workspaceId, stageId: move.to },
          update: { stageId: move.to, movedAt: new Date() },
        });
        return true;
      });
    },
  };
}
