import type { Db } from "@tierline/db";

/** A truthful-information attestation of a vendor user on a customer's relationship. */
export interface ComplianceAttestation {
  id: string;
  relationshipId: string;
  attestedBy: { firstName: string; lastName: string; email: string } | null;
  attestedAt: Date;
}

const columns = {
  id: true,
  relationshipId: true,
  attestedAt: true,
  attestedBy: { select: { firstName: true, lastName: true, email: true } },
} as const;
const newestFirst = [{ attestedAt: "desc" }, { id: "desc" }] as const;

/** Attestations, addressed by the customer's workspace and its relationship (whoever reads them). */
export function createAttestationsRepository(db: Db) {
  return {
    list: (scope: { workspaceId: string }, relationshipId: string): Promise<ComplianceAttestation[]> =>
      db.complianceAttestation.findMany({
        where: { workspaceId: scope.workspaceId, relationshipId },
        select: columns,
        orderBy: [...newestFirst],
      }),

    /** The newest attestation of each relationship named (one query for a page of relationships). */
    async newestOf(relationshipIds: string[]): Promise<Map<string, ComplianceAttestation>> {
      const rows = await db.complianceAttestation.findMany({
        where: { relationshipId: { in: relationshipIds } },
        select: columns,
        orderBy: [...newestFirst],
        distinct: ["relationshipId"],
      });
      return new Map(rows.map((row) => [row.relationshipId, row]));
    },

    create: (
      scope: { workspaceId: string },
      relationshipId: string,
      userId: string,
    ): Promise<ComplianceAttestation> =>
      db.complianceAttestation.create({
        data: { workspaceId: scope.workspaceId, relationshipId, attestedById: userId },
        select: columns,
      }),
  };
}
