import { z } from "zod";
import { isValidDateInput } from "./date-input";
import { fieldMessages } from "./messages";
import {
  type RelationshipStatus,
  relationshipStatusLabels,
  terminationCauseSchema,
} from "./relationship-enums";
import { explanationSchema, truthAttestationSchema } from "./relationship-fields";

/**
 * The relationship life cycle of decisions.md (gap 5), per role assignment. The api enforces it (a
 * guarded write per move, 409 otherwise); the web reads it to offer only the moves a status allows.
 */

export const relationshipActions = [
  /** PENDING -> APPROVED (start date in the future) or CONTRACTED_ACTIVE (today or past). */
  "approve",
  /** APPROVED: another start date (the scheduled start moves; today or past starts it at once). */
  "reschedule",
  /** PENDING, APPROVED -> NOT_APPROVED. */
  "reject",
  /** NOT_APPROVED, CONTRACTED_COMPLETE, TERMINATED, PAST_VENDOR -> PENDING. */
  "reopen",
  /** CONTRACTED_ACTIVE -> CONTRACTED_COMPLETE (on the termination date). */
  "terminate",
  /** CONTRACTED_ACTIVE, APPROVED -> TERMINATED (on the termination date). */
  "terminate_for_cause",
] as const;
export type RelationshipAction = (typeof relationshipActions)[number];

/** The statuses each action may start from: anything else is 409. */
export const relationshipActionFrom: Record<RelationshipAction, readonly RelationshipStatus[]> = {
  approve: ["PENDING"],
  reschedule: ["APPROVED"],
  reject: ["PENDING", "APPROVED"],
  reopen: ["NOT_APPROVED", "CONTRACTED_COMPLETE", "TERMINATED", "PAST_VENDOR"],
  terminate: ["CONTRACTED_ACTIVE"],
  terminate_for_cause: ["CONTRACTED_ACTIVE", "APPROVED"],
};

export const relationshipActionLabels: Record<RelationshipAction, string> = {
  approve: "Approve",
  reschedule: "Change start date",
  reject: "Reject",
  reopen: "Re-open review",
  terminate: "Terminate without cause",
  terminate_for_cause: "Terminate for cause",
};

/** The actions a role assignment in `status` allows, in the order above. */
export function actionsAllowed(status: RelationshipStatus): RelationshipAction[] {
  return relationshipActions.filter((action) => relationshipActionFrom[action].includes(status));
}

/** The status a termination leads to. */
export const terminationTarget = {
  terminate: "CONTRACTED_COMPLETE",
  terminate_for_cause: "TERMINATED",
} as const satisfies Record<"terminate" | "terminate_for_cause", RelationshipStatus>;

/** The 409 of a move its status does not allow, naming the status (one table: `relationshipMessages`). */
export const relationshipMessages = {
  notAllowed: (action: RelationshipAction, status: RelationshipStatus) =>
    `This role is ${relationshipStatusLabels[status]}: it cannot be changed with "${relationshipActionLabels[action]}".`,
  relationshipNotAllowed: (action: RelationshipAction, status: RelationshipStatus) =>
    `This vendor is ${relationshipStatusLabels[status]}: it cannot be changed with "${relationshipActionLabels[action]}".`,
  noRoles: "This vendor has no roles yet. Add a role before approving it.",
  roleNotInRelationship: "This role is not one of this vendor's roles.",
  roleAlreadyAssigned: "This vendor already has this role.",
  nothingToDelete: "This vendor is already Past Vendor: there is nothing left to delete.",
} as const;

/** A required, valid date input of at most 32 characters (the longest accepted form has 12). */
const dateRequired = () =>
  z
    .string({ error: fieldMessages.dateRequired })
    .trim()
    .min(1, { error: fieldMessages.dateRequired, abort: true })
    .max(32, { error: fieldMessages.dateIncorrect, abort: true })
    .refine(isValidDateInput, fieldMessages.dateIncorrect)
    .meta({ examples: ["2030-01-31"] });
const roleIds = z
  .array(z.uuid({ error: fieldMessages.supplyChainRoleInvalid }), { error: fieldMessages.rolesRequired })
  .min(1, fieldMessages.rolesRequired)
  .max(50, fieldMessages.supplyChainRoleInvalid);

/** The fields each action needs (spec section 5: date, cause, explanation, truth attestation). */
const needs: Record<
  RelationshipAction,
  readonly ("start_date" | "termination_date" | "truth_attestation" | "cause" | "explanation")[]
