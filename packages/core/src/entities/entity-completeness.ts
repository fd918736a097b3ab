import type { EntityDetailPart } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";

/** What an entity's completeness is judged on: read with `completenessInclude`. */
export const completenessInclude = {
  _count: { select: { supplyChainRoles: true } },
  attestations: { select: { claimId: true }, distinct: ["claimId"] },
} satisfies Prisma.EntityInclude;

type JudgedEntity = Prisma.EntityGetPayload<{ include: typeof completenessInclude }>;

/**
 * The parts of an entity's details still missing, in the wizard's order. Complete (none missing) means
 * a registered name, a jurisdiction and an entity type (both checked against the jurisdiction table when
 * written), at least one supply chain role, and an attestation of every onboarding (`OB`) claim.
 */
export function missingDetails(entity: JudgedEntity, obClaimIds: readonly string[]): EntityDetailPart[] {
  const attested = new Set(entity.attestations.map((a) => a.claimId));
  const missing: EntityDetailPart[] = [];
  if (!entity.registeredName) missing.push("registered_name");
  if (!entity.registeredJurisdiction) missing.push("registered_jurisdiction");
  if (!entity.entityType) missing.push("entity_type");
  if (entity._count.supplyChainRoles === 0) missing.push("supply_chain_roles");
  if (obClaimIds.some((id) => !attested.has(id))) missing.push("attestations");
  return missing;
}

/** The ids of the onboarding claims every entity attests to. */
export const onboardingClaimIds = async (db: Db | Prisma.TransactionClient) =>
  (await db.attestationClaim.findMany({ where: { claimType: "OB" }, select: { id: true } })).map((c) => c.id);

/** The missing parts of one entity's details (see `missingDetails`). */
export async function entityDetailsMissing(db: Db, entityId: string): Promise<EntityDetailPart[]> {
  const [entity, claims] = await Promise.all([
    db.entity.findUniqueOrThrow({ where: { id: entityId }, include: completenessInclude }),
    onboardingClaimIds(db),
  ]);
  return missingDetails(entity, claims);
}
