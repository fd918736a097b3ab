import { apiMessages } from "@tierline/contracts";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "../test/deferred";
import { apiErrorResponse, createFakeFetch, json, type RecordedRequest } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { memoryHandoff } from "../test/memory-handoff";
import { memoryStorage } from "../test/memory-storage";
import { createApiClient, type RefreshLocks, refreshLockName, type TokenStore } from "./api-client";
import { ApiError } from "./api-error";
import { AuthStore, storageKeys } from "./auth-store";
import type { TokenHandoff } from "./token-handoff";

interface FakeTokenStore extends TokenStore {
  accessToken: string | null;
  refreshToken: string | null;
  cleared: number;
}

function tokenStore(access = "old-access", refresh = "old-refresh"): FakeTokenStore {
  const store: FakeTokenStore = {
    accessToken: access,
    refreshToken: refresh,
    cleared: 0,
    setTokens(tokens) {
      store.accessToken = tokens.access;
      store.refreshToken = tokens.refresh;
    },
    clearSession() {
      store.accessToken = null;
      store.refreshToken = null;
      store.cleared++;
    },
  };
  return store;
}

const bearer = (token: string) => `Bearer ${token}`;

describe("api client: base path, tokens and errors", () => {
  it("calls /api/v1 with the bearer token, and public calls without it", async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });

    await client.get("/users/me");
    await client.post("/magic-link", { email: "a@b.co" }, { public: true });

    expect(fake.calls[0]?.url).toBe("/api/v1/users/me");
    expect(fake.calls[0]?.headers.authorization).toBe(bearer("old-access"));
    expect(fake.calls[1]?.url).toBe("/api/v1/magic-link");
    expect(fake.calls[1]?.headers.authorization).toBeUndefined();
    expect(fake.calls[1]?.body).toEqual({ email: "a@b.co" });
  });

  it("repeats list query keys and leaves out empty ones", async () => {
    const fake = createFakeFetch(() => json([]));
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });
    await client.get("/workspaces/1/vendors", { query: { country: ["US", "DE"], page: 1, tag: null } });
    expect(fake.calls[0]?.url).toBe("/api/v1/workspaces/1/vendors?country=US&country=DE&page=1");
  });

  it("rejects with an ApiError carrying status, code, message, fields and the endpoint name", async () => {
    const fake = createFakeFetch(() =>
      apiErrorResponse(400, "VALIDATION", "Invalid request.", { email: "Please enter a valid email" }),
    );
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });

    const error = await client
      .post("/forgot-password", { email: "x" }, { public: true })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION",
      message: "Invalid request.",
      fields: { email: "Please enter a valid email" },
      endpoint: "POST /forgot-password",
      aborted: false,
    });
  });

  it("marks a cancelled call with aborted: true", async () => {
    const controller = new AbortController();
    const answer = deferred<Response>();
    const fake = createFakeFetch(({ signal }) => {
      signal?.addEventListener("abort", () => answer.reject(new DOMException("Aborted", "AbortError")));
      return answer.promise;
    });
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });

    const pending = client.get("/users/me", { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ aborted: true, code: "ABORTED", status: 0, endpoint: "GET /users/me" });
  });

  it("validates answers against the given schema", async () => {
    const fake = createFakeFetch(() => json({ nope: true }));
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });
    const { tokenPairSchema } = await import("@tierline/contracts");
    await expect(client.get("/x", { schema: tokenPairSchema })).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });

  it("answers a file download as text, and reads its failure like any other", async () => {
    const csv = "Row,Reasons\n3,The country field is mandatory\n";
    const fake = createFakeFetch(({ path }) =>
      path === "/file.csv"
        ? new Response(csv, { headers: { "Content-Type": "text/csv" } })
        : apiErrorResponse(404, "NOT_FOUND", "Resource not found. The requested item does not exist."),
    );
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });
    expect(await client.get("/file.csv", { as: "text" })).toBe(csv);
    await expect(client.get("/gone.csv", { as: "text" })).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
  });
});

