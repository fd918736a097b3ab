import type { AuthUser, UserWorkspace } from "@tierline/contracts";
import { authStore } from "./auth-store";
import { browserStorage, type SyncStorage } from "./persist-storage";

/** Where the chosen workspace is remembered on this device: one key per user. */
export const workspaceStorageKey = (userId: string) => `tierline:workspace:${userId}`;

/**
 * Synchronous storage (the header is set on every call, without waiting). Where the browser refuses
 * localStorage, the choice lasts as long as the tab.
 */
export type WorkspaceStorage = Pick<SyncStorage, "getItem" | "setItem">;

/** Where the signed-in user comes from: the session store (its `getState().auth.user`). */
export interface UserSource {
  getState(): { auth: { user: AuthUser | null } };
  subscribe(listener: () => void): () => void;
}

export interface CurrentWorkspaceState {
  /** The workspace every workspace call names in `X-Workspace-Id`; null without any workspace. */
  workspace: UserWorkspace | null;
  /** Every workspace the signed-in user is active in. */
  workspaces: readonly UserWorkspace[];
}

const none: CurrentWorkspaceState = { workspace: null, workspaces: [] };

/**
 * The current workspace: the one the user last chose on this device (localStorage, per user), as long
 * as they are still active in it; otherwise the server's default (the user's `primary_entity`, their
 * earliest membership). Each tab keeps its own choice while open (a switch in one tab never changes
 * the workspace under another tab's feet); the last choice is what the next tab or reload opens.
 */
export class WorkspaceStore {
  private readonly users: UserSource;
  private readonly storage: WorkspaceStorage;
  /** This tab's choice per user id; read from storage the first time a user is seen. */
  private readonly chosen = new Map<string, string | null>();
  private readonly listeners = new Set<() => void>();
  private cache: { user: AuthUser | null; chosen: string | null; state: CurrentWorkspaceState } | null = null;

  constructor(options: { users: UserSource; storage?: WorkspaceStorage }) {
    this.users = options.users;
    this.storage = options.storage ?? browserStorage;
    // Signed out: the next sign-in in this tab starts from what the device remembers.
    this.users.subscribe(() => {
      if (!this.users.getState().auth.user) this.chosen.clear();
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const stopUsers = this.users.subscribe(listener);
    return () => {
      this.listeners.delete(listener);
      stopUsers();
    };
  };

  /** The current workspace and the list it is chosen from; the same object while nothing changed. */
  getState = (): CurrentWorkspaceState => {
    const user = this.users.getState().auth.user;
    const chosen = user ? this.choiceOf(user.id) : null;
    if (this.cache && this.cache.user === user && this.cache.chosen === chosen) return this.cache.state;
    const state = user ? resolve(user, chosen) : none;
    this.cache = { user, chosen, state };
    return state;
  };

  /** The id every workspace call sends in `X-Workspace-Id`. */
  get currentId(): string | null {
    return this.getState().workspace?.id ?? null;
  }

  /** Makes `workspaceId` current in this tab and remembers it on this device for the signed-in user. */
  select(workspaceId: string): void {
    const user = this.users.getState().auth.user;
    if (!user) return;
    this.chosen.set(user.id, workspaceId);
    this.storage.setItem(workspaceStorageKey(user.id), workspaceId);
    for (const listener of this.listeners) listener();
  }

  private choiceOf(userId: string): string | null {
    if (!this.chosen.has(userId)) this.chosen.set(userId, this.storage.getItem(workspaceStorageKey(userId)));
    return this.chosen.get(userId) ?? null;
  }
}

function resolve(user: AuthUser, chosen: string | null): CurrentWorkspaceState {
  const { workspaces } = user;
  const byId = (id: string | null | undefined) => workspaces.find((w) => w.id === id) ?? null;
  const workspace = byId(chosen) ?? byId(user.primary_entity?.workspace.id) ?? workspaces[0] ?? null;
  return { workspace, workspaces };
}

/** The app's one current-workspace store, following the session's user. */
export const workspaceStore = new WorkspaceStore({ users: authStore });
