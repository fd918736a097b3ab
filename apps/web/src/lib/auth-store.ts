import {
  type AuthResponse,
  type AuthUser,
  authCookie,
  authUserSchema,
  type PrimaryEntity,
  persistRestoreTimeoutMs,
  storeVersion,
  type TokenPair,
} from "@tierline/contracts";
import { removeCookie, writeCookie } from "./cookies";
import {
  browserStorage,
  type PersistStorage,
  parseRecord,
  readRecord,
  withTimeout,
  writeRecord,
} from "./persist-storage";
import { type TokenHandoff, tokenHandoff } from "./token-handoff";

/** localStorage keys of the persisted session (spec section 3, "Session storage"). */
export const storageKeys = {
  /** `{version}` of the whole persisted state; a different version drops every record below. */
  root: "tierline:root",
  accessToken: "tierline:access-token",
  refreshToken: "tierline:refresh-token",
  /** `{access, refresh, user, primaryEntity}` */
  auth: "tierline:auth",
  /** `{id, email, workspaceName}`, kept after sign-out to pre-fill the sign-in form. */
  lastUser: "tierline:last-user",
} as const;

/** Cookies holding the tokens next to localStorage (spec section 4, "Session"). */
export const tokenCookies = { access: "auth:access", refresh: "auth:refresh" } as const;

export interface LastUser {
  id: string;
  email: string;
  workspaceName: string | null;
}

export interface AuthRecord {
  access: string | null;
  refresh: string | null;
  user: AuthUser | null;
  primaryEntity: PrimaryEntity | null;
}

export interface SessionState {
  /** `restoring` until the persisted state was read (or the restore timed out). */
  status: "restoring" | "ready";
  auth: AuthRecord;
  lastUser: LastUser | null;
}

const emptyAuth: AuthRecord = { access: null, refresh: null, user: null, primaryEntity: null };

export interface AuthStoreOptions {
  storage?: PersistStorage;
  version?: number;
  restoreTimeoutMs?: number;
  /** Mirror tokens into cookies; on in the browser. */
  tokenCookies?: boolean;
  /** Emptied by every sign-in and sign-out (a refresh writes it: api-client.ts); IndexedDB by default. */
  handoff?: Pick<TokenHandoff, "clear">;
}

export interface RestoreResult {
  timedOut: boolean;
}

/**
 * The persisted session: tokens, signed-in user, primary entity and last remembered user. A tiny external store (subscribe/getState) read by React through `useSession`.
 */