describe("api client: the current workspace on every call", () => {
  const acme = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
  const globex = "f0f0f0f0-f0f0-4f0f-8f0f-f0f0f0f0f0f0";

  it("names the current workspace in X-Workspace-Id on every authenticated call, whatever the method", async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    let current: string | null = acme;
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore(), workspaceId: () => current });

    await client.get("/memberships");
    await client.post("/memberships/email-invite", { invites: [] });
    await client.patch("/memberships/1", { roles: [] });
    await client.put("/catalogs/1", {});
    await client.delete("/tag-items/1");
    // A switch takes effect on the very next call.
    current = globex;
    await client.get(`/workspaces/${globex}/metadata`);

    expect(fake.calls.map((c) => c.headers["x-workspace-id"])).toEqual([
      acme,
      acme,
      acme,
      acme,
      acme,
      globex,
    ]);
  });

  it("leaves it out of public calls, of calls about the user (workspace: false), and when there is none", async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    let current: string | null = acme;
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore(), workspaceId: () => current });

    await client.post("/magic-link", { email: "a@b.co" }, { public: true });
    await client.get("/users/me", { workspace: false });
    current = null;
    await client.get("/memberships");

    expect(fake.calls.map((c) => c.headers["x-workspace-id"])).toEqual([undefined, undefined, undefined]);
    // The user call still carries the bearer token.
    expect(fake.calls[1]?.headers.authorization).toBe(bearer("old-access"));
  });

  it("says on a failed call which workspace it named, so a 404 can be checked against the user's", async () => {
    const fake = createFakeFetch(() => apiErrorResponse(404, "NOT_FOUND", "Resource not found"));
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore(), workspaceId: () => globex });
    await expect(client.get("/memberships")).rejects.toMatchObject({ status: 404, workspaceId: globex });
    await expect(client.get("/users/me", { workspace: false })).rejects.toMatchObject({
      status: 404,
      workspaceId: undefined,
    });
  });

  it("replays a refreshed call in the same workspace", async () => {
    const fake = createFakeFetch(({ path, headers }) => {
      if (path === "/auth/token/refresh") return json({ access: "new-access", refresh: "new-refresh" });
      if (headers.authorization === bearer("new-access")) return json({ ok: true });
      return apiErrorResponse(401, "TOKEN_INVALID", "Unauthorized access. Please log in to continue.");
    });
    const client = createApiClient({
      fetch: fake.fetch,
      store: tokenStore(),
      locks: null,
      workspaceId: () => globex,
    });
    await client.get("/memberships");
    const calls = fake.calls.filter((c) => c.path === "/memberships");
    expect(calls.map((c) => c.headers["x-workspace-id"])).toEqual([globex, globex]);
    // The refresh call itself is about the session, never a workspace.
    expect(
      fake.calls.find((c) => c.path === "/auth/token/refresh")?.headers["x-workspace-id"],
    ).toBeUndefined();
  });
});

