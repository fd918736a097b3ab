import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, createFakeFetch, deferred, json, memoryStorage } from "../test/fake-fetch";
import { testSession } from "../test/fixtures";
import { createApiClient, type TokenStore } from "./api-client";
import { ApiError } from "./api-error";
import { AuthStore, storageKeys } from "./auth-store";

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
