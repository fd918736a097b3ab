import type { ComplianceAttestationWire, ComplianceWire } from "@tierline/contracts";
import type { Compliance, ComplianceAttestation } from "@tierline/core";

export const complianceAttestationToWire = (a: ComplianceAttestation): ComplianceAttestationWire => ({
  id: a.id,
  attested_by: a.attestedBy && {
    first_name: a.attestedBy.firstName,
    last_name: a.attestedBy.lastName,
    email: a.attestedBy.email,
  },
  attested: a.attestedAt.toISOString(),
});

export const complianceToWire = (compliance: Compliance): ComplianceWire => ({
  id: compliance.id,
  customer: { name: compliance.customerName },
  relationship_status: compliance.relationshipStatus,
  proposer: compliance.proposer,
  compliance_status: compliance.complianceStatus,
  requirements: {
    contacts: compliance.requiredContacts,
    documents: compliance.requiredDocuments,
    attestation: compliance.attestation && complianceAttestationToWire(compliance.attestation),
  },
  documents: compliance.documents,
});
