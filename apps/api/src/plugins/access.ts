import { type Action, can, fieldMessages, isUuid } from "@tierline/contracts";
import {
  type Actor,
  AppError,
  assertObjectKind,
  type Core,
  notFound,
  type ObjectKind,
  type SessionActor,
} from "@tierline/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Who may call a route: anyone, any signed-in user, or a workspace member whose roles allow the action. */
export type Access = "public" | "signed-in" | Action;

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The kind of object each path parameter names; a "workspace" parameter also selects the actor's workspace. */
  params: Record<string, ObjectKind>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    params?: Record<string, ObjectKind>;
  }
  interface FastifyRequest {
    session: SessionActor | null;
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its access and path-parameter kinds: the tenant-isolation test walks it. */
    routeTable: RouteEntry[];
  }
}

/**
 * Authentication, permission and ownership for every route, from route metadata: handlers never
 * check by hand. A route under /api/v1 that declares no `access`, or leaves a path parameter's kind
 * undeclared, stops the server at start-up.
 */
export function registerAccess(app: FastifyInstance, core: Core) {
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.decorateRequest("session", null);
  app.decorateRequest("actor", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1")) return;
    const { access, params = {} } = route.config ?? {};
    if (!access) throw new Error(`${route.method} ${route.url} declares no config.access`);
    const undeclared = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((p) => !(p in params));
    if (access !== "public" && undeclared.length > 0) {
      throw new Error(
        `${route.method} ${route.url}: declare the object kind of path params ${undeclared.join(", ")}`,
      );
    }
    // A kind without an ownership rule would leave its ids unchecked: refuse to start instead.
    for (const kind of Object.values(params)) assertObjectKind(kind);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routeTable.push({ method, url: route.url, access, params });
    }
  });

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer "))
      request.session = await core.auth.sessions.authenticate(header.slice(7));
  });

  // preValidation: who you are, what you may do and whether the objects are yours are answered
  // before what you sent is judged.
  app.addHook("preValidation", async (request) => {
    const { access, params } = request.routeOptions.config;
    if (!access || access === "public") return;
    if (!request.session) throw new AppError("UNAUTHENTICATED");
    if (access === "signed-in") return assertOwnsParams(request, { userId: request.session.userId });

    const workspaceParam = Object.entries(params ?? {}).find(([, kind]) => kind === "workspace")?.[0];
    const fromPath = workspaceParam ? (request.params as Record<string, string>)[workspaceParam] : undefined;
    const selected = fromPath ?? workspaceHeader(request);
    let actor: Actor;
    try {
      actor = await core.access.resolve(request.session, selected);
    } catch (error) {
      // A workspace named explicitly (path or header) that the user is not in is not found, not
      // forbidden: its existence is not told.
      if (selected) throw notFound();
      throw error;
    }
    if (!can(actor, access)) throw new AppError("FORBIDDEN");
    request.actor = actor;
    return assertOwnsParams(request, actor);
  });

  /** Every object a path names must be the caller's: another workspace's id is simply not found. */
  async function assertOwnsParams(request: FastifyRequest, who: { userId: string; workspaceId?: string }) {
    const values = request.params as Record<string, string>;
    for (const [param, kind] of Object.entries(request.routeOptions.config.params ?? {})) {
      if (!(await core.access.owns(who, kind, values[param] ?? ""))) throw notFound();
    }
  }
}

/** The workspace a client names in X-Workspace-Id; given twice or not an id, it is bad input. */
function workspaceHeader(request: FastifyRequest): string | undefined {
  const value = request.headers["x-workspace-id"];
  if (value === undefined) return undefined;
  if (!isUuid(value)) {
    throw new AppError("VALIDATION", { "x-workspace-id": fieldMessages.workspaceHeaderInvalid });
  }
  return value;
}

export function requireSession(request: FastifyRequest): SessionActor {
  if (!request.session) throw new AppError("UNAUTHENTICATED");
  return request.session;
}

/** The workspace actor of a route whose access names an action (set by the preValidation hook). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("FORBIDDEN");
  return request.actor;
}
