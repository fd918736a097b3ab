import { type Action, can, messageForStatus } from "@tierline/contracts";
import { type Actor, AppError, type Core, type SessionActor } from "@tierline/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Who may call a route: anyone, any signed-in user, or a workspace member whose roles allow the action. */
export type Access = "public" | "signed-in" | Action;

/**
 * The kinds of workspace object a path parameter can name. Declaring them lets the tenant-isolation
 * test try every route with another workspace's ids; a "workspace" parameter also selects the
 * workspace the actor acts in.
 */
export type ObjectKind =
  | "workspace"
  | "membership"
  | "user"
  | "notificationSetting"
  | "notificationCategoryPreference"
  | "notificationPreference"
  | "generalNotificationPreference";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    params?: Record<string, ObjectKind>;
  }
  interface FastifyRequest {
    session: SessionActor | null;
    actor: Actor | null;
  }
}

/**
 * Authentication and permission for every route, from route metadata: handlers never check by hand.
 * A route under /api/v1 that declares no `access` stops the server at start-up.
 */
export function registerAccess(app: FastifyInstance, core: Core) {
  app.decorateRequest("session", null);
  app.decorateRequest("actor", null);

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/v1")) return;
    if (!route.config?.access) throw new Error(`${route.method} ${route.url} declares no config.access`);
    const declared = Object.keys(route.config.params ?? {});
    const inPath = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const undeclared = inPath.filter((p) => !declared.includes(p));
    if (route.config.access !== "public" && undeclared.length > 0) {
      throw new Error(
        `${route.method} ${route.url}: declare the object kind of path params ${undeclared.join(", ")}`,
      );
    }
  });

  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer "))
      request.session = await core.auth.sessions.authenticate(header.slice(7));
  });

  // preValidation: who you are and what you may do is answered before what you sent is judged.
  app.addHook("preValidation", async (request) => {
    const { access, params } = request.routeOptions.config;
    if (!access || access === "public") return;
    if (!request.session) throw new AppError("UNAUTHENTICATED", messageForStatus(401));
    if (access === "signed-in") return;
    const workspaceParam = Object.entries(params ?? {}).find(([, kind]) => kind === "workspace")?.[0];
    const fromPath = workspaceParam ? (request.params as Record<string, string>)[workspaceParam] : undefined;
    const fromHeader = request.headers["x-workspace-id"];
    let actor: Actor;
    try {
      actor = await core.access.resolve(
        request.session,
        fromPath ?? (typeof fromHeader === "string" ? fromHeader : undefined),
      );
    } catch (error) {
      // Another workspace named in the path is not found, not forbidden: its existence is not told.
      if (fromPath) throw new AppError("NOT_FOUND", messageForStatus(404));
      throw error;
    }
    if (!can(actor, access)) throw new AppError("FORBIDDEN", messageForStatus(403));
    request.actor = actor;
  });
}

export function requireSession(request: FastifyRequest): SessionActor {
  if (!request.session) throw new AppError("UNAUTHENTICATED", messageForStatus(401));
  return request.session;
}

/** The workspace actor of a route whose access names an action (set by the preValidation hook). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError("FORBIDDEN", messageForStatus(403));
  return request.actor;
}
