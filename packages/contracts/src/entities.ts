import { z } from "zod";
import { registeredDateSchema } from "./date-schemas";
import { changeFlagSchema, changeFlags, entityDetailPartSchema, entityStatusSchema } from "./entity-enums";
import { brandNameSchema, registeredJurisdictionSchema, registeredNameSchema } from "./entity-fields";
import { contactEmailSchema } from "./fields";
import { fieldMessages } from "./messages";
import { companyInfoStepSchema } from "./onboarding";
import { paginationQuerySchema } from "./pagination";
import { personRefSchema } from "./person-fields";
import { once } from "./query-text";
import { trimmedString } from "./text-rules";
import { webUrlSchema } from "./web-url";

/**
 * Entities (spec sections 3 and 7, Onboarding): a workspace's own company (its primary entity) and the
 * entities it adds (vendors), their supply chain roles and attestations.
 */

/** The most DBA or additional names an entity keeps. */
export const entityNamesMax = 20;

/** A list of names of at most 120 characters each (spec: DBA, entity name); blank ones are dropped. */
const namesSchema = (tooLong: string) =>
  z
    .array(trimmedString(tooLong).max(120, tooLong), { error: fieldMessages.entityNamesTooMany })
    .max(entityNamesMax, fieldMessages.entityNamesTooMany);

/** An entity type id of the registered jurisdiction (`us-llc`); the api checks it belongs to it. */
export const entityTypeIdSchema = trimmedString(fieldMessages.entityTypeRequired)
  .min(1, { error: fieldMessages.entityTypeRequired, abort: true })
  .max(64, fieldMessages.entityTypeInvalid);

/**
 * The entity fields a client writes (PATCH /entities/{id}, POST /entities). `registered_jurisdiction`
 * and `entity_type` are ids (an ISO code, an entity type id); blank names are dropped; `null` clears an
 * optional field. Changing the jurisdiction clears an entity type that is not one of the new one's.
 */
const entityFieldsShape = {
  brand_name: brandNameSchema,
  registered_name: registeredNameSchema,
  registered_jurisdiction: registeredJurisdictionSchema,
  entity_type: entityTypeIdSchema.nullable(),
  dba_names: namesSchema(fieldMessages.dbaTooLong),
  registered_date: registeredDateSchema.nullable(),
  entity_website: webUrlSchema.nullable(),
  additional_entity_names: namesSchema(fieldMessages.entityNameTooLong),
  contact_email: contactEmailSchema.nullable(),
};

/** PATCH /entities/{id}: any subset; `company_info_step` only for the workspace's own (primary) entity. */
export const entityUpdateSchema = z
  .object({ ...entityFieldsShape, company_info_step: companyInfoStepSchema })
  .partial();
export type EntityUpdate = z.infer<typeof entityUpdateSchema>;

/** POST /entities: another entity of the workspace (a vendor added by hand); a brand name is required. */
export const entityCreateSchema = z
  .object(entityFieldsShape)
  .partial()
  .extend({ brand_name: brandNameSchema });
export type EntityCreate = z.infer<typeof entityCreateSchema>;

/** GET /entities: the workspace's entities, a page at a time. */
export const entityListQuerySchema = paginationQuerySchema;

/** A jurisdiction as an entity shows it: with its type name and its parent (a subdivision's country). */
const jurisdictionRefSchema = z.object({ id: z.string(), name: z.string(), type_name: z.string() });
export const entityJurisdictionSchema = jurisdictionRefSchema.extend({
  parent: jurisdictionRefSchema.nullable(),
});

export const supplyChainRoleSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  description: z.string(),
});
export type SupplyChainRole = z.infer<typeof supplyChainRoleSchema>;

/** GET /supply-chain-roles: the whole list (reference data, a few dozen at most). */
export const supplyChainRolesResponseSchema = z.object({ results: z.array(supplyChainRoleSchema) });

/** An entity's role assignment (spec section 3: id and role, the role with its id). */
export const roleAssignmentSchema = z.object({
  id: z.uuid(),
  role: supplyChainRoleSchema.pick({ id: true, role: true }),
  flag: changeFlagSchema.nullable(),
});
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

export const claimTypes = ["OB"] as const;
export const claimTypeSchema = z.enum(claimTypes, { error: fieldMessages.claimTypeInvalid });
export type ClaimType = z.infer<typeof claimTypeSchema>;

export const attestationClaimSchema = z.object({
  id: z.uuid(),
  claim_type: claimTypeSchema,
  /** Stable name for code: `OFFICER_AUTHORITY`, `GOOD_STANDING`. */
  code: z.string(),
  text: z.string(),
});
export type AttestationClaim = z.infer<typeof attestationClaimSchema>;