> = {
  approve: ["start_date"],
  reschedule: ["start_date"],
  reject: [],
  reopen: [],
  terminate: ["termination_date", "truth_attestation"],
  terminate_for_cause: ["termination_date", "truth_attestation", "cause", "explanation"],
};
const missingMessage = {
  start_date: fieldMessages.dateRequired,
  termination_date: fieldMessages.dateRequired,
  truth_attestation: fieldMessages.attestationRequired,
  cause: fieldMessages.causeRequired,
  explanation: fieldMessages.explanationRequired,
} as const;

/**
 * One change: an `action` and the fields it needs (approve and reschedule a `start_date`;
 * terminations a `termination_date` and the ticked `truth_attestation`, for cause also a `cause` and an
 * `explanation`). One flat object, so one form edits it; a field the action needs and lacks gets the
 * spec's "required" message.
 */
const changeFields = z.object({
  action: z.enum(relationshipActions, { error: fieldMessages.relationshipActionInvalid }),
  start_date: dateRequired().optional(),
  termination_date: dateRequired().optional(),
  truth_attestation: z.boolean({ error: fieldMessages.attestationRequired }).optional(),
  cause: terminationCauseSchema.optional(),
  explanation: explanationSchema.optional(),
});

function requireNeeds(value: z.infer<typeof changeFields>, ctx: z.RefinementCtx) {
  if (!relationshipActions.includes(value.action)) return;
  for (const field of needs[value.action]) {
    const given = value[field];
    const missing = field === "truth_attestation" ? given !== true : given === undefined;
    if (missing) ctx.addIssue({ code: "custom", path: [field], message: missingMessage[field] });
  }
}

/**
 * PATCH /entity-relationships/{id}/roles: one action on some of the relationship's role assignments
 * (`roles`: their ids, as `vendor-procurement-stages` answers them), all or none. The fields each
 * action needs: approve and reschedule a `start_date`; terminations a `termination_date` and the
 * truth attestation, for cause also a `cause` and an `explanation`.
 */
export const relationshipRolesChangeSchema = changeFields
  .extend({ roles: roleIds })
  .superRefine(requireNeeds);
export type RelationshipRolesChange = z.infer<typeof relationshipRolesChangeSchema>;

/** The same change on every role assignment the action applies to (PATCH /entities/relationships/{id}). */
export const relationshipChangeSchema = changeFields.superRefine(requireNeeds);
export type RelationshipChange = z.infer<typeof relationshipChangeSchema>;

/**
 * The form of one action on roles: exactly the fields it needs, each required, so a form shows every
 * missing field's message at once (the wire schema above says the others only once its fields parse).
 */
export function relationshipRolesChangeFormSchema(action: RelationshipAction) {
  const termination = {
    termination_date: dateRequired(),
    truth_attestation: truthAttestationSchema,
  };
  const base = { action: z.literal(action), roles: roleIds };
  switch (action) {
    case "approve":
    case "reschedule":
      return z.object({ ...base, start_date: dateRequired() });
    case "terminate":
      return z.object({ ...base, ...termination });
    case "terminate_for_cause":
      return z.object({
        ...base,
        ...termination,
        cause: terminationCauseSchema,
        explanation: explanationSchema,
      });
    default:
      return z.object(base);
  }
}

/** POST /entity-relationships/{id}/roles: supply chain roles (ids of GET /supply-chain-roles) to add. */
export const relationshipRolesAddSchema = z.object({
  roles: roleIds,
});
export type RelationshipRolesAdd = z.infer<typeof relationshipRolesAddSchema>;

/** The most vendors one bulk approval takes. */
export const vendorBulkApproveMax = 100;

/** POST /entity-relationships/bulk-approve: approve every Pending role of each relationship. */
export const relationshipBulkApproveSchema = z.object({
  ids: z
    .array(z.uuid({ error: fieldMessages.vendorInvalid }), { error: fieldMessages.vendorsRequired })
    .min(1, fieldMessages.vendorsRequired)
    .max(vendorBulkApproveMax, fieldMessages.vendorsTooMany),
  start_date: dateRequired(),
});
export type RelationshipBulkApprove = z.infer<typeof relationshipBulkApproveSchema>;

/** PATCH /entity-relationships/{id}: the relationship's planned start date (offered when approving). */
export const relationshipUpdateSchema = z.object({
  start_date: z
    .string({ error: fieldMessages.dateIncorrect })
    .max(32, { error: fieldMessages.dateIncorrect, abort: true })
    .refine(isValidDateInput, fieldMessages.dateIncorrect)
    .meta({ examples: ["2030-01-31"] })
    .nullable()
    .optional(),
});
export type RelationshipUpdate = z.infer<typeof relationshipUpdateSchema>;

/** POST /entity-relationships/{id}/terminate: the confirmation that the shared data goes. */
export const relationshipTerminateSchema = z.object({
  confirm: z.literal(true, { error: fieldMessages.deletionConfirmRequired }),
});
