import {
  type ProcurementStageInput,
  procurementBlockedMessage,
  procurementMessages,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { assertOwnEntity } from "../scope";
import { createProcurementRepository, type ProcurementStage } from "./procurement.repository";
import { evaluateRequirement, type RequirementState } from "./procurement-requirements";

export type { ProcurementStage } from "./procurement.repository";
export type { RequirementState } from "./procurement-requirements";

export interface StageOnPath extends Omit<ProcurementStage, "requirements"> {
  state: "passed" | "current" | "ahead";
  requirements: RequirementState[];
}

/** A vendor relationship's path through the workflow, judged now. */
export interface RelationshipCompliance {
  relationshipId: string;
  stage: { id: string; name: string } | null;
  stages: StageOnPath[];
  canAdvance: boolean;
}

/** The contact categories a relationship must and does not have a contact in (the contacts domain's rule). */
type MissingContacts = (actor: Actor, relationshipId: string) => Promise<{ name: string }[]>;

/**
 * The workspace's procurement workflow (its ordered stages) and each vendor's way through it: a
 * vendor passes its current stage only when every requirement of that stage is met.
 * docs/decisions.md, "Procurement workflows".
 */
export function createProcurementService({ db }: CoreDeps, missingContacts: MissingContacts) {
  const repository = createProcurementRepository(db);

  async function save(actor: Actor, entityId: string, stages: ProcurementStageInput[], create: boolean) {
    await assertOwnEntity(db, actor, entityId);
    await repository.replaceStages(actor, stages, (existing) => {
      if (create && existing.length > 0) throw new AppError("CONFLICT", procurementMessages.workflowExists);
    });
    return repository.stages(actor);
  }

  async function compliance(actor: Actor, relationshipId: string): Promise<RelationshipCompliance> {
    const relationship = await repository.relationship(actor, relationshipId);
    const stages = await repository.stages(actor);
    if (stages.length === 0) return { relationshipId, stage: null, stages: [], canAdvance: false };
    const [evidence, missing] = await Promise.all([
      repository.evidence(actor, relationship),
      missingContacts(actor, relationshipId),
    ]);
    const facts = { ...evidence, missingContactCategories: missing.map((category) => category.name) };
    const currentIndex = Math.max(
      0,
      stages.findIndex((stage) => stage.id === relationship.stageId),
    );
    const onPath = stages.map(
      (stage, index): StageOnPath => ({
        ...stage,
        state: index < currentIndex ? "passed" : index === currentIndex ? "current" : "ahead",
        requirements: stage.requirements.map((requirement) => evaluateRequirement(requirement, facts)),
      }),
    );
    const current = onPath[currentIndex]!;
    return {
      relationshipId,
      stage: { id: current.id, name: current.name },
      stages: onPath,
      canAdvance: currentIndex < stages.length - 1 && current.requirements.every((r) => r.met),
    };
  }

  return {
    /** GET /compliances/{id}/procurement-workflow: `{id}` is the workspace's own entity. */
    async workflow(actor: Actor, entityId: string) {
      await assertOwnEntity(db, actor, entityId);
      return repository.stages(actor);
    },

    /** POST: the first workflow (409 when the workspace has one). */
    create: (actor: Actor, entityId: string, stages: ProcurementStageInput[]) =>
      save(actor, entityId, stages, true),

    /** PUT: the whole workflow, made or replaced; stages sent with their id keep their vendors. */
    replace: (actor: Actor, entityId: string, stages: ProcurementStageInput[]) =>
      save(actor, entityId, stages, false),

    compliance,

    /**
     * Moves the vendor past `from`, its current stage, when every requirement of that stage is met;
     * otherwise 409 naming each missing thing.
     */
    async advance(actor: Actor, relationshipId: string, from: string): Promise<RelationshipCompliance> {
      const now = await compliance(actor, relationshipId);
      if (!now.stage) throw new AppError("CONFLICT", procurementMessages.noWorkflow);
      if (now.stage.id !== from) throw new AppError("CONFLICT", procurementMessages.stageMoved);
      const index = now.stages.findIndex((stage) => stage.state === "current");
      const current = now.stages[index]!;
      const next = now.stages[index + 1];
      if (!next) throw new AppError("CONFLICT", procurementMessages.lastStage);
      const missing = current.requirements.flatMap((r) => (r.missing ? [r.missing] : []));
      if (missing.length > 0)
        throw new AppError("CONFLICT", procurementBlockedMessage(current.name, missing));
      const moved = await repository.move(actor, relationshipId, {
        from,
        fromIsFirst: index === 0,
        to: next.id,
      });
      if (!moved) throw new AppError("CONFLICT", procurementMessages.stageMoved);
      return compliance(actor, relationshipId);
    },
  };
}