/** GET /attestation-claims?claim_type=OB. */
export const attestationClaimsQuerySchema = z.object({ claim_type: claimTypeSchema.optional() });
export const attestationClaimsResponseSchema = z.object({ results: z.array(attestationClaimSchema) });

/** An attestation: who attested which claim, when, and the exact text they attested to then. */
export const attestationSchema = z.object({
  id: z.uuid(),
  entity: z.uuid(),
  claim: attestationClaimSchema,
  text: z.string(),
  attested_by: personRefSchema,
  attested_at: z.iso.datetime(),
});
export type Attestation = z.infer<typeof attestationSchema>;

/** The entity of a request body: one of the workspace's; left out, the workspace's own (primary) entity. */
const bodyEntitySchema = z.uuid({ error: once(fieldMessages.entityInvalid) }).optional();

/** POST /attestations: the signed-in user attests each claim about the entity (one attestation per claim). */
export const attestationsRequestSchema = z.object({
  entity: bodyEntitySchema,
  claims: z
    .array(z.uuid({ error: fieldMessages.claimInvalid }), { error: fieldMessages.claimsRequired })
    .min(1, fieldMessages.claimsRequired)
    .max(20, fieldMessages.claimInvalid),
});
export type AttestationsRequest = z.infer<typeof attestationsRequestSchema>;
export const attestationsResponseSchema = z.object({ results: z.array(attestationSchema) });

/** POST /entity/supply-chain-roles: the entity's whole list of roles, as role items `{role}`. */
export const roleItemsRequestSchema = z.object({
  entity: bodyEntitySchema,
  roles: z
    .array(
      z.object(
        { role: z.uuid({ error: fieldMessages.supplyChainRoleInvalid }) },
        { error: fieldMessages.supplyChainRoleInvalid },
      ),
      { error: fieldMessages.rolesRequired },
    )
    .min(1, fieldMessages.rolesRequired)
    .max(50, fieldMessages.supplyChainRoleInvalid),
});
export type RoleItemsRequest = z.infer<typeof roleItemsRequestSchema>;

/**
 * The role-assignment diff of spec section 6: `results` is the entity's roles now (an assignment whose
 * role remains keeps its id), `added` the new ones among them, `removed` the assignments taken away.
 */
export const roleItemsResponseSchema = z.object({
  results: z.array(roleAssignmentSchema),
  added: z.array(roleAssignmentSchema),
  removed: z.array(roleAssignmentSchema),
});
export type RoleItemsResponse = z.infer<typeof roleItemsResponseSchema>;

/** PATCH /entity/supply-chain-roles/{id}: another role for the assignment, or its review flag. */
export const roleAssignmentUpdateSchema = z
  .object({
    role: z.uuid({ error: once(fieldMessages.supplyChainRoleInvalid) }),
    flag: z.enum(changeFlags, { error: fieldMessages.changeFlagInvalid }).nullable(),
  })
  .partial();
export type RoleAssignmentUpdate = z.infer<typeof roleAssignmentUpdateSchema>;

/** The onboarding entity of spec section 3, as GET /entities/{id} and the entity writes answer it. */
export const entitySchema = z.object({
  id: z.uuid(),
  brand_name: z.string(),
  email: z.string().nullable(),
  contact_email: z.string().nullable(),
  registered_name: z.string().nullable(),
  registered_jurisdiction: entityJurisdictionSchema.nullable(),
  entity_type: z.object({ id: z.string(), name: z.string(), abbreviation: z.string().nullable() }).nullable(),
  dba_names: z.array(z.string()),
  /** YYYY-MM-DD. */
  registered_date: z.string().nullable(),
  entity_website: z.string().nullable(),
  additional_entity_names: z.array(z.string()),
  roles: z.array(roleAssignmentSchema),
  /** The latest attestation of each claim (spec: claim assignments, id and claim). */
  attestations_claims: z.array(attestationSchema),
  /** The wizard step of the workspace's onboarding (-1 completed); null for an entity that is not primary. */
  company_info_step: z.number().int().nullable(),
  status: entityStatusSchema,
  /** Why the entity is Pending, or what validated it; null before any check. */
  status_reason: z.string().nullable(),
  flag: changeFlagSchema.nullable(),
  is_primary: z.boolean(),
  /** What the entity's details still lack (empty: complete). */
  details_missing: z.array(entityDetailPartSchema),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type EntityWire = z.infer<typeof entitySchema>;
