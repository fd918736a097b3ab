import { type Action, can } from "@tierline/contracts";
import {
  type Actor,
  type Addresser,
  AppError,
  assertObjectKind,
  type Core,
  notFound,
  type ObjectKind,
  type SessionActor,
} from "@tierline/core";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";

/** Who may call a route: anyone, any signed-in user, or a workspace member whose roles allow the action. */
export type Access = "public" | "signed-in" | Action;

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** The kind of object each path parameter names; a "workspace" parameter also selects the actor's workspace. */
  params: Record<string, ObjectKind>;
  /** The route's zod schemas (params, querystring, body, response): the bad-input sweep derives its requests from them. */
  schema?: FastifySchema;
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
      if (method !== "HEAD")
        routeTable.push({ method, url: route.url, access, params, schema: route.schema });
    }
  });

  // preValidation: who you are, which workspace you act in, what you may do there and whether the
  // objects are yours are answered before what you sent is judged.
  app.addHook("preValidation", async (request) => {
    const { access, params = {} } = request.routeOptions.config;
    if (!access) return;
    const token = request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    if (access !== "public" && !token) throw new AppError("UNAUTHENTICATED");
    // A malformed X-Workspace-Id is refused on every route alike.
    const header = core.access.headerWorkspace(request.headers["x-workspace-id"]);
    if (access === "public" || !token) return;
    const workspaceParam = Object.entries(params).find(([, kind]) => kind === "workspace")?.[0];
    const named = {
      path: workspaceParam ? (request.params as Record<string, string>)[workspaceParam] : undefined,
      header,
    };
    // A personal route acts in a workspace only when one is named, and then the user must be in it.
    const actsInWorkspace = access !== "signed-in" || Boolean(named.path ?? named.header);
    // One round trip: the live session, and the actor by core's one rule for the current workspace.
    const found = await core.access.authorize(token, actsInWorkspace ? named : null);
    if (!found) throw new AppError("UNAUTHENTICATED");
    request.session = found.session;
    request.actor = found.actor;
    if (access !== "signed-in" && !(found.actor && can(found.actor, access))) throw new AppError("FORBIDDEN");
    return assertOwnsParams(request, { ...found.session, workspaceId: found.actor?.workspaceId });
  });

  /** Every object a path names must be the caller's: another workspace's id is simply not found. */
  async function assertOwnsParams(request: FastifyRequest, who: Addresser) {
    const values = request.params as Record<string, string>;
    for (const [param, kind] of Object.entries(request.routeOptions.config.params ?? {})) {
      if (!(await core.access.owns(who, kind, values[param] ?? ""))) throw notFound();
    }
  }
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