describe("api client: token refresh on 401", () => {
  it("refreshes once for several concurrent 401s and replays every queued call with the new token", async () => {
    const refreshAnswer = deferred<Response>();
    const fake = createFakeFetch(({ path, headers }) => {
      if (path === "/auth/token/refresh") return refreshAnswer.promise;
      if (headers.authorization === bearer("new-access")) return json({ path });
      return apiErrorResponse(401, "TOKEN_INVALID", "Unauthorized access. Please log in to continue.");
    });
    const store = tokenStore();
    const client = createApiClient({ fetch: fake.fetch, store });

    const results = Promise.all([client.get("/a"), client.get("/b"), client.post("/c", { n: 1 })]);
    await vi.waitFor(() =>
      expect(fake.calls.filter((c) => c.path === "/auth/token/refresh")).toHaveLength(1),
    );
    // All three failed while the refresh is still in flight: they wait for it.
    await vi.waitFor(() =>
      expect(fake.calls.filter((c) => c.headers.authorization === bearer("old-access"))).toHaveLength(3),
    );
    refreshAnswer.resolve(json({ access: "new-access", refresh: "new-refresh" }));

    await expect(results).resolves.toEqual([{ path: "/a" }, { path: "/b" }, { path: "/c" }]);
    const refreshCalls = fake.calls.filter((c) => c.path === "/auth/token/refresh");
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ refresh: "old-refresh" });
    expect(refreshCalls[0]?.headers.authorization).toBeUndefined();
    const replays = fake.calls.filter((c) => c.headers.authorization === bearer("new-access"));
    expect(replays.map((c) => c.path).sort()).toEqual(["/a", "/b", "/c"]);
    expect(replays.find((c) => c.path === "/c")?.body).toEqual({ n: 1 });
    expect(store.accessToken).toBe("new-access");
    expect(store.refreshToken).toBe("new-refresh");
  });

  it("replays without a second refresh when a call's 401 arrives after the refresh finished", async () => {
    const lateAnswer = deferred<Response>();
    const fake = createFakeFetch(({ path, headers }) => {
      if (path === "/auth/token/refresh") return json({ access: "new-access", refresh: "new-refresh" });
      if (headers.authorization === bearer("new-access")) return json({ path });
      if (path === "/slow") return lateAnswer.promise;
      return apiErrorResponse(401, "TOKEN_INVALID", "expired");
    });
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });

    const slow = client.get("/slow");
    await expect(client.get("/fast")).resolves.toEqual({ path: "/fast" });
    lateAnswer.resolve(apiErrorResponse(401, "TOKEN_INVALID", "expired"));

    await expect(slow).resolves.toEqual({ path: "/slow" });
    expect(fake.calls.filter((c) => c.path === "/auth/token/refresh")).toHaveLength(1);
  });

  it("rejects every queued call when the refresh fails", async () => {
    const refreshAnswer = deferred<Response>();
    const fake = createFakeFetch(({ path }) => {
      if (path === "/auth/token/refresh") return refreshAnswer.promise;
      return apiErrorResponse(401, "TOKEN_INVALID", "expired");
    });
    const store = tokenStore();
    const reload = vi.fn();
    const client = createApiClient({ fetch: fake.fetch, store, onSessionExpired: reload });

    const calls = [client.get("/a"), client.get("/b"), client.get("/c")].map((p) =>
      p.catch((e: unknown) => e),
    );
    await vi.waitFor(() => expect(fake.calls).toHaveLength(4));
    refreshAnswer.resolve(apiErrorResponse(503, "SERVICE_UNAVAILABLE", "down"));
    const errors = await Promise.all(calls);

    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, endpoint: "POST /auth/token/refresh" });
    }
    expect(fake.calls.filter((c) => c.path === "/auth/token/refresh")).toHaveLength(1);
    // No replay happened, and a failed (not expired) refresh keeps the session.
    expect(fake.calls).toHaveLength(4);
    expect(reload).not.toHaveBeenCalled();
    expect(store.cleared).toBe(0);
  });

  it("treats a 401 from the refresh call as an expired session: clears the stored session and reloads", async () => {
    const storage = memoryStorage();
    const store = new AuthStore({ storage, tokenCookies: true });
    await store.restore();
    store.signIn(testSession);
    expect(storage.data.get(storageKeys.accessToken)).toBe("access-1");

    const fake = createFakeFetch(({ path }) =>
      path === "/auth/token/refresh"
        ? apiErrorResponse(401, "TOKEN_INVALID", "Your session has expired. Please sign in again.")
        : apiErrorResponse(401, "TOKEN_INVALID", "expired"),
    );
    const reload = vi.fn();
    const client = createApiClient({ fetch: fake.fetch, store, onSessionExpired: reload });

    const results = await Promise.all(
      [client.get("/a"), client.get("/b")].map((p) => p.catch((e: unknown) => e)),
    );

    expect(results.every((e) => e instanceof ApiError && e.status === 401)).toBe(true);
    expect(fake.calls.filter((c) => c.path === "/auth/token/refresh")).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    const state = store.getState();
    expect(state.auth).toEqual({ access: null, refresh: null, user: null, primaryEntity: null });
    expect(storage.data.has(storageKeys.accessToken)).toBe(false);
    expect(storage.data.has(storageKeys.refreshToken)).toBe(false);
    expect(JSON.parse(storage.data.get(storageKeys.auth) ?? "{}").state).toEqual(state.auth);
    expect(document.cookie).not.toContain("auth:access=");
  });

  it("never refreshes for the login call", async () => {
    const fake = createFakeFetch(() =>
      apiErrorResponse(401, "INVALID_CREDENTIALS", "Incorrect email or password."),
    );
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });

    // Even sent with a token, the login call's 401 is the answer (wrong password).
    const error = await client
      .post("/auth/token", { email: "a@b.co", password: "wrong-password" })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, code: "INVALID_CREDENTIALS", endpoint: "POST /auth/token" });
    expect(fake.calls).toHaveLength(1);
  });

  it("does not refresh a second time when the replayed call is refused again", async () => {
    const fake = createFakeFetch(({ path }) =>
      path === "/auth/token/refresh"
        ? json({ access: "new-access", refresh: "new-refresh" })
        : apiErrorResponse(401, "TOKEN_INVALID", "still refused"),
    );
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });
    await expect(client.get("/a")).rejects.toMatchObject({ status: 401 });
    expect(fake.calls.map((c) => c.path)).toEqual(["/a", "/auth/token/refresh", "/a"]);
  });

  it("does not refresh for public calls", async () => {
    const fake = createFakeFetch(() => apiErrorResponse(401, "TOKEN_INVALID", "link expired"));
    const client = createApiClient({ fetch: fake.fetch, store: tokenStore() });
    await expect(client.post("/continue-magic-link", { token: "t" }, { public: true })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(fake.calls).toHaveLength(1);
  });
});

