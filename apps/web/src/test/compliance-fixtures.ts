import type { ComplianceWire } from "@tierline/contracts";

/** A customer's request as GET /compliances lists it: Customer Co's, Pending, nothing required or given. */
export function complianceRequest(id: string, overrides: Partial<ComplianceWire> = {}): ComplianceWire {
  return {
    id,
    customer: { name: "Customer Co" },
    relationship_status: "PENDING",
    proposer: "PRINCIPAL_ENTITY",
    compliance_status: "ACTION_REQUIRED",
    requirements: { contacts: [], documents: [], attestation: null },
    documents: 0,
    ...overrides,
  };
}
