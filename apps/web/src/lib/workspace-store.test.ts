import type { AuthUser } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { testUser } from "../test/fixtures";
import { memoryStorage } from "../test/memory-storage";
import { globexWorkspace, userOfTwoWorkspaces } from "../test/workspace-fixtures";
import { type UserSource, WorkspaceStore, workspaceStorageKey } from "./workspace-store";

const acmeId = testUser.workspaces[0]?.id as string;

/** A session holding `user`, which the test can change (sign-in of another user, a fresh /users/me). */
function session(user: AuthUser | null) {
  const listeners = new Set<() => void>();
  let state = { auth: { user } };
  const source: UserSource = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setUser = (next: AuthUser | null) => {
    state = { auth: { user: next } };
    for (const listener of listeners) listener();
  };
  return { source, setUser };
}

describe("current workspace store", () => {
  it("starts in the server's default workspace (the user's primary entity) when nothing was chosen", () => {
    const store = new WorkspaceStore({
      users: session(userOfTwoWorkspaces).source,
      storage: memoryStorage(),
    });
    expect(store.currentId).toBe(acmeId);
    expect(store.getState().workspaces.map((w) => w.name)).toEqual(["Acme Workspace", "Globex Trading"]);
  });

  it("remembers a choice on this device, per user, and a new tab or reload opens it", () => {
    const storage = memoryStorage();
    const { source } = session(userOfTwoWorkspaces);
    new WorkspaceStore({ users: source, storage }).select(globexWorkspace.id);
    expect(storage.data.get(workspaceStorageKey(testUser.id))).toBe(globexWorkspace.id);

    const nextTab = new WorkspaceStore({ users: source, storage });
    expect(nextTab.currentId).toBe(globexWorkspace.id);
    expect(nextTab.getState().workspace?.roles).toEqual(["VIEWER"]);
  });

  it("keeps each user's choice apart on a shared device", () => {
    const other: AuthUser = { ...userOfTwoWorkspaces, id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc" };
    const storage = memoryStorage({ [workspaceStorageKey(testUser.id)]: globexWorkspace.id });
    const { source, setUser } = session(other);
    const store = new WorkspaceStore({ users: source, storage });
    // Ada chose Globex on this device; the other user did not, so they start in their default.
    expect(store.currentId).toBe(acmeId);
    setUser(userOfTwoWorkspaces);
    expect(store.currentId).toBe(globexWorkspace.id);
  });

  it("falls back to the default when the remembered workspace is gone (left, deactivated)", () => {
    const storage = memoryStorage({ [workspaceStorageKey(testUser.id)]: globexWorkspace.id });
    const { source, setUser } = session(userOfTwoWorkspaces);
    const store = new WorkspaceStore({ users: source, storage });
    expect(store.currentId).toBe(globexWorkspace.id);
    // A fresh /users/me no longer lists Globex.
    setUser(testUser);
    expect(store.currentId).toBe(acmeId);
    // Remembered ids that were never the user's fall back the same way.
    const stranger = new WorkspaceStore({
      users: session(testUser).source,
      storage: memoryStorage({ [workspaceStorageKey(testUser.id)]: "99999999-9999-4999-8999-999999999999" }),
    });
    expect(stranger.currentId).toBe(acmeId);
  });

  it("has no workspace for a user who belongs to none, and none when signed out", () => {
    const nobody: AuthUser = { ...testUser, primary_entity: null, membership: null, workspaces: [] };
    expect(
      new WorkspaceStore({ users: session(nobody).source, storage: memoryStorage() }).currentId,
    ).toBeNull();
    expect(new WorkspaceStore({ users: session(null).source, storage: memoryStorage() }).getState()).toEqual({
      workspace: null,
      workspaces: [],
    });
  });

  it("tells subscribers about a switch and answers the same state object until something changes", () => {
    const { source } = session(userOfTwoWorkspaces);
    const store = new WorkspaceStore({ users: source, storage: memoryStorage() });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const before = store.getState();
    expect(store.getState()).toBe(before);
    store.select(globexWorkspace.id);
    expect(calls).toBe(1);
    expect(store.getState()).not.toBe(before);
    stop();
    store.select(acmeId);
    expect(calls).toBe(1);
  });
});
