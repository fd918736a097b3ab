import {
  type ChecklistKey,
  type CreateWorkspaceRequest,
  checklistItems,
  defaultPageSize,
  type PageSize,
  pageSizeOptions,
  type UserSettingsUpdate,
  type WorkspaceMetadataUpdate,
  type WorkspaceUpdate,
} from "@tierline/contracts";
import type { Entity, UserPreference, Workspace as WorkspaceRow } from "@tierline/db";
import type { Actor, SessionActor } from "../actor";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import { notificationSettingsChosen } from "../notification-settings/notification-settings.service";
import { ensureUserPreference } from "../preferences/preferences.service";
import { assertActorWorkspace } from "../scope";
import { type CurrentUser, loadCurrentUser } from "../users/users.service";
import { createCompany } from "./company";
import { type SetupState, setupState } from "./setup-state";

/** A workspace with its primary entity. */
export interface Workspace {
  id: string;
  name: string;
  ownerId: string;
  entity: { id: string; brandName: string; status: "VALIDATED" | "PENDING" };
  createdAt: Date;
}

/** Workspace-wide set-up state the product keys on; the two flags are derived (`setupState`). */
export interface WorkspaceMetadata extends SetupState {
  dismissedChecklistItems: string[];
}

/** One member's own settings inside one workspace. */
export interface UserSettings {
  welcomeDismissed: boolean;
  vendorTableColumns: string[];
  defaultPageSize: PageSize;
}

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  href: string;
  done: boolean;
}
export interface WelcomeChecklist {
  pending: ChecklistItem[];
  completed: ChecklistItem[];
}

type WorkspaceWithEntity = WorkspaceRow & { entity: Entity };

const toWorkspace = (w: WorkspaceWithEntity): Workspace => ({
  id: w.id,
  name: w.name,
  ownerId: w.ownerId,
  entity: { id: w.entity.id, brandName: w.entity.brandName, status: w.entity.status },
  createdAt: w.createdAt,
});

const toMetadata = (w: WorkspaceRow, state: SetupState): WorkspaceMetadata => ({
  ...state,
  dismissedChecklistItems: w.dismissedChecklistItems,
});

const isPageSize = (n: number): n is PageSize => (pageSizeOptions as readonly number[]).includes(n);

const toUserSettings = (row: UserPreference): UserSettings => ({
  welcomeDismissed: row.welcomeDismissed,
  vendorTableColumns: row.vendorTableColumns,
  defaultPageSize: isPageSize(row.defaultPageSize) ? row.defaultPageSize : defaultPageSize,
});

/** Each value once, in the order first given. */
const unique = <T>(values: T[] | undefined) => (values ? [...new Set(values)] : undefined);

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
    /**
     * Another company for a signed-in user (a consultant adding a client, a vendor that is also a
     * customer): its entity and workspace, owned by the user. Their default workspace stays the first
     * they joined; the answer says which workspace is new, for the web to switch to.
     */
    async create(
      session: SessionActor,
      input: CreateWorkspaceRequest,
    ): Promise<{ user: CurrentUser; workspaceId: string }> {
      const { workspace } = await db.$transaction((tx) =>
        createCompany(tx, { id: session.userId, email: session.email }, input.brand_name),
      );
      return { user: await loadCurrentUser(db, session.userId), workspaceId: workspace.id };
    },

    get: async (actor: Actor, workspaceId: string): Promise<Workspace> =>
      toWorkspace(await load(actor, workspaceId)),

    async rename(actor: Actor, workspaceId: string, input: WorkspaceUpdate): Promise<Workspace> {
      assertActorWorkspace(actor, workspaceId);
      const workspace = await db.workspace.update({
        where: { id: actor.workspaceId },
        data: { name: input.name },
        include: { entity: true },
      });
      return toWorkspace(workspace);
    },

    async metadata(actor: Actor, workspaceId: string): Promise<WorkspaceMetadata> {
      const workspace = await load(actor, workspaceId);
      return toMetadata(workspace, await setupState(db, workspace));
    },

    async updateMetadata(
      actor: Actor,
      workspaceId: string,
      input: WorkspaceMetadataUpdate,
    ): Promise<WorkspaceMetadata> {
      assertActorWorkspace(actor, workspaceId);
      const workspace = await db.workspace.update({
        where: { id: actor.workspaceId },
        data: { dismissedChecklistItems: unique(input.dismissed_checklist_items) },
      });
      return toMetadata(workspace, await setupState(db, workspace));
    },

    /** The actor's own settings in the workspace; the row is created with the defaults when missing. */
    async userSettings(actor: Actor, workspaceId: string): Promise<UserSettings> {
      assertActorWorkspace(actor, workspaceId);
      return toUserSettings(await ensureUserPreference(db, actor.userId, actor.workspaceId));
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
      return toUserSettings(updated);
    },

    /**
     * The welcome dashboard's checklist, from the workspace's real state and the actor's own
     * (password, notification settings). Items dismissed in the metadata are left out.
     */
    async welcome(actor: Actor, workspaceId: string): Promise<WelcomeChecklist> {
      const workspace = await load(actor, workspaceId);
      const [user, otherMembers, notificationsChosen, setup] = await Promise.all([
        db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { passwordAuthenticated: true } }),
        db.membership.count({
          where: {
            workspaceId: actor.workspaceId,
            status: { in: ["ACTIVE", "INVITED"] },
            OR: [{ userId: null }, { userId: { not: workspace.ownerId } }],
          },
        }),
        notificationSettingsChosen(db, actor.userId, actor.workspaceId),
        setupState(db, workspace),
      ]);
      const done: Record<ChecklistKey, boolean> = {
        company_details: setup.entityDetailsCompleted,
        vendor_workflow: setup.vendorWorkflowConfirmed,
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
