import {
  type UflpaAnswerRequest,
  type UflpaAnswers,
  type UflpaQuestionSet,
  type UflpaStoredAnswer,
  uflpaFlags,
  uflpaQuestionSets,
  uflpaSubmittedAnswers,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import { linkedRelationship } from "../compliance/linked-relationships";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import type { ResourcesService } from "../resources/resources.service";
import { createRisksRepository } from "../risks/risks.repository";
import {
  createUflpaQuestionnaireRepository,
  type RelationshipScope,
  type UflpaResponse,
} from "./uflpa-questionnaire.repository";
import { notifyQuestionnaireSubmittedJob } from "./uflpa-questionnaire-notifications";
import { applyQuestionnaireRisk } from "./uflpa-questionnaire-risk";

export type { UflpaResponse } from "./uflpa-questionnaire.repository";

/**
 * The UFLPA questionnaire (issue 12 point 3): the vendor answers it for one customer relationship
 * linked to its company (the compliance section's access rule), drafts as it goes and submits; the
 * customer reads the newest submission with its questions and flags, and a flagged one raises the
 * questionnaire's risk on the vendor (docs/decisions.md, "UFLPA questionnaire").
 *
 * `questionSets` are the published versions, oldest first (contracts' by default): vendors answer the
 * newest, and a stored answer is read against the version it answered.
 */
export function createUflpaQuestionnaireService(
  { db, jobs, now }: Pick<CoreDeps, "db" | "jobs" | "now">,
  resources: Pick<ResourcesService, "open">,
  questionSets: readonly UflpaQuestionSet[] = uflpaQuestionSets,
) {
  const currentSet = questionSets.at(-1)!;
  const setOfVersion = (version: number) => questionSets.find((set) => set.version === version);
  const repository = createUflpaQuestionnaireRepository(db);
  const risks = createRisksRepository(db);

  /** The answers as stored: evidence ids become the files' ids and names (404 for a file not the vendor's). */
  async function stored(vendorWorkspaceId: string, answers: UflpaAnswers) {
    const ids = Object.values(answers).flatMap((answer) => answer.evidence ?? []);
    const names = await repository.evidenceFiles(vendorWorkspaceId, ids);
    return Object.fromEntries(
      Object.entries(answers).map(([question, answer]): [string, UflpaStoredAnswer] => [
        question,
        {
          ...answer,
          evidence: answer.evidence?.map((id) => ({ id, file_name: names.get(id)! })),
        },
      ]),
    );
  }

  return {
    /** GET /compliances/uflpa-questionnaire: the version vendors answer now. */
    questionSet: () => currentSet,

    /** The vendor's open draft and newest submission on a relationship linked to its company. */
    async vendorAnswers(actor: Actor, relationshipId: string) {
      const linked = await linkedRelationship(db, actor, relationshipId);
      return repository.current({ relationshipId, workspaceId: linked.customerWorkspaceId });
    },

    /**
     * POST .../uflpa-questionnaire/answer: a draft replaces the relationship's draft; a submission
     * (complete, checked by the request's schema) is recorded with its flags, removes the draft and
     * raises, refreshes or resolves the questionnaire's risk, in one transaction.
     */
    async answer(actor: Actor, relationshipId: string, request: UflpaAnswerRequest) {
      const linked = await linkedRelationship(db, actor, relationshipId);
      const scope: RelationshipScope = { relationshipId, workspaceId: linked.customerWorkspaceId };
      const set = currentSet;
      if (request.action === "draft") {
        const answers = await stored(actor.workspaceId, request.answers as UflpaAnswers);
        await repository.saveDraft(scope, { questionSetVersion: set.version, answers, userId: actor.userId });
      } else {
        const kept = uflpaSubmittedAnswers(set, request.answers as UflpaAnswers);
        const answers = await stored(actor.workspaceId, kept);
        const submission = await db.$transaction(async (tx) => {
          const recorded = await repository.submit(tx, scope, {
            questionSetVersion: set.version,
            answers,
            flags: uflpaFlags(set, kept),
            userId: actor.userId,
            at: now(),
          });
          await applyQuestionnaireRisk(risks, tx, scope, recorded);
          return recorded;
        });
        // Queued once committed: the job reads the submission, which a rolled-back one would not have.
        await jobs.enqueue(notifyQuestionnaireSubmittedJob, { ...scope, responseId: submission.id });
      }
      return repository.current(scope);
    },

    /**
     * The customer's view on the vendor profile: the newest submission, the questions of the version
     * it answered (old answers keep their questions) and its flags.
     */
    async submissionView(actor: Actor, relationshipId: string) {
      const { submission } = await repository.current({ relationshipId, workspaceId: actor.workspaceId });
      return {
        submission,
        questionSet: submission ? setOfVersion(submission.questionSetVersion)! : null,
      };
    },

    /**
     * The vendor opens one of its own evidence files from its questionnaire page: a file of its own
     * workspace that this relationship's draft or newest submission names (anything else: 404).
     */
    async ownEvidence(actor: Actor, relationshipId: string, resourceId: string) {
      const linked = await linkedRelationship(db, actor, relationshipId);
      const { draft, submission } = await repository.current({
        relationshipId,
        workspaceId: linked.customerWorkspaceId,
      });
      const named = [draft, submission].some((response) =>
        Object.values(response?.answers ?? {}).some((answer) =>
          answer.evidence?.some((file) => file.id === resourceId),
        ),
      );
      if (!named) throw notFound();
      return resources.open({ workspaceId: actor.workspaceId }, resourceId, "general");
    },

    /**
     * The customer opens one evidence file of the newest submission: the file is the vendor's (its own
     * workspace uploaded it), so it is opened in the workspace of the company the relationship is linked
     * to now. Anything the newest submission does not name (a draft's file, an older submission's, any
     * other file of the vendor) is 404, as is every file once the link has ended.
     */
    async evidence(actor: Actor, relationshipId: string, resourceId: string) {
      const { submission } = await repository.current({ relationshipId, workspaceId: actor.workspaceId });
      const named = Object.values(submission?.answers ?? {}).some((answer) =>
        answer.evidence?.some((file) => file.id === resourceId),
      );
      const vendorWorkspaceId = named && (await repository.linkedWorkspace(relationshipId));
      if (!vendorWorkspaceId) throw notFound();
      return resources.open({ workspaceId: vendorWorkspaceId }, resourceId, "general");
    },
  };
}
export type UflpaQuestionnaireService = ReturnType<typeof createUflpaQuestionnaireService>;
export type UflpaVendorAnswers = { draft: UflpaResponse | null; submission: UflpaResponse | null };
