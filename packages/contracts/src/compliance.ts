import { z } from "zod";
import { nameSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { proposerSchema, relationshipStatusSchema } from "./relationship-enums";
import { truthAttestationSchema } from "./relationship-fields";
import { createResourceRequestSchema, resourceSchema } from "./resources";
import { optionalText } from "./text-rules";

/**
 * The vendor's compliance section (issue 12 point 2, decisions.md "Roles and permissions"): a vendor
 * user acting in its own workspace reads the customer relationships linked to its company, each by the
 * relationship's id (`/compliances/{relationship_id}`). docs/decisions.md, "Compliance section".
 */

/**
 * Where a relationship stands for its vendor: `ACTION_REQUIRED` while something the customer requires
 * is missing, `COMPLETE` once everything is provided.
 */
export const complianceStatuses = ["ACTION_REQUIRED", "COMPLETE"] as const;
export const complianceStatusSchema = z.enum(complianceStatuses);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;
export const complianceStatusLabels: Record<ComplianceStatus, string> = {
  ACTION_REQUIRED: "Action required",
  COMPLETE: "Complete",
};

/** A contact category the customer requires, and whether the vendor has given a contact in it. */
export const requiredContactSchema = z.object({
  category: z.object({ id: z.uuid(), name: z.string() }),
  provided: z.boolean(),
});
export type RequiredContactWire = z.infer<typeof requiredContactSchema>;

/** A document type the customer requires of every vendor (its own entity's requirement). */
export const documentTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
});
export type DocumentTypeWire = z.infer<typeof documentTypeSchema>;

/** A required document type, and whether the vendor has uploaded a document of it. */
export const requiredDocumentSchema = z.object({ type: documentTypeSchema, provided: z.boolean() });
export type RequiredDocumentWire = z.infer<typeof requiredDocumentSchema>;

export const documentRequirementsMax = 50;

/**
 * POST /entities/{id}/document-requirements (`{id}` the workspace's own entity): the whole ordered list
 * of required types. A type keeps its id (and its uploaded documents) while its name is sent again, in any
 * case; names repeat: 400; empty clears. docs/decisions.md, "Required documents".
 */
export const setDocumentRequirementsRequestSchema = z.object({
  types: z
    .array(
      z.object(
        // The description is optional (a form's empty input is none), up to 1000 as every description.
        { name: nameSchema, description: optionalText(1000, fieldMessages.descriptionTooLong).nullable() },
        { error: fieldMessages.documentTypeShapeInvalid },
      ),
      { error: fieldMessages.documentTypesInvalid },
    )
    .max(documentRequirementsMax, fieldMessages.documentTypesTooMany)
    .refine(
      (types) => new Set(types.map((t) => t.name.toLowerCase())).size === types.length,
      fieldMessages.documentTypeNameTaken,
    ),
});
export type SetDocumentRequirementsRequest = z.infer<typeof setDocumentRequirementsRequestSchema>;

/** The document types the workspace requires, in its order. */
export const documentRequirementsSchema = z.object({
  entity: z.uuid(),
  types: z.array(documentTypeSchema),
});
export type DocumentRequirementsWire = z.infer<typeof documentRequirementsSchema>;

/** Who attested that what the vendor provided is true and complete, and when. */
export const complianceAttestationSchema = z.object({
  id: z.uuid(),
  attested_by: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  attested: z.iso.datetime(),
});
export type ComplianceAttestationWire = z.infer<typeof complianceAttestationSchema>;

/** One customer's request as its vendor sees it: who asks, where the relationship stands, what it requires. */
export const complianceSchema = z.object({
  /** The customer's relationship id: the `{relationship_id}` of every compliance call. */
  id: z.uuid(),
  customer: z.object({ name: z.string() }),
  relationship_status: relationshipStatusSchema,
  /** Who proposed the relationship: the customer (an invitation) or the vendor (its supplier code). */
  proposer: proposerSchema,
  compliance_status: complianceStatusSchema,
  requirements: z.object({
    contacts: z.array(requiredContactSchema),
    documents: z.array(requiredDocumentSchema),
    /** The truthful-information attestation, always required: the newest one given, or null. */
    attestation: complianceAttestationSchema.nullable(),
  }),
  /** Documents the vendor has stored for this customer (uploaded and checked). */
  documents: z.number().int().nonnegative(),
});
export type ComplianceWire = z.infer<typeof complianceSchema>;

/** GET /compliances: the acting workspace's customer relationships, by customer name. */
export const complianceListQuerySchema = paginationQuerySchema;
export type ComplianceListQuery = z.infer<typeof complianceListQuerySchema>;
export const complianceListSchema = paginatedSchema(complianceSchema);

/** `{relationship_id}` of the compliance calls (the customer's relationship, linked to the caller's company). */
export const complianceParamsSchema = z.object({ relationship_id: z.uuid() });

/** POST /compliances/{relationship_id}/attestations: the truthful-information attestation, ticked. */
export const createComplianceAttestationRequestSchema = z.object({
  truth_attestation: truthAttestationSchema,
});
export type CreateComplianceAttestationRequest = z.infer<typeof createComplianceAttestationRequestSchema>;
/** The relationship's attestations, newest first (the customer's profile reads the same list). */
export const complianceAttestationListSchema = z.object({ results: z.array(complianceAttestationSchema) });

/** `{relationship_id}` and `{document_id}`: a file the vendor gave that relationship. */
export const complianceDocumentParamsSchema = complianceParamsSchema.extend({ document_id: z.uuid() });
/** PUT /compliances/{relationship_id}/documents/{document_id}: completes the upload (the stored file is checked). */
export const completeComplianceDocumentRequestSchema = z.object({
  status: z.literal("UPLOADED", { error: fieldMessages.statusInvalid }),
});
export type CompleteComplianceDocumentRequest = z.infer<typeof completeComplianceDocumentRequestSchema>;
/**
 * POST /compliances/{relationship_id}/documents: a file announced, of one of the customer's required
 * types (another: 404) or of none (an extra document).
 */
export const createComplianceDocumentRequestSchema = createResourceRequestSchema.extend({
  document_type: z.uuid({ error: fieldMessages.documentTypeInvalid }).nullish(),
});
export type CreateComplianceDocumentRequest = z.infer<typeof createComplianceDocumentRequestSchema>;

/** The files the vendor gave the relationship, newest first. */
export const complianceDocumentListSchema = z.object({ results: z.array(resourceSchema) });
