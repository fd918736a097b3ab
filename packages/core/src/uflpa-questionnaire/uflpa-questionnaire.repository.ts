import type { UflpaFlag, UflpaResponseStatus, UflpaStoredAnswer } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { notFound } from "../errors";

type Tx = Prisma.TransactionClient;

/** A draft or a submission of one relationship's questionnaire, with the version of its questions. */
export interface UflpaResponse {
  id: string;
  relationshipId: string;
  status: UflpaResponseStatus;
  questionSetVersion: number;
  answers: Record<string, UflpaStoredAnswer>;
  flags: UflpaFlag[];
  updatedAt: Date;
  submittedAt: Date | null;
}

const columns = {
  id: true,
  relationshipId: true,
  status: true,
  questionSetVersion: true,
  answers: true,
  flags: true,
  updatedAt: true,
  submittedAt: true,
} as const;

const toResponse = (row: Prisma.UflpaQuestionnaireResponseGetPayload<{ select: typeof columns }>) =>
  ({
    ...row,
    answers: row.answers as Record<string, UflpaStoredAnswer>,
    flags: row.flags as unknown as UflpaFlag[],
  }) satisfies UflpaResponse;

/** Where a row is: the relationship, and the customer's workspace every row of it carries. */
export interface RelationshipScope {
  relationshipId: string;
  workspaceId: string;
}

/** Every query of the questionnaire's answers; each is addressed with its relationship and workspace. */
export function createUflpaQuestionnaireRepository(db: Db) {
  return {
    /**
     * The files a vendor's workspace uploaded (checked, stored), by id, with the name each had: the
     * evidence an answer attaches. Any id not such a file answers 404, as a foreign id in a path does.
     */
    async evidenceFiles(vendorWorkspaceId: string, ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      const found = await db.resource.findMany({
        where: { id: { in: unique }, workspaceId: vendorWorkspaceId, kind: "GENERAL", status: "UPLOADED" },
        select: { id: true, fileName: true },
      });
      if (found.length !== unique.length) throw notFound();
      return new Map(found.map((file) => [file.id, file.fileName]));
    },

    /** The workspace of the company the relationship is linked to now (null once the link has ended). */
    async linkedWorkspace(relationshipId: string): Promise<string | null> {
      const row = await db.vendorRelationship.findUnique({
        where: { id: relationshipId },
        select: { linkedEntity: { select: { primaryOf: { select: { id: true } } } } },
      });
      return row?.linkedEntity?.primaryOf?.id ?? null;
    },

    /** The relationship's open draft and its newest submission (null when there is none). */
    async current(scope: RelationshipScope) {
      const where = { relationshipId: scope.relationshipId, workspaceId: scope.workspaceId };
      const [draft, submission] = await Promise.all([
        db.uflpaQuestionnaireResponse.findFirst({ where: { ...where, status: "DRAFT" }, select: columns }),
        db.uflpaQuestionnaireResponse.findFirst({
          where: { ...where, status: "SUBMITTED" },
          orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
          select: columns,
        }),
      ]);
      return { draft: draft && toResponse(draft), submission: submission && toResponse(submission) };
    },

    /**
     * Saves the relationship's draft: one statement inserting it or updating the one there is (the
     * partial unique index on `relationship_id WHERE status = 'DRAFT'`), so two saves racing leave one draft.
     */
    async saveDraft(
      scope: RelationshipScope,
      draft: { questionSetVersion: number; answers: Record<string, UflpaStoredAnswer>; userId: string },
    ): Promise<void> {
      await db.$executeRaw`
        INSERT INTO uflpa_questionnaire_responses
          (id, workspace_id, relationship_id, status, question_set_version, answers, updated_by_id, updated_at)
        VALUES (gen_random_uuid(), ${scope.workspaceId}::uuid, ${scope.relationshipId}::uuid, 'DRAFT',
                ${draft.questionSetVersion}, ${JSON.stringify(draft.answers)}::jsonb, ${draft.userId}::uuid, now())
        ON CONFLICT (relationship_id) WHERE status = 'DRAFT' DO UPDATE SET
          question_set_version = EXCLUDED.question_set_version,
          answers = EXCLUDED.answers,
          updated_by_id = EXCLUDED.updated_by_id,
          updated_at = now()`;
    },

    /** Records a submission and removes the draft it finalises, inside the caller's transaction. */
    async submit(
      tx: Tx,
      scope: RelationshipScope,
      submission: {
        questionSetVersion: number;
        answers: Record<string, UflpaStoredAnswer>;
        flags: UflpaFlag[];
        userId: string;
        at: Date;
      },
    ): Promise<UflpaResponse> {
      await tx.uflpaQuestionnaireResponse.deleteMany({
        where: { relationshipId: scope.relationshipId, workspaceId: scope.workspaceId, status: "DRAFT" },
      });
      return toResponse(
        await tx.uflpaQuestionnaireResponse.create({
          data: {
            workspaceId: scope.workspaceId,
            relationshipId: scope.relationshipId,
            status: "SUBMITTED",
            questionSetVersion: submission.questionSetVersion,
            answers: submission.answers,
            flags: submission.flags as unknown as Prisma.InputJsonValue,
            updatedById: submission.userId,
            submittedAt: submission.at,
          },
          select: columns,
        }),
      );
    },
  };
}
