import type { Db, Prisma } from "@tierline/db";

type Tx = Prisma.TransactionClient;

/** What ending a vendor's share removed, for the termination's audit row. */
export interface VendorUnlinked {
  questionnaireResponses: number;
  contacts: number;
  complianceAttestations: number;
  invitationsRevoked: number;
}

/** What ending a vendor's share would remove (the termination's confirmation names it). */
export async function vendorShareOf(db: Db, scope: { workspaceId: string }, relationshipId: string) {
  const where = { workspaceId: scope.workspaceId, relationshipId };
  const [link, questionnaireResponses, contacts, complianceAttestations, openInvitations] = await Promise.all(
    [
      db.vendorRelationship.findFirst({
        where: { id: relationshipId, workspaceId: scope.workspaceId },
        select: { linkedEntityId: true },
      }),
      db.uflpaQuestionnaireResponse.count({ where }),
      db.contact.count({ where: { ...where, fromVendor: true } }),
      db.complianceAttestation.count({ where }),
      db.vendorInvitation.count({ where: { ...where, status: "PENDING" } }),
    ],
  );
  return {
    linked: Boolean(link?.linkedEntityId),
    questionnaireResponses,
    contacts,
    complianceAttestations,
    openInvitations,
  };
}

/**
 * Ends what a vendor's company shares with the customer through one relationship, inside the caller's
 * transaction (terminating the whole relationship: spec section 4, the vendor must be re-invited and
 * resubmit everything). The link goes, so the compliance section answers the vendor 404 at once; what
 * the vendor gave through it is deleted (questionnaire drafts and submissions, contacts, attestations;
 * its documents are among the relationship's files, which the termination deletes); open invitations
 * are revoked, so a new one can be sent. The customer's own records stay: the contacts it entered, the
 * risks the answers raised with their history, the audit trail, accepted invitations (who joined, when). docs/decisions.md, "Ending a vendor link".
 */
export async function unlinkVendor(
  tx: Tx,
  scope: { workspaceId: string },
  relationshipId: string,
  at: Date,
): Promise<VendorUnlinked> {
  const where = { workspaceId: scope.workspaceId, relationshipId };
  await tx.vendorRelationship.updateMany({
    where: { id: relationshipId, workspaceId: scope.workspaceId },
    data: { linkedEntityId: null },
  });
  const questionnaire = await tx.uflpaQuestionnaireResponse.deleteMany({ where });
  const contacts = await tx.contact.deleteMany({ where: { ...where, fromVendor: true } });
  const attestations = await tx.complianceAttestation.deleteMany({ where });
  // Expired ones too: they are stored PENDING, and any open one makes a new invitation a 409.
  const revoked = await tx.vendorInvitation.updateMany({
    where: { ...where, status: "PENDING" },
    data: { status: "REVOKED", revokedAt: at },
  });
  return {
    questionnaireResponses: questionnaire.count,
    contacts: contacts.count,
    complianceAttestations: attestations.count,
    invitationsRevoked: revoked.count,
  };
}
