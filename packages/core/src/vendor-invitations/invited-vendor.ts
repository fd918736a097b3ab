import type { Db } from "@tierline/db";

/**
 * Whether a workspace's company joined a customer through its vendor invitation: one of the customer's
 * relationships is linked to the company (the live link, which terminating the relationship clears) and
 * was proposed by the customer, as accepting an invitation records. A relationship the
 * vendor proposed itself (proposer VENDOR) is linked too, but the company came on its own.
 * One read by `linked_entity_id`'s own index, keyed by the workspace's own entity.
 */
export async function isInvitedVendor(
  db: Pick<Db, "vendorRelationship">,
  entityId: string,
): Promise<boolean> {
  const link = await db.vendorRelationship.findFirst({
    where: { linkedEntityId: entityId, proposer: "PRINCIPAL_ENTITY" },
    select: { id: true },
  });
  return link !== null;
}
