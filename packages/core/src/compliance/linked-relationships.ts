import type { Db } from "@tierline/db";
import { notFound } from "../errors";

/**
 * THE access rule of the vendor's compliance section (docs/decisions.md, "Compliance section"): a user
 * acting in workspace V reaches a customer's vendor relationship exactly when its `linkedEntityId` is
 * V's own entity (set when V accepted the customer's invitation). Every compliance call, and every later
 * one under `/compliances/{relationship_id}`, goes through `linkedRelationship`; the api's ownership
 * kind `compliance` applies the same rule to the path before a handler runs.
 */

/** Who reads: the workspace a vendor user acts in. */
export type LinkedScope = { workspaceId: string };

/** A customer's relationship as its linked vendor reaches it. */
export interface LinkedRelationship {
  id: string;
  /** The customer's workspace: the rows of this relationship (contacts, documents...) carry it. */
  customerWorkspaceId: string;
  /** The customer's own entity: the contact categories it requires of every vendor hang off it. */
  customerEntityId: string;
  /** The customer's record of the vendor: the categories it requires of this vendor hang off it. */
  vendorEntityId: string;
}

const linkedColumns = {
  id: true,
  workspaceId: true,
  vendorEntityId: true,
  workspace: { select: { entityId: true } },
} as const;

type LinkedRow = {
  id: string;
  workspaceId: string;
  vendorEntityId: string;
  workspace: { entityId: string };
};

const toLinked = (row: LinkedRow): LinkedRelationship => ({
  id: row.id,
  customerWorkspaceId: row.workspaceId,
  customerEntityId: row.workspace.entityId,
  vendorEntityId: row.vendorEntityId,
});

/** The WHERE of the relationships linked to the scope's own entity. */
export const linkedTo = (scope: LinkedScope) => ({
  linkedEntity: { is: { primaryOf: { is: { id: scope.workspaceId } } } },
});

/** The relationship `id` if it is linked to the scope's own entity; anything else (a customer's own view too) is 404. */
export async function linkedRelationship(
  db: Pick<Db, "vendorRelationship">,
  scope: LinkedScope,
  id: string,
): Promise<LinkedRelationship> {
  const row = await db.vendorRelationship.findFirst({
    where: { id, ...linkedTo(scope) },
    select: linkedColumns,
  });
  if (!row) throw notFound();
  return toLinked(row);
}
