import { z } from "zod";
import { nameSchema } from "./general-fields";
import { fieldMessages } from "./messages";

/**
 * Procurement workflows (spec section 7: `/compliances/{id}/procurement-workflow`,
 * `/compliances/{id}/relationship-compliance`, the vendor list's `procurement_stage`). A workspace's
 * workflow is its ordered stages; each stage lists what a vendor must have before it passes that
 * stage, from a fixed set of requirements the api evaluates. docs/decisions.md, "Procurement workflows".
 */

export const procurementRequirements = [
  "QUESTIONNAIRE_SUBMITTED",
  "CONTACTS_PROVIDED",
  "DOCUMENTS_PROVIDED",
  "SCREENING_CLEAR",
] as const;
export const procurementRequirementSchema = z.enum(procurementRequirements, {
  error: fieldMessages.procurementRequirementInvalid,
});
export type ProcurementRequirement = z.infer<typeof procurementRequirementSchema>;

export const procurementRequirementLabels: Record<ProcurementRequirement, string> = {
  QUESTIONNAIRE_SUBMITTED: "UFLPA questionnaire submitted",
  CONTACTS_PROVIDED: "Required contacts provided",
  DOCUMENTS_PROVIDED: "Documents provided",
  SCREENING_CLEAR: "Screening clear",
};

/** Most stages one workflow holds (a path longer than this is no longer read at a glance). */
export const procurementStagesMax = 20;

/** A stage as the editor sends it: `id` keeps an existing stage (and the vendors at it), none makes one. */
export const procurementStageInputSchema = z.object(
  {
    id: z.uuid({ error: fieldMessages.procurementStageIdInvalid }).optional(),
    name: nameSchema,
    requirements: z
      .array(procurementRequirementSchema, { error: fieldMessages.procurementRequirementsInvalid })
      .max(procurementRequirements.length, fieldMessages.procurementRequirementsInvalid),
  },
  { error: fieldMessages.procurementStageShapeInvalid },
);
export type ProcurementStageInput = z.infer<typeof procurementStageInputSchema>;

/**
 * POST and PUT /compliances/{id}/procurement-workflow: the whole ordered list of stages. Names differ
 * (in any case) and an id is listed once, each said on the later stage's field.
 */
export const procurementWorkflowRequestSchema = z.object({
  stages: z
    .array(procurementStageInputSchema, { error: fieldMessages.procurementStagesRequired })
    .min(1, fieldMessages.procurementStagesRequired)
    .max(procurementStagesMax, fieldMessages.procurementStagesTooMany)
    .superRefine((stages, ctx) => {
      const names = new Set<string>();
      const ids = new Set<string>();
      stages.forEach((stage, index) => {
        const name = stage.name.trim().toLowerCase();
        if (names.has(name))
          ctx.addIssue({
            code: "custom",
            path: [index, "name"],
            message: fieldMessages.procurementStageNameTaken,
          });
        names.add(name);
        if (stage.id && ids.has(stage.id))
          ctx.addIssue({
            code: "custom",
            path: [index, "id"],
            message: fieldMessages.procurementStageIdRepeated,
          });
        if (stage.id) ids.add(stage.id);
      });
    }),
});
export type ProcurementWorkflowRequest = z.infer<typeof procurementWorkflowRequestSchema>;

export const procurementStageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  requirements: z.array(procurementRequirementSchema),
});
export type ProcurementStageWire = z.infer<typeof procurementStageSchema>;

/** The workflow of the workspace whose own entity is `entity`; no stages: none defined yet. */
export const procurementWorkflowSchema = z.object({
  entity: z.uuid(),
  stages: z.array(procurementStageSchema),
});
export type ProcurementWorkflowWire = z.infer<typeof procurementWorkflowSchema>;

/** Where a stage is on a vendor's path. */
export const procurementStageStates = ["passed", "current", "ahead"] as const;

/** One requirement of a stage for one vendor: met now, or what is missing in words. */
export const procurementRequirementStateSchema = z.object({
  requirement: procurementRequirementSchema,
  met: z.boolean(),
  missing: z.string().nullable(),
});
export type ProcurementRequirementState = z.infer<typeof procurementRequirementStateSchema>;

/**
 * GET /compliances/{relationship_id}/relationship-compliance: the vendor's path through the workflow,
 * each stage's requirements evaluated now, and whether the current stage can be passed.
 */
export const relationshipComplianceSchema = z.object({
  relationship: z.uuid(),
  /** The stage reached; null while the workspace has no workflow. */
  stage: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  stages: z.array(
    procurementStageSchema.extend({
      state: z.enum(procurementStageStates),
      requirements: z.array(procurementRequirementStateSchema),
    }),
  ),
  /** Whether the current stage's requirements are all met and a stage follows it. */
  can_advance: z.boolean(),
});
export type RelationshipComplianceWire = z.infer<typeof relationshipComplianceSchema>;

/**
 * POST /compliances/{relationship_id}/relationship-compliance/advance: move the vendor past `from`,
 * the stage the caller saw as current (another move in between answers 409, not a second step).
 */
export const advanceProcurementStageRequestSchema = z.object({
  from: z.uuid({ error: fieldMessages.procurementStageIdInvalid }),
});
export type AdvanceProcurementStageRequest = z.infer<typeof advanceProcurementStageRequestSchema>;

/** What a requirement still lacks, in words (the 409 and the Procurement tab say it). */
export const procurementMissingText = {
  QUESTIONNAIRE_SUBMITTED: () => "a submitted UFLPA questionnaire",
  CONTACTS_PROVIDED: (categories: string[]) => `a contact in ${categories.join(", ")}`,
  /** `types`: the required document types not provided; none when the workspace requires no type. */
  DOCUMENTS_PROVIDED: (types: string[] = []) =>
    types.length > 0 ? `a document of type ${types.join(", ")}` : "a document from the vendor",
  SCREENING_CLEAR: (openRisks: number) =>
    openRisks === 1
      ? "a clear screening (1 open screening risk)"
      : `a clear screening (${openRisks} open screening risks)`,
};

/** The 409 of a stage that cannot be passed yet, naming each missing thing. */
export const procurementBlockedMessage = (stage: string, missing: string[]) =>
  `${stage} cannot be passed yet. Missing: ${missing.join("; ")}.`;

export const procurementMessages = {
  noWorkflow: "This workspace has no procurement workflow yet. Define its stages in Settings, Procurement.",
  workflowExists: "This workspace already has a procurement workflow. Edit it instead.",
  lastStage: "This vendor is at the last stage of the workflow already.",
  stageMoved: "This vendor has moved to another stage since you looked. Reload to see where it is.",
} as const;
