import type { Relationship } from "@tierline/contracts";

/** A vendor relationship as GET /entity-relationships/{id} answers it: Harbor Freight Metals, Pending. */
export function vendorRelationship(id: string, overrides: Partial<Relationship> = {}): Relationship {
  return {
    id,
    vendor: {
      id: "6c2a7d2f-8b3e-4d9f-8a21-1b2c3d4e5f60",
      name: "Harbor Freight Metals",
      country: "US",
      verification_status: "PENDING",
    },
    status: "PENDING",
    proposer: "PRINCIPAL_ENTITY",
    linked: false,
    start_date: null,
    roles: [],
    created: "2026-03-01T10:00:00.000Z",
    updated: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}
