import { z } from "zod";
import { authUserSchema } from "./auth";
import { pageSizeOptions } from "./constants";
import { entityStatusSchema } from "./entity-enums";
import { brandNameSchema } from "./entity-fields";
import { nameSchema, switchSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import { paginatedSchema } from "./pagination";
import { trimmedString } from "./text-rules";

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
export type WorkspaceUpdate = z.infer<typeof workspaceUpdateSchema>;

/**
 * POST /workspaces: a signed-in user creates another company (its entity and workspace, named after the
 * brand as at sign-up) and owns it. Answers the user, now with the workspace, and which one it is, like
 * accepting an invitation: the web adds it and switches to it.
 */
export const createWorkspaceRequestSchema = z.object({ brand_name: brandNameSchema });
export type CreateWorkspaceRequest = z.infer<typeof createWorkspaceRequestSchema>;

export const createWorkspaceResponseSchema = z.object({ user: authUserSchema, workspace_id: z.uuid() });
export type CreateWorkspaceResponse = z.infer<typeof createWorkspaceResponseSchema>;

/**
 * Workspace-wide state the product keys on: whether the vendor workflow was confirmed and the entity
 * details completed (spec section 1: both are needed before the product is used), and the checklist
 * items someone dismissed on the welcome dashboard. The two flags are derived from real data (a
 * confirmation recorded, the primary entity's details complete) and cannot be written.
 */
export const workspaceMetadataSchema = z.object({
  vendor_workflow_confirmed: z.boolean(),
  entity_details_completed: z.boolean(),
  dismissed_checklist_items: z.array(z.string()),
});
export type WorkspaceMetadata = z.infer<typeof workspaceMetadataSchema>;

/**
 * The welcome dashboard's set-up checklist (spec section 2, "Dashboard welcome"): each item is done
 * when the workspace's real state says so, and links to where it is done: the two the product needs
 * before it is used (spec section 1) to their onboarding wizard steps, the others to their settings.
 */
export const checklistItems = [
  { key: "company_details", label: "Complete your company details", href: "/onboarding/2" },
  { key: "vendor_workflow", label: "Confirm your vendor workflow", href: "/onboarding/7" },
  { key: "invite_team", label: "Invite your team", href: "/settings/members" },
  { key: "set_password", label: "Set a password", href: "/settings/password" },
  {
    key: "notification_settings",
    label: "Choose your notification settings",
    href: "/settings/notifications",
  },
] as const;
export type ChecklistKey = (typeof checklistItems)[number]["key"];
/** Items done only by doing them (the set-up the vendor screens wait for): never skipped from the checklist. */
export const requiredChecklistKeys: ReadonlySet<ChecklistKey> = new Set([
  "company_details",
  "vendor_workflow",
]);
export const checklistKeys = checklistItems.map((item) => item.key) as [ChecklistKey, ...ChecklistKey[]];

/**
 * PATCH /workspaces/{id}/metadata: `dismissed_checklist_items` replaces the whole list (duplicates are
 * stored once); a dismissed item is left out of the welcome checklist for everyone. The derived flags
 * are not fields here: a client sending them gets 400 "This field is not accepted here".
 */
export const workspaceMetadataUpdateSchema = z
  .object({
    dismissed_checklist_items: z
      .array(z.enum(checklistKeys, { error: fieldMessages.checklistItemInvalid }), {
        error: fieldMessages.checklistItemInvalid,
      })
      // Longer than the checklist, a list repeats an item or names an unknown one.
      .max(checklistKeys.length, fieldMessages.checklistItemInvalid),
  })
  .partial();
export type WorkspaceMetadataUpdate = z.infer<typeof workspaceMetadataUpdateSchema>;

/** One user's settings inside one workspace (UI choices that follow the user across devices). */
export const userSettingsSchema = z.object({
  welcome_dismissed: z.boolean(),
  vendor_table_columns: z.array(z.string()),
  default_page_size: z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** PATCH /workspaces/{id}/user-settings: any subset; `vendor_table_columns` replaces the whole list. */
export const userSettingsUpdateSchema = z
  .object({
    welcome_dismissed: switchSchema,
    vendor_table_columns: z
      .array(
        trimmedString(fieldMessages.vendorTableColumnsInvalid)
          .min(1, fieldMessages.vendorTableColumnsInvalid)
          .max(64, fieldMessages.vendorTableColumnsInvalid),
        { error: fieldMessages.vendorTableColumnsInvalid },
      )
      .max(50, fieldMessages.vendorTableColumnsInvalid),
    default_page_size: z.literal(pageSizeOptions, { error: fieldMessages.pageSizeInvalid }),
  })
  .partial();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

export const workspaceEntitySchema = z.object({
  id: z.uuid(),
  brand_name: z.string(),
  registered_name: z.string().nullable(),
  status: entityStatusSchema,
  is_primary: z.boolean(),
});
export type WorkspaceEntity = z.infer<typeof workspaceEntitySchema>;

/** GET /workspaces/{id}/entities: the entities of the workspace (today its own, primary one; vendors join later). */
export const workspaceEntityListSchema = paginatedSchema(workspaceEntitySchema);

export const workspaceParamsSchema = z.object({ id: z.uuid() });

/** Welcome dashboard: the workspace's set-up checklist, computed from its real state. */
export const checklistItemSchema = z.object({
  key: z.enum(checklistKeys),
  label: z.string(),
  done: z.boolean(),
  href: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export const welcomeChecklistSchema = z.object({
  pending: z.array(checklistItemSchema),
  completed: z.array(checklistItemSchema),
});
export type WelcomeChecklist = z.infer<typeof welcomeChecklistSchema>;
