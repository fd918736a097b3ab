import {
  type ChecklistKey,
  checklistItems,
  defaultPageSize,
  type PageSize,
  type PaginationQuery,
  pageSizeOptions,
  type UserSettings,
  type UserSettingsUpdate,
  type WelcomeChecklist,
  type Workspace,
  type WorkspaceEntity,
  type WorkspaceMetadata,
  type WorkspaceMetadataUpdate,
  type WorkspaceUpdate,
} from "@tierline/contracts";
import type { Entity, UserPreference, Workspace as WorkspaceRow } from "@tierline/db";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import { notificationSettingsChosen } from "../notification-settings/notification-settings.service";
import { ensureUserPreference } from "../preferences/preferences.service";
import { assertActorWorkspace } from "../scope";

type WorkspaceWithEntity = WorkspaceRow & { entity: Entity };

const toWire = (w: WorkspaceWithEntity): Workspace => ({
  id: w.id,
  name: w.name,
  owner_id: w.ownerId,
  entity: { id: w.entity.id, brand_name: w.entity.brandName, status: w.entity.status },
  created: w.createdAt.toISOString(),
});

const metadataToWire = (w: WorkspaceRow): WorkspaceMetadata => ({
  vendor_workflow_confirmed: w.vendorWorkflowConfirmed,
  entity_details_completed: w.entityDetailsCompleted,
  dismissed_checklist_items: w.dismissedChecklistItems,
});

const isPageSize = (n: number): n is PageSize => (pageSizeOptions as readonly number[]).includes(n);

const userSettingsToWire = (row: UserPreference): UserSettings => ({
  welcome_dismissed: row.welcomeDismissed,
  vendor_table_columns: row.vendorTableColumns,
  default_page_size: isPageSize(row.defaultPageSize) ? row.defaultPageSize : defaultPageSize,
});

/** Each value once, in the order first given. */
const unique = <T>(values: T[] | undefined) => (values ? [...new Set(values)] : undefined);

/** Company details are complete when the primary entity has its registered name and jurisdiction, or someone said so. */
const companyDetailsDone = (w: WorkspaceWithEntity) =>
  w.entityDetailsCompleted ||
  (Boolean(w.entity.registeredName?.trim()) && w.entity.registeredJurisdictionId !== null);

/**
 * The workspace itself (name, metadata, entities, welcome checklist) and each member's own settings
 * in it. Every call takes the workspace id of the path and answers only for the actor's workspace.
 */
export function createWorkspacesService({ db }: CoreDeps) {
  async function load(actor: Actor, workspaceId: string): Promise<WorkspaceWithEntity> {
    assertActorWorkspace(actor, workspaceId);
    const workspace = await db.workspace.findUnique({
      where: { id: actor.workspaceId },
      include: { entity: true },
    });
    if (!workspace) throw notFound();
    return workspace;
  }

  return {
    get: async (actor: Actor, workspaceId: string): Promise<Workspace> =>
      toWire(await load(actor, workspaceId)),

    async rename(actor: Actor, workspaceId: string, input: WorkspaceUpdate): Promise<Workspace> {
      assertActorWorkspace(actor, workspaceId);
      const workspace = await db.workspace.update({
        where: { id: actor.workspaceId },
        data: { name: input.name },
        include: { entity: true },
      });
      return toWire(workspace);
    },

    metadata: async (actor: Actor, workspaceId: string): Promise<WorkspaceMetadata> =>
      metadataToWire(await load(actor, workspaceId)),

    async updateMetadata(
      actor: Actor,
      workspaceId: string,
      input: WorkspaceMetadataUpdate,
    ): Promise<WorkspaceMetadata> {
      assertActorWorkspace(actor, workspaceId);
      const workspace = await db.workspace.update({
        where: { id: actor.workspaceId },
        data: {
          vendorWorkflowConfirmed: input.vendor_workflow_confirmed,
          entityDetailsCompleted: input.entity_details_completed,
          dismissedChecklistItems: unique(input.dismissed_checklist_items),
        },
      });
      return metadataToWire(workspace);
    },

    /** The actor's own settings in the workspace; the row is created with the defaults when missing. */
    async userSettings(actor: Actor, workspaceId: string): Promise<UserSettings> {
      assertActorWorkspace(actor, workspaceId);
      return userSettingsToWire(await ensureUserPreference(db, actor.userId, actor.workspaceId));
    },

    async updateUserSettings(
      actor: Actor,
      workspaceId: string,
      input: UserSettingsUpdate,
    ): Promise<UserSettings> {
      assertActorWorkspace(actor, workspaceId);
      const row = await ensureUserPreference(db, actor.userId, actor.workspaceId);
      const updated = await db.userPreference.update({
        where: { id: row.id },
        data: {
          welcomeDismissed: input.welcome_dismissed,
          vendorTableColumns: unique(input.vendor_table_columns),
          defaultPageSize: input.default_page_size,
        },
      });
      return userSettingsToWire(updated);
    },

    /** The workspace's entities, a page at a time. Today that is its primary entity; vendors join later. */
    async entities(
      actor: Actor,
      workspaceId: string,
      page: PaginationQuery,
    ): Promise<{ results: WorkspaceEntity[]; count: number }> {
      const workspace = await load(actor, workspaceId);
      const where = { workspace: { is: { id: actor.workspaceId } } };
      const [rows, count] = await Promise.all([
        db.entity.findMany({
          where,
          orderBy: [{ brandName: "asc" }, { id: "asc" }],
          skip: (page.page - 1) * page.page_size,
          take: page.page_size,
        }),
        db.entity.count({ where }),
      ]);
      return {
        results: rows.map((e) => ({
          id: e.id,
          brand_name: e.brandName,
          registered_name: e.registeredName,
          status: e.status,
          is_primary: e.id === workspace.entityId,
        })),
        count,
      };
    },

    /**
     * The welcome dashboard's checklist, from the workspace's real state and the actor's own
     * (password, notification settings). Items dismissed in the metadata are left out.
     */
    async welcome(actor: Actor, workspaceId: string): Promise<WelcomeChecklist> {
      const workspace = await load(actor, workspaceId);
      const [user, otherMembers, notificationsChosen] = await Promise.all([
        db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { passwordAuthenticated: true } }),
        db.membership.count({
          where: {
            workspaceId: actor.workspaceId,
            status: { in: ["ACTIVE", "INVITED"] },
            OR: [{ userId: null }, { userId: { not: workspace.ownerId } }],
          },
        }),
        notificationSettingsChosen(db, actor.userId, actor.workspaceId),
      ]);
      const done: Record<ChecklistKey, boolean> = {
        company_details: companyDetailsDone(workspace),
        vendor_workflow: workspace.vendorWorkflowConfirmed,
        invite_team: otherMembers > 0,
        set_password: user.passwordAuthenticated,
        notification_settings: notificationsChosen,
      };
      const dismissed = new Set(workspace.dismissedChecklistItems);
      const items = checklistItems
        .filter((item) => !dismissed.has(item.key))
        .map((item) => ({ key: item.key, label: item.label, href: item.href, done: done[item.key] }));
      return { pending: items.filter((i) => !i.done), completed: items.filter((i) => i.done) };
    },
  };
}
