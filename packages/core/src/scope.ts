import type { Actor } from "./actor";
import { notFound } from "./errors";

/**
 * A workspace named in the path must be the one the actor acts in. The access hook already picks the
 * actor by it; this keeps a route that declared its params wrongly from reaching another workspace.
 */
export function assertActorWorkspace(actor: Actor, workspaceId: string): void {
  if (actor.workspaceId !== workspaceId) throw notFound();
}
