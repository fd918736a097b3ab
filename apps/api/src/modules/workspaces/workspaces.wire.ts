import type * as wire from "@tierline/contracts";
import type { UserSettings, Workspace, WorkspaceEntity, WorkspaceMetadata } from "@tierline/core";

/** The workspaces domain's objects in the wire's snake_case shapes (contracts). */

export const workspaceToWire = (w: Workspace): wire.Workspace => ({
  id: w.id,
  name: w.name,
  owner_id: w.ownerId,
  entity: { id: w.entity.id, brand_name: w.entity.brandName, status: w.entity.status },
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
