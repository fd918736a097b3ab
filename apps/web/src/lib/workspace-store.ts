import type { AuthUser, UserWorkspace } from "@tierline/contracts";
import { authStore } from "./auth-store";
import { browserStorage, type SyncStorage, tabStorage } from "./persist-storage";

/** Where the chosen workspace is remembered, on this device and in this tab: one key per user. */
export const workspaceStorageKey = (userId: string) => `tierline:workspace:${userId}`;

/**
 * Synchronous storage (the header is set on every call, without waiting). Where the browser refuses
 * it, the choice lasts as long as the page.
 */
export type WorkspaceStorage = SyncStorage;

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

/** The workspace a tab worked in was taken away from the user (removed, deactivated there). */
export interface WorkspaceLoss {
  /** The workspace the tab worked in, as it was last known. */
  lost: UserWorkspace;
  /** Where the tab works now: the user's default workspace, or none. */
  now: UserWorkspace | null;
}

/**
 * The current workspace: the one the user chose in this tab (sessionStorage, so a reload keeps it),
 * else the one last chosen on this device (localStorage: what a new tab opens), as long as they are
 * still active in it; otherwise the server's default (the user's `primary_entity`, their earliest
 * membership). A switch in one tab never changes the workspace under another tab's feet. When a
 * fresh user (this tab's /users/me, or another tab's through the shared session) no longer lists the
 * workspace this tab works in, the tab falls back to the default and `onLoss` listeners hear of it.
 */
export class WorkspaceStore {
  private readonly users: UserSource;
  private readonly device: WorkspaceStorage;
  private readonly tab: WorkspaceStorage;
  /** This tab's choice per user id; read from storage the first time a user is seen. */
  private readonly chosen = new Map<string, string | null>();
  private readonly listeners = new Set<() => void>();
  private readonly lossListeners = new Set<(loss: WorkspaceLoss) => void>();
  private cache: { user: AuthUser | null; chosen: string | null; state: CurrentWorkspaceState } | null = null;
  /** The user as last seen, to tell what a fresh one no longer lists. */
  private lastUser: AuthUser | null;
  /** A loss no listener heard yet (it came before the shell was there): told to the first one. */
  private unheard: WorkspaceLoss | null = null;

  constructor(options: { users: UserSource; storage?: WorkspaceStorage; tabStorage?: WorkspaceStorage }) {
    this.users = options.users;
    this.device = options.storage ?? browserStorage;
    this.tab = options.tabStorage ?? tabStorage;
    this.lastUser = this.users.getState().auth.user;
    // Subscribed first, so the loss is settled before any screen hears of the new user.
    this.users.subscribe(() => this.followUser());
  }

  /**
   * Listens for the loss of the workspace this tab works in (a loss nobody heard yet is told at once);
   * returns the function that stops.
   */
  onLoss = (listener: (loss: WorkspaceLoss) => void): (() => void) => {
    this.lossListeners.add(listener);
    const unheard = this.unheard;
    this.unheard = null;
    if (unheard) listener(unheard);
    return () => this.lossListeners.delete(listener);
  };

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

  /**
   * Makes `workspaceId` current in this tab (also after a reload) and remembers it on this device for
   * the signed-in user (the next tab opens it).
   */
  select(workspaceId: string): void {
    const user = this.users.getState().auth.user;
    if (!user) return;
    this.chosen.set(user.id, workspaceId);
    this.tab.setItem(workspaceStorageKey(user.id), workspaceId);
    this.device.setItem(workspaceStorageKey(user.id), workspaceId);
    for (const listener of this.listeners) listener();
  }

  private choiceOf(userId: string): string | null {
    if (!this.chosen.has(userId)) {
      const key = workspaceStorageKey(userId);
      this.chosen.set(userId, this.tab.getItem(key) ?? this.device.getItem(key));
    }
    return this.chosen.get(userId) ?? null;
  }

  private followUser(): void {
    const user = this.users.getState().auth.user;
    const previous = this.lastUser;
    this.lastUser = user;
    if (!user) {
      // Signed out: the next sign-in in this tab starts from what the tab and device remember.
      this.chosen.clear();
      this.unheard = null;
      return;
    }
    if (previous?.id !== user.id) return;
    const lost = resolve(previous, this.choiceOf(user.id)).workspace;
    if (!lost || user.workspaces.some((w) => w.id === lost.id)) return;
    // Gone: the default from now on, and no storage keeps offering the lost workspace.
    this.chosen.set(user.id, null);
    const key = workspaceStorageKey(user.id);
    for (const storage of [this.tab, this.device]) {
      if (storage.getItem(key) === lost.id) storage.removeItem(key);
    }
    const loss: WorkspaceLoss = { lost, now: resolve(user, null).workspace };
    if (this.lossListeners.size === 0) this.unheard = loss;
    for (const listener of this.lossListeners) listener(loss);
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
