import { randomUUID } from "node:crypto";
import type { Db } from "@tierline/db";
import type { Actor } from "../actor";

/**
 * The actor a signed-in member of the workspace is, as the api's session check builds it: for tests
 * that call the services directly. An owner (ADMIN) unless `access` says otherwise.
 */
export async function memberActor(
  db: Db,
  user: { id: string; email: string },
  workspaceId: string,
  access: Pick<Actor, "roles" | "isOwner"> = { roles: ["ADMIN"], isOwner: true },
): Promise<Actor> {
  const membership = await db.membership.findFirstOrThrow({ where: { workspaceId, userId: user.id } });
  return {
    userId: user.id,
    sessionId: randomUUID(),
    email: user.email,
    workspaceId,
    membershipId: membership.id,
    ...access,
  };
}
