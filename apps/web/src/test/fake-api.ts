import { vi } from "vitest";

/**
 * The one fake API of the web's unit tests: a recording `fetch` answered by a handler, a route table
 * to build handlers from, and `useFakeApi` to install it as the global `fetch` for a test.
 */

export interface RecordedRequest {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function apiErrorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return json({ status, code, message, ...(fields ? { fields } : {}) }, status);
}

/** A fake `fetch` for client unit tests: records every call and answers through `handler`. */
export function createFakeFetch(handler: FakeHandler) {
  const calls: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([key, value]) => [
        key.toLowerCase(),
        value,
      ]),
    );
    const request: RecordedRequest = {
      url,
      path: new URL(url, "http://localhost").pathname.replace(/^\/api\/v1/, ""),
      method: init.method ?? "GET",
      headers,
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(request);
    if (init.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    // A clone: a test may answer several calls with one Response, whose body reads only once.
    return (await handler(request)).clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, mock: fetch };
}

export interface RouteRequest extends RecordedRequest {
  params: Record<string, string>;
  query: URLSearchParams;
}
export type RouteHandler = (request: RouteRequest) => Response | Promise<Response>;

/**
 * A fake API by route: keys are "METHOD /path/:param" (spread a base table first, then the test's own
 * routes, to replace a route). Unknown routes answer 404 in the wire shape.
 */
export function fakeRoutes(routes: Record<string, RouteHandler>): FakeHandler {
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(" ") as [string, string];
    const names: string[] = [];
    const source = pattern.replace(/:([a-zA-Z_]+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { method, regex: new RegExp(`^${source}$`), names, handler };
  });
  return (request) => {
    for (const route of table) {
      const match = route.method === request.method ? route.regex.exec(request.path) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]),
      );
      const query = new URL(request.url, "http://localhost").searchParams;
      return route.handler({ ...request, params, query });
    }
    return json({ status: 404, code: "NOT_FOUND", message: "Resource not found" }, 404);
  };
}

/** Installs a fake API as the global `fetch` for the current test (vitest restores it afterwards). */
export function useFakeApi(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  vi.stubGlobal("fetch", fake.fetch);
  return fake;
}
