import { messageForStatus, type TokenPair, tokenPairSchema } from "@tierline/contracts";
import type { z } from "zod";
import { ApiError, clientErrorCodes } from "./api-error";
import { authStore } from "./auth-store";
import { type TokenHandoff, tokenHandoff } from "./token-handoff";
import { workspaceStore } from "./workspace-store";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Query parameters; a list repeats the key (`?country=US&country=DE`); null/undefined are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** Public calls (sign-in, magic link, password reset...) never carry the bearer token. */
  public?: boolean;
  /**
   * `false` for calls about the signed-in user, not a workspace (their account, their invitations):
   * they leave `X-Workspace-Id` out, so they still answer when the remembered workspace is gone.
   */
  workspace?: false;
  /** Validates the answer; the call rejects with INVALID_RESPONSE when it does not fit. */
  schema?: z.ZodType<T>;
  /** Name shown in error snackbars; `METHOD /path` by default. */
  endpoint?: string;
  /**
   * The answer is a file, returned as it is: `"text"` (a csv download) or `"blob"` (any stored file);
   * failures are read as usual.
   */
  as?: "text" | "blob";
}

/** What the client needs from the session: the tokens, and a way to replace or drop them. */
export interface TokenStore {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  setTokens(tokens: TokenPair): void;
  clearSession(): void;
  /**
   * Re-reads the tokens from the storage every tab shares: another tab may have refreshed (or ended)
   * the session since this one last looked. Stores without shared storage leave it out.
   */
  reloadTokens?(): void | Promise<void>;
}

/** The part of the Web Locks API (`navigator.locks`) the refresh needs. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Lock every tab takes to refresh, so that only one tab at a time spends the refresh token. */
export const refreshLockName = "tierline:refresh";

/** `navigator.locks` where the browser has it; null elsewhere (the refresh is then single-flight per tab). */
function browserLocks(): RefreshLocks | null {
  if (typeof navigator === "undefined" || !navigator.locks) return null;
  const manager = navigator.locks;
  return {
    // The lock is held until the callback's promise settles; the answer is that promise's value.
    request: async (name, callback) => await manager.request(name, () => callback()),
  };
}

export interface ApiClientOptions {
  /** `/api/v1` (same origin; the dev server proxies /api). */
  baseUrl?: string;
  fetch?: typeof fetch;
  store: TokenStore;
  /** Called after an expired session was cleared; reloads the page by default. */
  onSessionExpired?: () => void;
  /** Serialises refreshes across tabs; `navigator.locks` by default. null: single-flight in this tab only. */
  locks?: RefreshLocks | null;
  /** The current workspace, sent as `X-Workspace-Id` on every authenticated call (see `workspace`). */
  workspaceId?: () => string | null;
  /** Hands refreshed tokens to the other tabs inside the lock; IndexedDB by default. */
  handoff?: TokenHandoff;
}

/** The header naming the workspace a call works in (the server's one rule: path, else header, else default). */
export const workspaceHeader = "X-Workspace-Id";

export const authPaths = {
  login: "/auth/token",
  refresh: "/auth/token/refresh",
  logout: "/auth/logout",
} as const;

