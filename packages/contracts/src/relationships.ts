import { z } from "zod";
import { entityStatusSchema } from "./entity-enums";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { personRefSchema } from "./person-fields";
import { once } from "./query-text";
import {
  proposerSchema,
  relationshipStatuses,
  relationshipStatusSchema,
  terminationCauseSchema,
} from "./relationship-enums";
import { relationshipActions } from "./relationship-lifecycle";
import { resourceSchema } from "./resources";

/**
 * The wire shapes of a workspace's vendor relationships (spec section 7, "Relationships and
 * contracts"): the relationship, its role assignments (the "vendor procurement stages") and their
 * history. A relationship's id is `vendor_relationships.id`: the vendor list's row and /vendors/:id.
 */

const roleRef = z.object({ id: z.uuid(), role: z.string() });
const isoDate = z.iso.date();

/** A role the vendor plays for the workspace, with its own status and dates. */
export const relationshipRoleSchema = z.object({
  /** The role assignment's id: what PATCH /entity-relationships/{id}/roles names. */
  id: z.uuid(),
  role: roleRef,
  status: relationshipStatusSchema,
  start_date: isoDate.nullable(),
  termination_date: isoDate.nullable(),
  /** Where a termination (scheduled or applied) leads: CONTRACTED_COMPLETE or TERMINATED. */
  termination_status: relationshipStatusSchema.nullable(),
  cause: terminationCauseSchema.nullable(),
  explanation: z.string().nullable(),
  attested_by: personRefSchema.nullable(),
  attested_at: z.iso.datetime().nullable(),
  /** A change waiting for its date: the start of an APPROVED role, or a termination. */
  scheduled: z
    .object({ action: z.enum(["start", "terminate"]), date: isoDate, status: relationshipStatusSchema })
    .nullable(),
  /** The actions its status allows (decisions.md's table). */
  actions: z.array(z.enum(relationshipActions)),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type RelationshipRole = z.infer<typeof relationshipRoleSchema>;

export const relationshipEventKinds = [
  "ROLE_ADDED",
  "APPROVED",
  "START_RESCHEDULED",
  "REJECTED",
  "REOPENED",
  "STARTED",
  "TERMINATION_SCHEDULED",
  "TERMINATED",
  "RELATIONSHIP_TERMINATED",
] as const;
export const relationshipEventKindLabels: Record<(typeof relationshipEventKinds)[number], string> = {
  ROLE_ADDED: "Role added",
  APPROVED: "Approved",
  START_RESCHEDULED: "Start date changed",
  REJECTED: "Rejected",
  REOPENED: "Review re-opened",
  STARTED: "Started",
  TERMINATION_SCHEDULED: "Termination scheduled",
  TERMINATED: "Terminated",
  RELATIONSHIP_TERMINATED: "Relationship terminated",
};

/** One change of the audit trail: who (null: the scheduled job), when, from, to, and the details given. */
export const relationshipEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(relationshipEventKinds),
  role_assignment: z.uuid().nullable(),
  role: roleRef.nullable(),
  from_status: relationshipStatusSchema.nullable(),
  to_status: relationshipStatusSchema.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_by: personRefSchema.nullable(),
  created: z.iso.datetime(),
});
export type RelationshipEvent = z.infer<typeof relationshipEventSchema>;

/** GET /entity-relationships/{id}/vendor-procurement-stages: the roles with status, dates and history. */
export const vendorProcurementStagesSchema = z.object({
  relationship: z.uuid(),
  status: relationshipStatusSchema,
  roles: z.array(relationshipRoleSchema),
  history: z.array(relationshipEventSchema),
});
export type VendorProcurementStages = z.infer<typeof vendorProcurementStagesSchema>;

/** A vendor relationship: the vendor, the most advanced status of its roles, the roles. */
export const relationshipSchema = z.object({
  id: z.uuid(),
  vendor: z.object({
    id: z.uuid(),
    name: z.string(),
    country: z.string().nullable(),
    verification_status: entityStatusSchema,
  }),
  status: relationshipStatusSchema,
  proposer: proposerSchema,
  /** The vendor's company is linked now: it accepted an invitation, and the whole relationship has not been terminated since. */
  linked: z.boolean(),
  /** The planned start date (as imported or set), offered when approving. */
  start_date: isoDate.nullable(),
  roles: z.array(z.object({ id: z.uuid(), role: roleRef, status: relationshipStatusSchema })),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
export const relationshipListSchema = paginatedSchema(relationshipSchema);

/** GET /entities/relationships and /vendor-relationships: paged, optionally of one status. */
export const relationshipListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(relationshipStatuses, { error: once(fieldMessages.statusInvalid) }).optional(),
});
export type RelationshipListQuery = z.infer<typeof relationshipListQuerySchema>;

/** The Option shape of spec section 3: a value and its label. */
export const statusOptionListSchema = z.array(z.object({ value: z.string(), name: z.string() }));

/** GET /entity-relationships/{id}/resources: the files linked to the relationship. */
export const relationshipResourceListSchema = z.array(resourceSchema);

/** GET /entity-relationships/{id}/terminate: what terminating the whole relationship deletes. */
export const relationshipTerminationPreviewSchema = z.object({
  relationship: z.uuid(),
  vendor: z.string(),
  /** The role assignments (with their history of dates and causes) deleted. */
  roles: z.array(roleRef),
  /** The imported details deleted (address, contact...), by field. */
  imported_details: z.array(z.string()),
  /** Files linked to the relationship, deleted. */
  resources: z.array(z.object({ id: z.uuid(), file_name: z.string() })),
  /** What the vendor's company shares ends: its link, what it gave through its compliance section, open invitations (revoked). */
  vendor_share: z.object({
    linked: z.boolean(),
    questionnaire_responses: z.number().int(),
    contacts: z.number().int(),
    compliance_attestations: z.number().int(),
    open_invitations: z.number().int(),
  }),
  /** The status the relationship is left in (the vendor must be re-invited). */
  status_after: relationshipStatusSchema,
});
export type RelationshipTerminationPreview = z.infer<typeof relationshipTerminationPreviewSchema>;

/** POST /entity-relationships/bulk-approve: one outcome per id, in the order given. */
export const relationshipBulkApproveResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      /** The relationship's status after (when ok) or as it stands (when refused). */
      status: relationshipStatusSchema.nullable(),
      /** Roles approved. */
      approved: z.number().int(),
      /** Why it was refused (404, 409: the status, no roles). */
      message: z.string().nullable(),
    }),
  ),
});
export type RelationshipBulkApproveResult = z.infer<typeof relationshipBulkApproveResultSchema>;