/** Web Locks as the browser grants them: one holder per name at a time, the others wait in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks: RefreshLocks = {
    request(name, callback) {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return { locks, requested };
}

/**
 * The api's session rules: the refresh token rotates on every refresh, and presenting a spent one is
 * taken as theft and ends the session (every tab's tokens die).
 */
function sessionServer() {
  const server = { access: "access-1", refresh: "refresh-1", accessExpired: false, revoked: false };
  let rotations = 1;
  const fake = createFakeFetch(({ path, headers, body }) => {
    if (path === "/auth/token/refresh") {
      if (server.revoked || (body as { refresh?: string }).refresh !== server.refresh) {
        server.revoked = true;
        return apiErrorResponse(401, "REFRESH_REUSED", apiMessages.refreshReused);
      }
      rotations++;
      Object.assign(server, {
        access: `access-${rotations}`,
        refresh: `refresh-${rotations}`,
        accessExpired: false,
      });
      return json({ access: server.access, refresh: server.refresh });
    }
    if (!server.revoked && !server.accessExpired && headers.authorization === bearer(server.access)) {
      return json({ path, token: server.access });
    }
    return apiErrorResponse(401, "TOKEN_INVALID", apiMessages.sessionExpired);
  });
  return { server, ...fake };
}

/** A browser tab: its own store and client over the storage all tabs share. */
async function openTab(
  storage: ReturnType<typeof memoryStorage>,
  fetch: typeof globalThis.fetch,
  locks: RefreshLocks | null,
  handoff?: TokenHandoff,
) {
  const store = new AuthStore({ storage, tokenCookies: false, handoff });
  await store.restore();
  const reload = vi.fn();
  const client = createApiClient({ fetch, store, onSessionExpired: reload, locks, handoff });
  return { store, client, reload };
}

const refreshCalls = (calls: RecordedRequest[]) => calls.filter((c) => c.path === "/auth/token/refresh");

