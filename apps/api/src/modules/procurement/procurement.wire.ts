import type {
  ProcurementStageWire,
  ProcurementWorkflowWire,
  RelationshipComplianceWire,
} from "@tierline/contracts";
import type { ProcurementStage, RelationshipCompliance } from "@tierline/core";

const stageToWire = (stage: ProcurementStage): ProcurementStageWire => ({
  id: stage.id,
  name: stage.name,
  position: stage.position,
  requirements: stage.requirements,
});

export const workflowToWire = (entity: string, stages: ProcurementStage[]): ProcurementWorkflowWire => ({
  entity,
  stages: stages.map(stageToWire),
});

export const relationshipComplianceToWire = (
  compliance: RelationshipCompliance,
): RelationshipComplianceWire => ({
  relationship: compliance.relationshipId,
  stage: compliance.stage,
  stages: compliance.stages.map((stage) => ({
    id: stage.id,
    name: stage.name,
    position: stage.position,
    state: stage.state,
    requirements: stage.requirements.map((r) => ({
      requirement: r.requirement,
      met: r.met,
      missing: r.missing,
    })),
  })),
  can_advance: compliance.canAdvance,
});