export class AuthStore {
  private state: SessionState = {
    status: "restoring",
    auth: emptyAuth,
    lastUser: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly storage: PersistStorage;
  private readonly version: number;
  private readonly restoreTimeoutMs: number;
  private readonly useCookies: boolean;
  private readonly handoff: Pick<TokenHandoff, "clear">;
  /** Bumped by every write: a restore that finishes after a write must not overwrite it. */
  private writes = 0;

  constructor(options: AuthStoreOptions = {}) {
    this.storage = options.storage ?? browserStorage;
    this.version = options.version ?? storeVersion;
    this.restoreTimeoutMs = options.restoreTimeoutMs ?? persistRestoreTimeoutMs;
    this.useCookies = options.tokenCookies ?? true;
    this.handoff = options.handoff ?? tokenHandoff;
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get accessToken(): string | null {
    return this.state.auth.access;
  }

  get refreshToken(): string | null {
    return this.state.auth.refresh;
  }

  get isAuthenticated(): boolean {
    return this.state.auth.access !== null && this.state.auth.user !== null;
  }

  /**
   * Reads the persisted records. Gives up after the restore timeout (5 s): the app then starts
   * signed out rather than hanging on a storage that never answers.
   */
  async restore(): Promise<RestoreResult> {
    const writesBefore = this.writes;
    const restored = await withTimeout<Omit<SessionState, "status"> | null | "timeout">(
      this.readAll().catch(() => null),
      this.restoreTimeoutMs,
      "timeout",
    );
    if (restored === "timeout") {
      this.set({ ...this.state, status: "ready" }, false);
      return { timedOut: true };
    }
    if (restored !== null && this.writes === writesBefore) {
      this.set({ ...restored, status: "ready" }, false);
    } else {
      this.set({ ...this.state, status: "ready" }, false);
    }
    return { timedOut: false };
  }

  signIn(response: AuthResponse): void {
    const { access, refresh, user } = response;
    this.writes++;
    const lastUser: LastUser = {
      id: user.id,
      email: user.email,
      workspaceName: user.primary_entity?.workspace.name ?? null,
    };
    this.set({
      ...this.state,
      auth: { access, refresh, user, primaryEntity: user.primary_entity },
      lastUser,
    });
    this.writeTokenCookies(access, refresh);
    void this.handoff.clear();
  }

  /** A refresh replaces both tokens everywhere they are kept. */
  setTokens({ access, refresh }: TokenPair): void {
    this.writes++;
    this.set({ ...this.state, auth: { ...this.state.auth, access, refresh } });
    this.writeTokenCookies(access, refresh);
  }

  setUser(user: AuthUser): void {
    this.writes++;
    const lastUser: LastUser = {
      id: user.id,
      email: user.email,
      workspaceName: user.primary_entity?.workspace.name ?? null,
    };
    this.set(
      { ...this.state, auth: { ...this.state.auth, user, primaryEntity: user.primary_entity }, lastUser },
      false,
    );
    void this.persistUserChange();
  }

  /**
   * A workspace rename (spec section 4): the stored user (its workspaces too), primary entity and last
   * remembered user carry the new name at once, so the shell and the switcher show it without a reload.
   */
  renameWorkspace(workspaceId: string, name: string): void {
    const { user, primaryEntity } = this.state.auth;
    const rename = (entity: PrimaryEntity | null): PrimaryEntity | null =>
      entity && entity.workspace.id === workspaceId
        ? { ...entity, workspace: { ...entity.workspace, name } }
        : entity;
    const nextEntity = rename(primaryEntity);
    const nextUser = user
      ? {
          ...user,
          primary_entity: rename(user.primary_entity),
          workspaces: user.workspaces.map((w) => (w.id === workspaceId ? { ...w, name } : w)),
        }
      : null;
    const lastUser =
      this.state.lastUser && nextUser && this.state.lastUser.id === nextUser.id
        ? { ...this.state.lastUser, workspaceName: nextUser.primary_entity?.workspace.name ?? null }
        : this.state.lastUser;
    this.writes++;
    this.set(
      { ...this.state, auth: { ...this.state.auth, user: nextUser, primaryEntity: nextEntity }, lastUser },
      false,
    );
    void this.persistUserChange();
  }

  /**
   * Takes over the session as other tabs left it in storage: newer tokens after their refresh, their
   * sign-in, or no session after their sign-out. Nothing is written back. A read overtaken by a write
   * of this tab is dropped (the write is newer).
   */
  async reloadTokens(): Promise<void> {
    const writesBefore = this.writes;
    const stored = await this.readAuth().catch(() => null);
    if (stored === null || this.writes !== writesBefore || sameAuth(stored, this.state.auth)) return;
    this.set({ ...this.state, auth: stored }, false);
  }

  /**
   * Follows the session across tabs: every `storage` event (fired by writes of other tabs) touching
   * the tokens or the auth record re-reads them. Returns the function that stops listening.
   */
  watchStorage(target: Pick<Window, "addEventListener" | "removeEventListener"> = window): () => void {
    const watched = new Set<string>([
      storageKeys.root,
      storageKeys.auth,
      storageKeys.accessToken,
      storageKeys.refreshToken,
    ]);
    const onStorage = (event: StorageEvent) => {
      // `key` is null when the other tab cleared the whole storage.
      if (event.key === null || watched.has(event.key)) void this.reloadTokens();
    };
    target.addEventListener("storage", onStorage);
    return () => target.removeEventListener("storage", onStorage);
  }

  /** Sign-out and expired sessions: tokens, user and primary entity go; the last remembered user stays. */
  clearSession(): void {
    this.writes++;
    this.set({ ...this.state, auth: emptyAuth });
    void this.handoff.clear();
    if (this.useCookies) {
      removeCookie(tokenCookies.access);
      removeCookie(tokenCookies.refresh);
    }
  }

  private writeTokenCookies(access: string, refresh: string): void {
    if (!this.useCookies) return;
    writeCookie(tokenCookies.access, access, {
      maxAgeSeconds: authCookie.maxAgeSeconds,
      path: authCookie.path,
    });
    writeCookie(tokenCookies.refresh, refresh, {
      maxAgeSeconds: authCookie.maxAgeSeconds,
      path: authCookie.path,
    });
  }

  private set(next: SessionState, persist = true): void {
    this.state = next;
    if (persist) this.persist();
    for (const listener of this.listeners) listener();
  }

  /**
   * A change of the user alone (a fresh /users/me, a rename) is written with the tokens storage holds,
   * never this tab's copy: another tab may have refreshed since this tab last heard (its storage event
   * still on the way), and writing the spent pair back would hand that tab a rotated refresh token, whose
   * next use ends the session everywhere. A newer pair found there becomes this tab's too. Nothing is
   * written when storage holds no session (another tab signed out: its event ends this one) or when a
   * write of this tab came after (it wrote everything already).
   */
  private async persistUserChange(): Promise<void> {
    const writesBefore = this.writes;
    const tokens = await Promise.all([
      this.storage.getItem(storageKeys.accessToken),
      this.storage.getItem(storageKeys.refreshToken),
    ]).catch(() => null);
    if (this.writes !== writesBefore) return;
    if (tokens === null) return this.persist();
    const [access, refresh] = tokens;
    if (access === null || refresh === null) return;
    const { auth, lastUser } = this.state;
    if (access !== auth.access || refresh !== auth.refresh) {
      this.set({ ...this.state, auth: { ...auth, access, refresh } }, false);
    }
    writeRecord(this.storage, storageKeys.root, this.version, {});
    writeRecord(this.storage, storageKeys.auth, this.version, this.state.auth);
    if (lastUser) writeRecord(this.storage, storageKeys.lastUser, this.version, lastUser);
  }

  private persist(): void {
    const { auth, lastUser } = this.state;
    writeRecord(this.storage, storageKeys.root, this.version, {});
    writeRecord(this.storage, storageKeys.auth, this.version, auth);
    if (lastUser) writeRecord(this.storage, storageKeys.lastUser, this.version, lastUser);
    else void this.storage.removeItem(storageKeys.lastUser);
    for (const [key, token] of [
      [storageKeys.accessToken, auth.access],
      [storageKeys.refreshToken, auth.refresh],
    ] as const) {
      if (token) void this.storage.setItem(key, token);
      else void this.storage.removeItem(key);
    }
  }

  /**
   * The session as stored now. The auth record is written first and in one piece, the token keys one
   * by one after it: while another tab is in the middle of a write the record already holds the new,
   * matching pair, so the tokens are taken from it (the keys must still be there).
   */
  private async readAuth(): Promise<AuthRecord> {
    const [root, auth, access, refresh] = await Promise.all([
      readRecord<object>(this.storage, storageKeys.root, this.version),
      readRecord<AuthRecord>(this.storage, storageKeys.auth, this.version),
      this.storage.getItem(storageKeys.accessToken),
      this.storage.getItem(storageKeys.refreshToken),
    ]);
    const user = authUserSchema.safeParse(auth?.user);
    if (root === null || !user.success || access === null || refresh === null) return emptyAuth;
    return {
      access: auth?.access ?? access,
      refresh: auth?.refresh ?? refresh,
      user: user.data,
      primaryEntity: auth?.primaryEntity ?? user.data.primary_entity,
    };
  }

  private async readAll(): Promise<Omit<SessionState, "status"> | null> {
    const rootText = await this.storage.getItem(storageKeys.root);
    const root = parseRecord<object>(rootText, this.version);
    if (root === null) {
      // First visit, or state written by another store version: start clean under this version.
      if (rootText !== null)
        await Promise.all(Object.values(storageKeys).map((key) => this.storage.removeItem(key)));
      writeRecord(this.storage, storageKeys.root, this.version, {});
      return null;
    }
    const [auth, lastUser, access, refresh] = await Promise.all([
      readRecord<AuthRecord>(this.storage, storageKeys.auth, this.version),
      readRecord<LastUser>(this.storage, storageKeys.lastUser, this.version),
      this.storage.getItem(storageKeys.accessToken),
      this.storage.getItem(storageKeys.refreshToken),
    ]);
    const user = authUserSchema.safeParse(auth?.user);
    const signedIn = user.success && access !== null && refresh !== null;
    return {
      auth: signedIn
        ? { access, refresh, user: user.data, primaryEntity: auth?.primaryEntity ?? user.data.primary_entity }
        : emptyAuth,
      lastUser,
    };
  }
}

function sameAuth(a: AuthRecord, b: AuthRecord): boolean {
  return (
    a.access === b.access &&
    a.refresh === b.refresh &&
    JSON.stringify(a.user) === JSON.stringify(b.user) &&
    JSON.stringify(a.primaryEntity) === JSON.stringify(b.primaryEntity)
  );
}

/** The app's one session store. */
export const authStore = new AuthStore();
