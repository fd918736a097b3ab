import { fieldMessages, isUuid } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { Actor, SessionActor } from "../actor";
import { AppError, notFound } from "../errors";
import { memberAccess } from "./access.service";

/**
 * The workspace a client names in `X-Workspace-Id`: exactly one workspace id, the same on every route.
 * Given twice (Node joins repeats with ", "), empty or not an id, it is bad input.
 */
export function headerWorkspace(header: string | string[] | undefined): string | undefined {
  if (header !== undefined && (typeof header !== "string" || !isUuid(header))) {
    throw new AppError("VALIDATION", { "x-workspace-id": fieldMessages.workspaceHeaderInvalid });
  }
  return header;
}

/** The workspaces a request names: in its path (a route's "workspace" parameter) and in its header. */
export interface NamedWorkspaces {
  path?: string;
  header?: string;
}

const withAccess = { roles: { include: { role: true } }, workspace: { select: { ownerId: true } } } as const;

/**
 * THE rule for the workspace a request acts in: the one its path names, else the one its header
 * names, else the user's default workspace (their earliest Active membership). A named workspace the
 * user is not Active in is not found, whether it exists is not told; that holds for the header even
 * when the path names another. A user Active nowhere has no actor, and workspace routes answer 403.
 */
export async function resolveActor(db: Db, session: SessionActor, named: NamedWorkspaces): Promise<Actor> {
  const workspaceId = named.path ?? named.header;
  if (workspaceId !== undefined && !isUuid(workspaceId)) throw notFound();
  const active = { userId: session.userId, status: "ACTIVE" } as const;
  if (named.path && named.header && named.header !== named.path) {
    if ((await db.membership.count({ where: { ...active, workspaceId: named.header } })) === 0)
      throw notFound();
  }
  const membership = await db.membership.findFirst({
    where: { ...active, ...(workspaceId ? { workspaceId } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: withAccess,
  });
  if (!membership) throw workspaceId ? notFound() : new AppError("FORBIDDEN");
  return {
    ...session,
    workspaceId: membership.workspaceId,
    membershipId: membership.id,
    ...memberAccess(membership),
  };
}
