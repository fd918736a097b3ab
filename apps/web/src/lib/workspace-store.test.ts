import type { AuthUser } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { testUser } from "../test/fixtures";
import { memoryStorage } from "../test/memory-storage";
import { globexWorkspace, userOfTwoWorkspaces } from "../test/workspace-fixtures";
import { type UserSource, type WorkspaceLoss, WorkspaceStore, workspaceStorageKey } from "./workspace-store";

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

/** A tab's store over `user`'s session (fresh storages), and the losses it tells of. */
function listeningTab(user: AuthUser) {
  const { source, setUser } = session(user);
  const store = new WorkspaceStore({ users: source, storage: memoryStorage(), tabStorage: memoryStorage() });
  const losses: WorkspaceLoss[] = [];
  store.onLoss((loss) => losses.push(loss));
  return { store, setUser, losses };
}

describe("current workspace store", () => {
  it("starts in the server's default workspace (the user's primary entity) when nothing was chosen", () => {
    const store = new WorkspaceStore({
      users: session(userOfTwoWorkspaces).source,
      storage: memoryStorage(),
      tabStorage: memoryStorage(),
    });
    expect(store.currentId).toBe(acmeId);
    expect(store.getState().workspaces.map((w) => w.name)).toEqual(["Acme Workspace", "Globex Trading"]);
  });

  it("remembers a choice on this device, per user, and a new tab opens it", () => {
    const storage = memoryStorage();
    const { source } = session(userOfTwoWorkspaces);
    new WorkspaceStore({ users: source, storage, tabStorage: memoryStorage() }).select(globexWorkspace.id);
    expect(storage.data.get(workspaceStorageKey(testUser.id))).toBe(globexWorkspace.id);

    const nextTab = new WorkspaceStore({ users: source, storage, tabStorage: memoryStorage() });
    expect(nextTab.currentId).toBe(globexWorkspace.id);
    expect(nextTab.getState().workspace?.roles).toEqual(["VIEWER"]);
  });

  it("keeps each tab's choice, across its reloads too, whatever another tab chose since", () => {
    const device = memoryStorage();
    const { source } = session(userOfTwoWorkspaces);
    const tabA = memoryStorage();
    const tabB = memoryStorage();
    new WorkspaceStore({ users: source, storage: device, tabStorage: tabA }).select(globexWorkspace.id);
    const b = new WorkspaceStore({ users: source, storage: device, tabStorage: tabB });
    expect(b.currentId).toBe(globexWorkspace.id);
    b.select(acmeId);

    // Tab A reloads: still Globex. A new tab opens the device's last choice, Acme.
    expect(new WorkspaceStore({ users: source, storage: device, tabStorage: tabA }).currentId).toBe(
      globexWorkspace.id,
    );
    expect(
      new WorkspaceStore({ users: source, storage: device, tabStorage: memoryStorage() }).currentId,
    ).toBe(acmeId);
  });

  it("keeps each user's choice apart on a shared device", () => {
    const other: AuthUser = { ...userOfTwoWorkspaces, id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc" };
    const storage = memoryStorage({ [workspaceStorageKey(testUser.id)]: globexWorkspace.id });
    const { source, setUser } = session(other);
    const store = new WorkspaceStore({ users: source, storage, tabStorage: memoryStorage() });
    // Ada chose Globex on this device; the other user did not, so they start in their default.
    expect(store.currentId).toBe(acmeId);
    setUser(userOfTwoWorkspaces);
    expect(store.currentId).toBe(globexWorkspace.id);
  });

  it("falls back to the default when the remembered workspace is gone (left, deactivated)", () => {
    const storage = memoryStorage({ [workspaceStorageKey(testUser.id)]: globexWorkspace.id });
    const { source, setUser } = session(userOfTwoWorkspaces);
    const store = new WorkspaceStore({ users: source, storage, tabStorage: memoryStorage() });
    expect(store.currentId).toBe(globexWorkspace.id);
    // A fresh /users/me no longer lists Globex.
    setUser(testUser);
    expect(store.currentId).toBe(acmeId);
    // Remembered ids that were never the user's fall back the same way.
    const stranger = new WorkspaceStore({
      users: session(testUser).source,
      storage: memoryStorage({ [workspaceStorageKey(testUser.id)]: "99999999-9999-4999-8999-999999999999" }),
      tabStorage: memoryStorage(),
    });
    expect(stranger.currentId).toBe(acmeId);
  });

  it("has no workspace for a user who belongs to none, and none when signed out", () => {
    const nobody: AuthUser = { ...testUser, primary_entity: null, membership: null, workspaces: [] };
    expect(
      new WorkspaceStore({
        users: session(nobody).source,
        storage: memoryStorage(),
        tabStorage: memoryStorage(),
      }).currentId,
    ).toBeNull();
    expect(
      new WorkspaceStore({
        users: session(null).source,
        storage: memoryStorage(),
        tabStorage: memoryStorage(),
      }).getState(),
    ).toEqual({
      workspace: null,
      workspaces: [],
    });
  });

  it("tells subscribers about a switch and answers the same state object until something changes", () => {
    const { source } = session(userOfTwoWorkspaces);
    const store = new WorkspaceStore({
      users: source,
      storage: memoryStorage(),
      tabStorage: memoryStorage(),
    });
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

  it("tells of the loss of the workspace this tab works in, falls back to the default and forgets it", () => {
    const key = workspaceStorageKey(testUser.id);
    const device = memoryStorage({ [key]: globexWorkspace.id });
    const tab = memoryStorage({ [key]: globexWorkspace.id });
    const { source, setUser } = session(userOfTwoWorkspaces);
    const store = new WorkspaceStore({ users: source, storage: device, tabStorage: tab });
    const losses: WorkspaceLoss[] = [];
    store.onLoss((loss) => losses.push(loss));
    expect(store.currentId).toBe(globexWorkspace.id);

    setUser(testUser);
    expect(losses).toEqual([{ lost: globexWorkspace, now: testUser.workspaces[0] }]);
    expect(store.currentId).toBe(acmeId);
    // Neither this tab nor a new one offers Globex again (were Ada invited back, she would start in
    // her default).
    expect(tab.data.has(key)).toBe(false);
    expect(device.data.has(key)).toBe(false);
  });

  it("tells of no loss when another workspace goes, on sign-out, or for another user", () => {
    const { store, setUser, losses } = listeningTab(userOfTwoWorkspaces);
    expect(store.currentId).toBe(acmeId);
    setUser(testUser);
    expect(store.currentId).toBe(acmeId);
    setUser(null);
    setUser({ ...testUser, id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc", workspaces: [globexWorkspace] });
    expect(store.currentId).toBe(globexWorkspace.id);
    expect(losses).toEqual([]);
  });

  it("falls back to no workspace when the lost one was the last", () => {
    const { store, setUser, losses } = listeningTab(testUser);
    expect(store.currentId).toBe(acmeId);
    setUser({ ...testUser, primary_entity: null, membership: null, workspaces: [] });
    expect(losses).toEqual([{ lost: testUser.workspaces[0], now: null }]);
    expect(store.currentId).toBeNull();
  });

  it("keeps a loss nobody heard (it came before the shell listened) for the first listener", () => {
    const storage = memoryStorage({ [workspaceStorageKey(testUser.id)]: globexWorkspace.id });
    const { source, setUser } = session(userOfTwoWorkspaces);
    const store = new WorkspaceStore({ users: source, storage, tabStorage: memoryStorage() });
    // Nothing read the store yet: the loss is still told, once.
    setUser(testUser);
    const heard: WorkspaceLoss[] = [];
    store.onLoss((loss) => heard.push(loss));
    store.onLoss((loss) => heard.push(loss));
    expect(heard.map((loss) => loss.lost.id)).toEqual([globexWorkspace.id]);
  });
});
