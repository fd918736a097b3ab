import type * as wire from "@tierline/contracts";
import type {
  Attestation,
  AttestationClaim,
  EntityDetails,
  RoleAssignment,
  RoleDiff,
  SupplyChainRole,
} from "@tierline/core";

/** The entities domain's objects in the wire's snake_case shapes (contracts). */

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export const personToWire = (p: { id: string; firstName: string; lastName: string; email: string }) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  email: p.email,
});

export const supplyChainRoleToWire = (r: SupplyChainRole): wire.SupplyChainRole => ({
  id: r.id,
  role: r.role,
  description: r.description,
});

export const roleAssignmentToWire = (a: RoleAssignment): wire.RoleAssignment => ({
  id: a.id,
  role: a.role,
  flag: a.flag,
});

export const roleDiffToWire = (d: RoleDiff): wire.RoleItemsResponse => ({
  results: d.results.map(roleAssignmentToWire),
  added: d.added.map(roleAssignmentToWire),
  removed: d.removed.map(roleAssignmentToWire),
});

export const claimToWire = (c: AttestationClaim): wire.AttestationClaim => ({
  id: c.id,
  claim_type: c.claimType,
  code: c.code,
  text: c.text,
});

export const attestationToWire = (a: Attestation): wire.Attestation => ({
  id: a.id,
  entity: a.entityId,
  claim: claimToWire(a.claim),
  text: a.text,
  attested_by: personToWire(a.attestedBy),
  attested_at: a.attestedAt.toISOString(),
});

const jurisdictionRef = (j: { id: string; name: string; typeName: string }) => ({
  id: j.id,
  name: j.name,
  type_name: j.typeName,
});

export const entityToWire = (e: EntityDetails): wire.EntityWire => ({
  id: e.id,
  brand_name: e.brandName,
  email: e.email,
  contact_email: e.contactEmail,
  registered_name: e.registeredName,
  registered_jurisdiction: e.registeredJurisdiction
    ? {
        ...jurisdictionRef(e.registeredJurisdiction),
        parent: e.registeredJurisdiction.parent ? jurisdictionRef(e.registeredJurisdiction.parent) : null,
      }
    : null,
  entity_type: e.entityType,
  dba_names: e.dbaNames,
  registered_date: e.registeredDate ? isoDate(e.registeredDate) : null,
  entity_website: e.entityWebsite,
  additional_entity_names: e.additionalEntityNames,
  roles: e.roles.map(roleAssignmentToWire),
  attestations_claims: e.attestations.map(attestationToWire),
  company_info_step: e.companyInfoStep,
  status: e.status,
  status_reason: e.statusReason,
  flag: e.flag,
  is_primary: e.isPrimary,
  details_missing: e.detailsMissing,
  created: e.createdAt.toISOString(),
  updated: e.updatedAt.toISOString(),
});
