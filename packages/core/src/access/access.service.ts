import { apiMessages, isUuid, type MemberRole, messageForStatus } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { Actor, SessionActor } from "../actor";
import { AppError } from "../errors";

/**
 * Turns a session into a workspace actor: the active membership in the workspace the client names
 * (X-Workspace-Id), or else in the user's first workspace. Without an active membership there is no
 * actor, and workspace routes answer 403.
 */
export async function resolveActor(db: Db, session: SessionActor, workspaceId?: string): Promise<Actor> {
  if (workspaceId !== undefined && !isUuid(workspaceId))
    throw new AppError("FORBIDDEN", messageForStatus(403));
  const membership = await db.membership.findFirst({
    where: { userId: session.userId, status: "ACTIVE", ...(workspaceId ? { workspaceId } : {}) },
    orderBy: { createdAt: "asc" },
    include: { roles: { include: { role: true } }, workspace: { select: { ownerId: true } } },
  });
  if (!membership) throw new AppError("FORBIDDEN", messageForStatus(403));
  return {
    ...session,
    workspaceId: membership.workspaceId,
    membershipId: membership.id,
    ...memberAccess(membership),
  };
}

/** What a membership may do: its role codes, and whether its user owns the workspace. */
export function memberAccess(membership: {
  userId: string | null;
  roles: { role: { code: string } }[];
  workspace: { ownerId: string };
}): { roles: MemberRole[]; isOwner: boolean } {
  return {
    roles: membership.roles.map((r) => r.role.code as MemberRole),
    isOwner: membership.userId !== null && membership.workspace.ownerId === membership.userId,
  };
}

/**
 * A member deactivated (or hidden) everywhere may no longer sign in or refresh. A user with no
 * membership at all (a vendor's user, someone mid-sign-up) or a pending invitation still may.
 */
export async function assertMayUseAccount(db: Db, userId: string): Promise<void> {
  const statuses = await db.membership.findMany({ where: { userId }, select: { status: true } });
  if (statuses.length > 0 && statuses.every((m) => m.status === "DEACTIVATED" || m.status === "HIDDEN")) {
    throw new AppError("ACCOUNT_DEACTIVATED", apiMessages.accountDeactivated);
  }
}

/**
 * The kinds of object a route's path parameter can name. Each has one ownership rule below, applied to
 * every route by the api's access layer before the request body is even read, so a foreign id is
 * refused the same way everywhere.
 */
export const objectKinds = [
  "workspace",
  "membership",
  "user",
  "notificationSetting",
  "notificationCategoryPreference",
  "notificationPreference",
  "generalNotificationPreference",
] as const;
export type ObjectKind = (typeof objectKinds)[number];

/** Whether `id` names an object of `kind` that `who` may address. Anything else answers 404. */
export async function ownsObject(
  db: Db,
  who: { userId: string; workspaceId?: string },
  kind: ObjectKind,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const mine = { userId: who.userId, workspaceId: who.workspaceId ?? "" };
  switch (kind) {
    case "workspace":
      return id === who.workspaceId;
    case "user":
      return id === who.userId;
    case "membership":
      return (
        (await db.membership.count({
          where: { id, workspaceId: mine.workspaceId, status: { not: "HIDDEN" } },
        })) > 0
      );
    case "notificationSetting":
      return (await db.notificationSetting.count({ where: { id, ...mine } })) > 0;
    case "notificationCategoryPreference":
      return (await db.notificationCategoryPreference.count({ where: { id, ...mine } })) > 0;
    case "notificationPreference":
      return (await db.notificationPreference.count({ where: { id, ...mine } })) > 0;
    case "generalNotificationPreference":
      return (await db.generalNotificationPreference.count({ where: { id, userId: who.userId } })) > 0;
  }
}
