import { fieldMessages, type VendorWorkflowConfirmRequest, vendorWorkflow } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { personSelect } from "../entities/entities.repository";
import type { PersonRef } from "../entities/entities.service";
import { AppError } from "../errors";
import { assertActorWorkspace } from "../scope";

export interface VendorWorkflowState {
  version: number;
  stages: readonly { key: string; label: string; description: string }[];
  confirmation: { id: string; workflowVersion: number; confirmedBy: PersonRef; confirmedAt: Date } | null;
}

/**
 * The vendor workflow a workspace confirms before using the product (spec section 1). A confirmation is
 * a record (who, when, the version and its stages as shown), never a flag set by hand; confirming again
 * adds one, and the latest is shown.
 */
export function createVendorWorkflowService({ db }: CoreDeps) {
  async function state(workspaceId: string): Promise<VendorWorkflowState> {
    const latest = await db.vendorWorkflowConfirmation.findFirst({
      where: { workspaceId },
      orderBy: [{ confirmedAt: "desc" }, { id: "desc" }],
      include: { confirmedBy: { select: personSelect } },
    });
    return {
      version: vendorWorkflow.version,
      stages: vendorWorkflow.stages,
      confirmation: latest
        ? {
            id: latest.id,
            workflowVersion: latest.workflowVersion,
            confirmedBy: latest.confirmedBy,
            confirmedAt: latest.confirmedAt,
          }
        : null,
    };
  }

  return {
    async get(actor: Actor, workspaceId: string): Promise<VendorWorkflowState> {
      assertActorWorkspace(actor, workspaceId);
      return state(actor.workspaceId);
    },

    /** Records the confirmation of the workflow version the Admin reviewed; an older version is refused. */
    async confirm(
      actor: Actor,
      workspaceId: string,
      input: VendorWorkflowConfirmRequest,
    ): Promise<VendorWorkflowState> {
      assertActorWorkspace(actor, workspaceId);
      if (input.workflow_version !== vendorWorkflow.version)
        throw new AppError("VALIDATION", { workflow_version: fieldMessages.workflowVersionInvalid });
      await db.vendorWorkflowConfirmation.create({
        data: {
          workspaceId: actor.workspaceId,
          confirmedById: actor.userId,
          workflowVersion: vendorWorkflow.version,
          settings: { stages: vendorWorkflow.stages.map((s) => ({ ...s })) },
        },
      });
      return state(actor.workspaceId);
    },
  };
}
