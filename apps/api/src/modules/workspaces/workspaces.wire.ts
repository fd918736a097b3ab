import type * as wire from "@tierline/contracts";
import type {
  UserSettings,
  VendorWorkflowState,
  Workspace,
  WorkspaceEntity,
  WorkspaceMetadata,
} from "@tierline/core";
import { personToWire } from "../entities/entities.wire";

/** The workspaces domain's objects in the wire's snake_case shapes (contracts). */

/** A workspace's primary entity where it is named beside the workspace (or a sign-up's answer). */
export const primaryEntityToWire = (e: Workspace["entity"]): wire.Workspace["entity"] => ({
  id: e.id,
  brand_name: e.brandName,
  status: e.status,
});

export const workspaceToWire = (w: Workspace): wire.Workspace => ({
  id: w.id,
  name: w.name,
  owner_id: w.ownerId,
  entity: primaryEntityToWire(w.entity),
  created: w.createdAt.toISOString(),
});

export const metadataToWire = (m: WorkspaceMetadata): wire.WorkspaceMetadata => ({
  vendor_workflow_confirmed: m.vendorWorkflowConfirmed,
  entity_details_completed: m.entityDetailsCompleted,
  dismissed_checklist_items: m.dismissedChecklistItems,
});

export const userSettingsToWire = (s: UserSettings): wire.UserSettings => ({
  welcome_dismissed: s.welcomeDismissed,
  vendor_table_columns: s.vendorTableColumns,
  default_page_size: s.defaultPageSize,
});

export const workspaceEntityToWire = (e: WorkspaceEntity): wire.WorkspaceEntity => ({
  id: e.id,
  brand_name: e.brandName,
  registered_name: e.registeredName,
  status: e.status,
  is_primary: e.isPrimary,
});

export const vendorWorkflowToWire = (v: VendorWorkflowState): wire.VendorWorkflowWire => ({
  version: v.version,
  stages: v.stages.map((s) => ({ key: s.key, label: s.label, description: s.description })),
  confirmation: v.confirmation
    ? {
        id: v.confirmation.id,
        workflow_version: v.confirmation.workflowVersion,
        confirmed_by: personToWire(v.confirmation.confirmedBy),
        confirmed_at: v.confirmation.confirmedAt.toISOString(),
      }
    : null,
  confirmed: v.confirmation !== null,
});