describe("api client: one session shared by several tabs", () => {
  it.each([
    ["with Web Locks", () => fakeLocks()],
    ["without Web Locks", () => null],
  ])(
    "%s: a tab whose token another tab refreshed replays with the stored token and never refreshes",
    async (_, makeLocks) => {
      const lock = makeLocks();
      const storage = memoryStorage();
      const { server, fetch, calls } = sessionServer();
      const tabA = await openTab(storage, fetch, lock?.locks ?? null);
      tabA.store.signIn(testSession);
      const tabB = await openTab(storage, fetch, lock?.locks ?? null);
      expect(tabB.store.accessToken).toBe("access-1");

      server.accessExpired = true;
      await expect(tabA.client.get("/a")).resolves.toEqual({ path: "/a", token: "access-2" });
      // Tab B heard nothing yet: it still holds the old (and now spent) pair in memory.
      expect(tabB.store.refreshToken).toBe("refresh-1");

      await expect(tabB.client.get("/b")).resolves.toEqual({ path: "/b", token: "access-2" });

      expect(refreshCalls(calls)).toHaveLength(1);
      expect(refreshCalls(calls)[0]?.body).toEqual({ refresh: "refresh-1" });
      expect(calls.filter((c) => c.path === "/b").map((c) => c.headers.authorization)).toEqual([
        bearer("access-1"),
        bearer("access-2"),
      ]);
      expect(server.revoked).toBe(false);
      expect(tabB.store.accessToken).toBe("access-2");
      expect(tabB.store.refreshToken).toBe("refresh-2");
      expect(tabA.reload).not.toHaveBeenCalled();
      expect(tabB.reload).not.toHaveBeenCalled();
      if (lock) expect(lock.requested).toEqual([refreshLockName, refreshLockName]);
    },
  );

  it("lets only one of two tabs refresh when both get a 401 at the same time", async () => {
    const { locks, requested } = fakeLocks();
    const storage = memoryStorage();
    const { server, fetch, calls } = sessionServer();
    const tabA = await openTab(storage, fetch, locks);
    tabA.store.signIn(testSession);
    const tabB = await openTab(storage, fetch, locks);

    server.accessExpired = true;
    const results = await Promise.all([tabA.client.get("/a"), tabB.client.get("/b"), tabB.client.get("/c")]);

    expect(results).toEqual([
      { path: "/a", token: "access-2" },
      { path: "/b", token: "access-2" },
      { path: "/c", token: "access-2" },
    ]);
    expect(refreshLockName).toBe("tierline:refresh");
    expect(requested).toEqual([refreshLockName, refreshLockName]);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(server.revoked).toBe(false);
    expect(tabB.store.refreshToken).toBe("refresh-2");
  });

  // Chromium keeps a copy of localStorage per renderer process and updates the others' copies apart
  // from the lock: the tab taking the lock next may still read the spent pair there.
  it.each([
    ["at the same time", true],
    ["one after the other", false],
  ])(
    "two tabs with a 401 %s share one refresh though the second's localStorage still shows the spent pair",
    async (_, together) => {
      const { locks } = fakeLocks();
      const { handoff } = memoryHandoff();
      const { server, fetch, calls } = sessionServer();
      const storageA = memoryStorage();
      const tabA = await openTab(storageA, fetch, locks, handoff);
      tabA.store.signIn(testSession);
      // Tab B's copy of localStorage: it never sees tab A's writes.
      const tabB = await openTab(memoryStorage(Object.fromEntries(storageA.data)), fetch, locks, handoff);

      server.accessExpired = true;
      const results = together
        ? await Promise.all([tabA.client.get("/a"), tabB.client.get("/b")])
        : [await tabA.client.get("/a"), await tabB.client.get("/b")];

      expect(results).toEqual([
        { path: "/a", token: "access-2" },
        { path: "/b", token: "access-2" },
      ]);
      expect(refreshCalls(calls).map((c) => c.body)).toEqual([{ refresh: "refresh-1" }]);
      expect(server.revoked).toBe(false);
      expect(tabB.store.refreshToken).toBe("refresh-2");
      expect(tabB.reload).not.toHaveBeenCalled();
    },
  );

  it("treats a session another tab ended as expired, without sending the refresh token", async () => {
    const { locks } = fakeLocks();
    const storage = memoryStorage();
    const { server, fetch, calls } = sessionServer();
    const tabA = await openTab(storage, fetch, locks);
    tabA.store.signIn(testSession);
    const tabB = await openTab(storage, fetch, locks);

    // Tab A signs out: the server ends the session and tab A drops the stored one.
    server.revoked = true;
    tabA.store.clearSession();
    const error = await tabB.client.get("/b").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(tabB.reload).toHaveBeenCalledTimes(1);
    expect(tabB.store.getState().auth).toEqual({
      access: null,
      refresh: null,
      user: null,
      primaryEntity: null,
    });
  });

  it("uses another tab's refreshed token right away once the storage event arrived", async () => {
    const storage = memoryStorage();
    const { server, fetch, calls } = sessionServer();
    const tabA = await openTab(storage, fetch, null);
    tabA.store.signIn(testSession);
    const tabB = await openTab(storage, fetch, null);
    const stopWatching = tabB.store.watchStorage(window);

    server.accessExpired = true;
    await tabA.client.get("/a");
    window.dispatchEvent(new StorageEvent("storage", { key: storageKeys.accessToken, newValue: "access-2" }));
    await vi.waitFor(() => expect(tabB.store.accessToken).toBe("access-2"));
    stopWatching();

    await expect(tabB.client.get("/b")).resolves.toEqual({ path: "/b", token: "access-2" });
    expect(calls.filter((c) => c.path === "/b").map((c) => c.headers.authorization)).toEqual([
      bearer("access-2"),
    ]);
    expect(refreshCalls(calls)).toHaveLength(1);
  });
});
