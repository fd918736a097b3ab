import type { Db } from "@tierline/db";
import type { Actor } from "./actor";
import { notFound } from "./errors";

/**
 * A workspace named in the path must be the one the actor acts in. The access hook already picks the
 * actor by it; this keeps a route that declared its params wrongly from reaching another workspace.
 */
export function assertActorWorkspace(actor: Actor, workspaceId: string): void {
  if (actor.workspaceId !== workspaceId) throw notFound();
}

/**
 * An entity named in the path must be the acting workspace's own (its company), as the workspace-wide
 * settings under `/compliances/{id}` and `/entities/{id}/document-requirements` are: any other entity, a
 * vendor's or another workspace's, answers 404.
 */
export async function assertOwnEntity(
  db: Db,
  scope: { workspaceId: string },
  entityId: string,
): Promise<void> {
  const own = await db.workspace.count({ where: { id: scope.workspaceId, entityId } });
  if (own === 0) throw notFound();
}
