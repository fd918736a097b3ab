import { persistRestoreTimeoutMs, storeVersion } from "@tierline/contracts";
import { describe, expect, it, vi } from "vitest";
import { testSession, testUser } from "../test/fixtures";
import { memoryStorage } from "../test/memory-storage";
import { AuthStore, storageKeys, tokenCookies } from "./auth-store";
import { readCookie } from "./cookies";

const record = (storage: ReturnType<typeof memoryStorage>, key: string) =>
  JSON.parse(storage.data.get(key) ?? "null") as { version: number; state: unknown } | null;

/** Two tabs of one browser sharing storage, tab A signed in before tab B restored. */
async function twoTabsSignedIn() {
  const storage = memoryStorage();
  const tabA = new AuthStore({ storage, tokenCookies: false });
  await tabA.restore();
  tabA.signIn(testSession);
  const tabB = new AuthStore({ storage, tokenCookies: false });
  await tabB.restore();
  return { storage, tabA, tabB };
}

describe("persisted auth store", () => {
  it("writes every record under its key with store version 1", async () => {
    const storage = memoryStorage();
    const store = new AuthStore({ storage });
    await store.restore();
    store.signIn(testSession);

    expect(storeVersion).toBe(1);
    for (const key of [storageKeys.root, storageKeys.auth, storageKeys.lastUser]) {
      expect(record(storage, key)?.version).toBe(1);
    }
    expect(record(storage, storageKeys.auth)?.state).toEqual({
      access: "access-1",
      refresh: "refresh-1",
      user: testUser,
      primaryEntity: testUser.primary_entity,
    });
    expect(record(storage, storageKeys.lastUser)?.state).toEqual({
      id: testUser.id,
      email: testUser.email,
      workspaceName: "Acme Workspace",
    });
    expect(storage.data.get(storageKeys.accessToken)).toBe("access-1");
    expect(storage.data.get(storageKeys.refreshToken)).toBe("refresh-1");
  });

  it("puts the tokens in cookies on sign-in, replaces them on refresh, and clears them on sign-out", async () => {
    const storage = memoryStorage();
    const store = new AuthStore({ storage });
    await store.restore();

    store.signIn(testSession);
    expect(readCookie(tokenCookies.access)).toBe("access-1");
    expect(readCookie(tokenCookies.refresh)).toBe("refresh-1");

    store.setTokens({ access: "access-2", refresh: "refresh-2" });
    expect(store.accessToken).toBe("access-2");
    expect(storage.data.get(storageKeys.accessToken)).toBe("access-2");
    expect(storage.data.get(storageKeys.refreshToken)).toBe("refresh-2");
    expect(readCookie(tokenCookies.access)).toBe("access-2");
    expect(readCookie(tokenCookies.refresh)).toBe("refresh-2");

    store.clearSession();
    expect(store.isAuthenticated).toBe(false);
    expect(store.getState().auth).toEqual({ access: null, refresh: null, user: null, primaryEntity: null });
    expect(storage.data.has(storageKeys.accessToken)).toBe(false);
    expect(storage.data.has(storageKeys.refreshToken)).toBe(false);
    expect(readCookie(tokenCookies.access)).toBeNull();
    expect(readCookie(tokenCookies.refresh)).toBeNull();
    // The last remembered user survives sign-out (it pre-fills the sign-in form).
    expect(store.getState().lastUser?.email).toBe(testUser.email);
  });

  it("empties the token hand-off on every sign-in and sign-out, never on a refresh", async () => {
    const handoff = { clear: vi.fn(async () => undefined) };
    const store = new AuthStore({ storage: memoryStorage(), tokenCookies: false, handoff });
    await store.restore();

    store.signIn(testSession);
    expect(handoff.clear).toHaveBeenCalledTimes(1);
    // The api client records a refresh in the hand-off itself (it knows the spent token).
    store.setTokens({ access: "access-2", refresh: "refresh-2" });
    expect(handoff.clear).toHaveBeenCalledTimes(1);
    store.clearSession();
    expect(handoff.clear).toHaveBeenCalledTimes(2);
  });

  it("restores a saved session", async () => {
    const storage = memoryStorage();
    const first = new AuthStore({ storage });
    await first.restore();
    first.signIn(testSession);

    const second = new AuthStore({ storage });
    expect(second.getState().status).toBe("restoring");
    await expect(second.restore()).resolves.toEqual({ timedOut: false });
    expect(second.getState().status).toBe("ready");
    expect(second.isAuthenticated).toBe(true);
    expect(second.getState().auth.user).toEqual(testUser);
    expect(second.getState().lastUser?.workspaceName).toBe("Acme Workspace");
  });

  it("drops records written by another store version", async () => {
    const storage = memoryStorage();
    const old = new AuthStore({ storage, version: 0 });
    await old.restore();
    old.signIn(testSession);

    const store = new AuthStore({ storage });
    await store.restore();
    expect(store.isAuthenticated).toBe(false);
    expect(store.getState().lastUser).toBeNull();
    expect(storage.data.has(storageKeys.accessToken)).toBe(false);
    expect(record(storage, storageKeys.root)?.version).toBe(1);
  });

  it("gives up restoring after 5 seconds and starts signed out", async () => {
    vi.useFakeTimers();
    const hanging = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    const store = new AuthStore({ storage: hanging, tokenCookies: false });
    let result: { timedOut: boolean } | undefined;
    void store.restore().then((value) => {
      result = value;
    });

    expect(persistRestoreTimeoutMs).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    expect(store.getState().status).toBe("restoring");

    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ timedOut: true });
    expect(store.getState().status).toBe("ready");
    expect(store.isAuthenticated).toBe(false);
  });

  it("does not let a late restore overwrite a sign-in made meanwhile", async () => {
    let release: (value: string | null) => void = () => {};
    const storage = memoryStorage();
    const slow = {
      ...storage,
      getItem: (key: string) =>
        key === storageKeys.root
          ? new Promise<string | null>((resolve) => (release = resolve))
          : storage.getItem(key),
    };
    const store = new AuthStore({ storage: slow });
    const restoring = store.restore();
    store.signIn(testSession);
    release(JSON.stringify({ version: 1, state: {} }));
    await restoring;
    expect(store.isAuthenticated).toBe(true);
  });

  it("notifies subscribers on every change", async () => {
    const store = new AuthStore({ storage: memoryStorage() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.restore();
    store.signIn(testSession);
    store.setUser({ ...testUser, password_authenticated: true });
    unsubscribe();
    store.clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("follows another tab's refresh, sign-out and sign-in through storage events", async () => {
    const { storage, tabA, tabB } = await twoTabsSignedIn();
    const changed = vi.fn();
    tabB.subscribe(changed);
    const stopWatching = tabB.watchStorage(window);
    const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent("storage", { key }));

    tabA.setTokens({ access: "access-2", refresh: "refresh-2" });
    storageEvent(storageKeys.refreshToken);
    await vi.waitFor(() => expect(tabB.refreshToken).toBe("refresh-2"));
    expect(tabB.accessToken).toBe("access-2");
    expect(tabB.getState().auth.user).toEqual(testUser);
    expect(changed).toHaveBeenCalled();
    // Only read, never written back.
    expect(storage.data.get(storageKeys.accessToken)).toBe("access-2");

    // Keys that do not hold the session are ignored.
    tabA.setTokens({ access: "access-3", refresh: "refresh-3" });
    storageEvent(storageKeys.lastUser);
    await Promise.resolve();
    expect(tabB.accessToken).toBe("access-2");

    tabA.clearSession();
    storageEvent(storageKeys.auth);
    await vi.waitFor(() => expect(tabB.isAuthenticated).toBe(false));
    expect(tabB.getState().auth).toEqual({ access: null, refresh: null, user: null, primaryEntity: null });

    tabA.signIn(testSession);
    storageEvent(null);
    await vi.waitFor(() => expect(tabB.accessToken).toBe("access-1"));
    expect(tabB.isAuthenticated).toBe(true);

    stopWatching();
    tabA.setTokens({ access: "access-4", refresh: "refresh-4" });
    storageEvent(storageKeys.accessToken);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tabB.accessToken).toBe("access-1");
  });

  it("writes a fresh user with the tokens another tab refreshed to, never its own spent pair", async () => {
    const { storage, tabA, tabB } = await twoTabsSignedIn();

    // Tab A refreshes; tab B has not heard yet (no storage event) when its /users/me answer arrives.
    tabA.setTokens({ access: "access-2", refresh: "refresh-2" });
    const renamed = { ...testUser, first_name: "Renamed" };
    tabB.setUser(renamed);
    expect(tabB.getState().auth.user).toEqual(renamed);

    await vi.waitFor(() => expect(tabB.refreshToken).toBe("refresh-2"));
    expect(tabB.accessToken).toBe("access-2");
    expect(storage.data.get(storageKeys.accessToken)).toBe("access-2");
    expect(storage.data.get(storageKeys.refreshToken)).toBe("refresh-2");
    expect(record(storage, storageKeys.auth)?.state).toEqual({
      access: "access-2",
      refresh: "refresh-2",
      user: renamed,
      primaryEntity: renamed.primary_entity,
    });

    // Another tab signed out: a late user change writes no session back.
    tabA.clearSession();
    tabB.renameWorkspace(testUser.primary_entity?.workspace.id ?? "", "Renamed Workspace");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.data.has(storageKeys.accessToken)).toBe(false);
    expect(record(storage, storageKeys.auth)?.state).toMatchObject({
      access: null,
      refresh: null,
      user: null,
    });
  });
});
