import { z } from "zod";
import { entityStatusSchema } from "./entity-enums";
import { nameSchema } from "./general-fields";

/** Workspace settings (spec section 7, Workspace): the workspace, its metadata, a user's settings in it. */

export const workspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  owner_id: z.uuid(),
  entity: z.object({ id: z.uuid(), brand_name: z.string(), status: entityStatusSchema }),
  created: z.iso.datetime(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceUpdateSchema = z.object({ name: nameSchema });

/**
 * Workspace-wide state the product keys on: whether the vendor workflow was confirmed and the entity
 * details completed (spec section 1: both are needed before the product is used), and the checklist
 * items someone dismissed on the welcome dashboard.
 */
export const workspaceMetadataSchema = z.object({
  vendor_workflow_confirmed: z.boolean(),
  entity_details_completed: z.boolean(),
  dismissed_checklist_items: z.array(z.string()),
});
export const workspaceMetadataUpdateSchema = workspaceMetadataSchema.partial();

/** One user's settings inside one workspace (UI choices that follow the user across devices). */
export const userSettingsSchema = z.object({
  welcome_dismissed: z.boolean(),
  vendor_table_columns: z.array(z.string()),
  default_page_size: z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]),
});
export const userSettingsUpdateSchema = userSettingsSchema.partial();

export const workspaceEntitySchema = z.object({
  id: z.uuid(),
  brand_name: z.string(),
  registered_name: z.string().nullable(),
  status: entityStatusSchema,
  is_primary: z.boolean(),
});

export const workspaceParamsSchema = z.object({ id: z.uuid() });

/** Welcome dashboard: the workspace's set-up checklist, computed from its real state. */
export const checklistItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  done: z.boolean(),
  href: z.string(),
});
export const welcomeChecklistSchema = z.object({
  pending: z.array(checklistItemSchema),
  completed: z.array(checklistItemSchema),
});
