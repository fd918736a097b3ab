import { fieldMessages } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { Actor } from "../actor";
import { AppError } from "../errors";
import { createEntitiesRepository } from "./entities.repository";

/**
 * The entity a request body names: left out, the workspace's own (primary) entity; one that is not the
 * workspace's is bad input on `entity` (a reference in a body, like a filter, not the object the path
 * names, which would be 404).
 */
export function bodyEntityResolver(db: Db) {
  const entities = createEntitiesRepository(db);
  return async (actor: Actor, id: string | undefined): Promise<string> => {
    if (id === undefined) return entities.primaryId(actor.workspaceId);
    if (!(await entities.exists(actor.workspaceId, id)))
      throw new AppError("VALIDATION", { entity: fieldMessages.entityInvalid });
    return id;
  };
}
export type BodyEntity = ReturnType<typeof bodyEntityResolver>;
