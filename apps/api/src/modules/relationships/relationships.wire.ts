import type * as wire from "@tierline/contracts";
import { actionsAllowed } from "@tierline/contracts";
import type { RelationshipEvent, RelationshipRoleAssignment, RelationshipSummary } from "@tierline/core";
import { personToWire } from "../entities/entities.wire";

/** The relationships domain's objects in the wire's snake_case shapes (contracts). */

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export const relationshipToWire = (r: RelationshipSummary): wire.Relationship => ({
  id: r.id,
  vendor: {
    id: r.vendor.id,
    name: r.vendor.name,
    country: r.vendor.country,
    verification_status: r.vendor.verificationStatus,
  },
  status: r.status,
  proposer: r.proposer,
  linked: r.linked,
  start_date: day(r.startDate),
  roles: r.roles,
  created: r.createdAt.toISOString(),
  updated: r.updatedAt.toISOString(),
});

/** What a role waits for: its start (APPROVED with a start date) or a termination not yet applied. */
function scheduled(r: RelationshipRoleAssignment): wire.RelationshipRole["scheduled"] {
  if (r.terminationTarget && r.terminationDate && r.status !== r.terminationTarget)
    return { action: "terminate", date: day(r.terminationDate)!, status: r.terminationTarget };
  if (r.status === "APPROVED" && r.startDate)
    return { action: "start", date: day(r.startDate)!, status: "CONTRACTED_ACTIVE" };
  return null;
}

export const relationshipRoleToWire = (r: RelationshipRoleAssignment): wire.RelationshipRole => ({
  id: r.id,
  role: r.role,
  status: r.status,
  start_date: day(r.startDate),
  termination_date: day(r.terminationDate),
  termination_status: r.terminationTarget,
  cause: r.terminationCause,
  explanation: r.explanation,
  attested_by: r.attestedBy && personToWire(r.attestedBy),
  attested_at: r.attestedAt?.toISOString() ?? null,
  scheduled: scheduled(r),
  actions: actionsAllowed(r.status),
  created: r.createdAt.toISOString(),
  updated: r.updatedAt.toISOString(),
});

export const relationshipEventToWire = (e: RelationshipEvent): wire.RelationshipEvent => ({
  id: e.id,
  kind: e.kind,
  role_assignment: e.roleAssignmentId,
  role: e.role,
  from_status: e.fromStatus,
  to_status: e.toStatus,
  details: e.details,
  created_by: e.actor && personToWire(e.actor),
  created: e.createdAt.toISOString(),
});
