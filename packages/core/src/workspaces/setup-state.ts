import type { Db } from "@tierline/db";
import { entityDetailsMissing } from "../entities/entity-completeness";

/**
 * The two facts a workspace needs before it uses the product (spec section 1), derived from real data,
 * never stored as flags: its primary entity's details are complete, and an Admin confirmed its vendor
 * workflow (a confirmation is recorded).
 */
export interface SetupState {
  entityDetailsCompleted: boolean;
  vendorWorkflowConfirmed: boolean;
}

export async function setupState(db: Db, workspace: { id: string; entityId: string }): Promise<SetupState> {
  const [missing, confirmation] = await Promise.all([
    entityDetailsMissing(db, workspace.entityId),
    db.vendorWorkflowConfirmation.findFirst({ where: { workspaceId: workspace.id }, select: { id: true } }),
  ]);
  return { entityDetailsCompleted: missing.length === 0, vendorWorkflowConfirmed: confirmation !== null };
}
