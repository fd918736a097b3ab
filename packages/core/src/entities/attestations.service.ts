import { type AttestationsRequest, type ClaimType, fieldMessages } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import type { BodyEntity } from "./body-entity";
import { personSelect } from "./entities.repository";
import { type Attestation, type AttestationClaim, toAttestation, toClaim } from "./entities.service";

/**
 * Attestation claims (reference data) and attestations: a user states a claim about an entity, and the
 * record keeps who, when and the exact text they saw. Attestations are never edited (the database
 * refuses it); attesting again adds one, and the latest per claim is the one shown.
 */
export function createAttestationsService({ db }: CoreDeps, bodyEntity: BodyEntity) {
  return {
    claims: async (claimType?: ClaimType): Promise<AttestationClaim[]> =>
      (
        await db.attestationClaim.findMany({
          where: claimType ? { claimType } : {},
          orderBy: [{ claimType: "asc" }, { position: "asc" }],
        })
      ).map(toClaim),

    async attest(actor: Actor, input: AttestationsRequest): Promise<Attestation[]> {
      const entityId = await bodyEntity(actor, input.entity);
      const claimIds = [...new Set(input.claims)];
      const claims = await db.attestationClaim.findMany({ where: { id: { in: claimIds } } });
      const known = new Set(claims.map((c) => c.id));
      const fields: Record<string, string> = {};
      input.claims.forEach((id, i) => {
        if (!known.has(id)) fields[`claims.${i}`] = fieldMessages.claimInvalid;
      });
      if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", fields);
      const byId = new Map(claims.map((c) => [c.id, c]));
      const attestedAt = new Date();
      const ids = await db.$transaction(async (tx) => {
        const created: string[] = [];
        for (const claimId of claimIds) {
          const row = await tx.attestation.create({
            // The claim's text as it reads now is what the user attested to.
            data: {
              entityId,
              claimId,
              attestedById: actor.userId,
              attestedAt,
              text: byId.get(claimId)!.text,
            },
          });
          created.push(row.id);
        }
        return created;
      });
      const rows = await db.attestation.findMany({
        where: { id: { in: ids } },
        include: { claim: true, attestedBy: { select: personSelect } },
        orderBy: { claim: { position: "asc" } },
      });
      return rows.map(toAttestation);
    },
  };
}
export type AttestationsService = ReturnType<typeof createAttestationsService>;