/** Calls whose 401 is an answer in itself (wrong password, dead refresh token), never a reason to refresh. */
const noRefreshPaths: ReadonlySet<string> = new Set([authPaths.login, authPaths.refresh]);

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, "method" | "body">,
  ): Promise<T>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, "method" | "body">,
  ): Promise<T>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, "method" | "body">,
  ): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "method">): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === "AbortError");
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * The fetch-based API client.
 *
 * A 401 on an authenticated call (other than login and refresh) refreshes the access token once:
 * every call that fails while that refresh is in flight waits for the same refresh and is then
 * replayed with the new token; if the refresh fails they all reject with its error. A 401 from the
 * refresh call itself means the session is over: the stored session is cleared and the page reloads.
 *
 * Tabs share one session, and the server treats a refresh token presented twice as stolen (it ends
 * the session everywhere). So the refresh runs under a lock shared by all tabs (Web Locks), and inside
 * it the tab first looks whether another tab has already spent its refresh token: the hand-off
 * (token-handoff.ts) says so reliably, localStorage only once this tab's copy of it caught up. When one
 * has, its new tokens are used for the replay and this tab's spent refresh token is never sent.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? "/api/v1";
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const { store } = options;
  const onSessionExpired = options.onSessionExpired ?? (() => window.location.reload());
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const currentWorkspaceId = options.workspaceId ?? (() => null);
  const handoff = options.handoff ?? tokenHandoff;
  let refreshing: Promise<string> | null = null;

  async function send(
    path: string,
    method: HttpMethod,
    opts: RequestOptions<unknown>,
    token: string | null,
    endpoint: string,
    workspaceId: string | null = null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const isForm = typeof FormData !== "undefined" && opts.body instanceof FormData;
    if (opts.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    if (token && workspaceId) headers[workspaceHeader] = workspaceId;
    try {
      return await doFetch(buildUrl(baseUrl, path, opts.query), {
        method,
        headers,
        body:
          opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
        signal: opts.signal,
        credentials: "same-origin",
      });
    } catch (error) {
      if (isAbort(error, opts.signal)) {
        throw new ApiError({
          status: 0,
          code: clientErrorCodes.aborted,
          message: "The request was cancelled",
          endpoint,
          aborted: true,
          cause: error,
        });
      }
      throw new ApiError({
        status: 0,
        code: clientErrorCodes.network,
        message: messageForStatus(0),
        endpoint,
        cause: error,
      });
    }
  }

  async function parse<T>(
    response: Response,
    endpoint: string,
    schema?: z.ZodType<T>,
    workspaceId?: string,
  ): Promise<T> {
    let body: unknown;
    try {
      body = await readJson(response);
    } catch (error) {
      if (!response.ok) throw ApiError.fromResponse(response.status, undefined, endpoint, workspaceId);
      throw new ApiError({
        status: response.status,
        code: clientErrorCodes.invalidResponse,
        message: messageForStatus(0),
        endpoint,
        cause: error,
      });
    }
    if (!response.ok) throw ApiError.fromResponse(response.status, body, endpoint, workspaceId);
    if (!schema) return body as T;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: clientErrorCodes.invalidResponse,
        message: messageForStatus(0),
        endpoint,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  async function runRefresh(): Promise<string> {
    const endpoint = `POST ${authPaths.refresh}`;
    const refresh = store.refreshToken;
    if (!refresh) {
      throw new ApiError({ status: 401, code: "UNAUTHENTICATED", message: messageForStatus(401), endpoint });
    }
    const response = await send(authPaths.refresh, "POST", { body: { refresh } }, null, endpoint);
    if (response.status === 401) {
      store.clearSession();
      onSessionExpired();
    }
    const tokens = await parse(response, endpoint, tokenPairSchema);
    store.setTokens(tokens);
    // Before the lock is released: the next tab to take it must find the new pair.
    await handoff.recordRefresh(refresh, tokens);
    return tokens.access;
  }

  /** Runs while holding the refresh lock (or, without Web Locks, as this tab's single flight). */
  async function refreshOrAdopt(usedToken: string): Promise<string> {
    const hadSession = store.refreshToken !== null;
    try {
      await store.reloadTokens?.();
    } catch {
      // Storage unreadable: go on with the tokens in memory.
    }
    // This tab's copy of localStorage may not show another tab's refresh yet; the hand-off does.
    const held = store.refreshToken;
    const handedOver = held ? await handoff.successorOf(held) : null;
    if (handedOver) store.setTokens(handedOver);
    const current = store.accessToken;
    // Another tab refreshed after this call was sent: replay with its token, no refresh of our own.
    if (current && current !== usedToken) return current;
    if (hadSession && store.refreshToken === null) {
      // Another tab ended the session (signed out, or its refresh was refused): it is over here too.
      onSessionExpired();
    }
    return runRefresh();
  }

  /** Holds the cross-tab lock around `task`; runs it unguarded when the lock cannot be had at all. */
  function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
    if (!locks) return task();
    let started = false;
    return locks
      .request(refreshLockName, () => {
        started = true;
        return task();
      })
      .catch((error: unknown) => {
        if (started) throw error;
        return task();
      });
  }

  /** One refresh at a time (across tabs); callers in this tab arriving meanwhile queue on the same promise. */
  function refreshAccessToken(usedToken: string): Promise<string> {
    const current = store.accessToken;
    // Another call refreshed after this one was sent: replay with the newer token, no new refresh.
    if (!refreshing && current && current !== usedToken) return Promise.resolve(current);
    refreshing ??= withRefreshLock(() => refreshOrAdopt(usedToken)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const method = opts.method ?? "GET";
    const endpoint = opts.endpoint ?? `${method} ${path}`;
    const token = opts.public ? null : store.accessToken;
    const workspaceId = token && opts.workspace !== false ? currentWorkspaceId() : null;
    let response = await send(path, method, opts, token, endpoint, workspaceId);
    if (response.status === 401 && token && !noRefreshPaths.has(path)) {
      const fresh = await refreshAccessToken(token);
      response = await send(path, method, opts, fresh, endpoint, workspaceId);
    }
    if (opts.as === "text" && response.ok) return (await response.text()) as T;
    if (opts.as === "blob" && response.ok) return (await response.blob()) as T;
    return parse(response, endpoint, opts.schema, workspaceId ?? undefined);
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: "GET" }),
    post: (path, body, opts) => request(path, { ...opts, method: "POST", body }),
    put: (path, body, opts) => request(path, { ...opts, method: "PUT", body }),
    patch: (path, body, opts) => request(path, { ...opts, method: "PATCH", body }),
    delete: (path, opts) => request(path, { ...opts, method: "DELETE" }),
  };
}

/** The app's client, bound to the persisted session. */
export const api = createApiClient({ store: authStore, workspaceId: () => workspaceStore.currentId });
